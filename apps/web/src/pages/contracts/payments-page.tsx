import { useTranslation } from "react-i18next";
import { PaymentsJournal } from "../../features/contracts";

/** /tolovlar — the payments journal: what came in and went back, by day, object and method. */
export default function PaymentsPage() {
  const { t } = useTranslation("pages");
  return <PaymentsJournal title={t("titles.tolovlar")} />;
}
