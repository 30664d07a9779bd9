import { useTranslation } from "react-i18next";
import { BankDeskScreen, levelOfPage } from "../../features/bank-applications";
import type { ScreenProps } from "../screen-props";

/** /quyi_bank_boss, /yuqori_bank_boss — the head's desk. */
export default function BankDeskPage({ pageKey }: ScreenProps) {
  const { t } = useTranslation("pages");
  const level = levelOfPage(pageKey);
  return <BankDeskScreen key={level} level={level} title={t(`titles.${pageKey}`)} />;
}
