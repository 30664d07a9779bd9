import { useTranslation } from "react-i18next";
import { BankListScreen, levelOfPage, prefetchBankList } from "../../features/bank-applications";
import type { ScreenData, ScreenProps } from "../screen-props";

export const screenData: ScreenData = ({ client, pageKey, search, user }) =>
  prefetchBankList(client, levelOfPage(pageKey), search, user);

/** /quyi_bank, /yuqori_bank — a level's applications. */
export default function BankListPage({ pageKey }: ScreenProps) {
  const { t } = useTranslation("pages");
  const level = levelOfPage(pageKey);
  // A new level is a new list: nothing of the other level's tabs or filters survives.
  return <BankListScreen key={level} level={level} title={t(`titles.${pageKey}`)} />;
}
