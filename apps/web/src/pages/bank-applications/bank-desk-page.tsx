import { useTranslation } from "react-i18next";
import { BankDeskScreen, levelOfPage, prefetchBankDesk } from "../../features/bank-applications";
import type { ScreenData, ScreenProps } from "../screen-props";

export const screenData: ScreenData = ({ client, pageKey, user }) =>
  prefetchBankDesk(client, levelOfPage(pageKey), user);

/** /quyi_bank_boss, /yuqori_bank_boss — the head's desk. */
export default function BankDeskPage({ pageKey }: ScreenProps) {
  const { t } = useTranslation("pages");
  const level = levelOfPage(pageKey);
  return <BankDeskScreen key={level} level={level} title={t(`titles.${pageKey}`)} />;
}
