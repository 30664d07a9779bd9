import { useTranslation } from "react-i18next";
import { CreateCaseScreen } from "../../features/collections";
import type { ScreenProps } from "../screen-props";

/** /undiruv-create — open a case for a debtor. */
export default function CreateCasePage({ pageKey }: ScreenProps) {
  const { t } = useTranslation("pages");
  return <CreateCaseScreen title={t(`titles.${pageKey}`)} />;
}
