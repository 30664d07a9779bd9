import { useTranslation } from "react-i18next";
import { BankListScreen, levelOfPage } from "../../features/bank-applications";
import type { ScreenProps } from "../screen-props";

/** /quyi_bank, /yuqori_bank — a level's applications. */
export default function BankListPage({ pageKey }: ScreenProps) {
  const { t } = useTranslation("pages");
  const level = levelOfPage(pageKey);
  // A new level is a new list: nothing of the other level's tabs or filters survives.
  return <BankListScreen key={level} level={level} title={t(`titles.${pageKey}`)} />;
}
