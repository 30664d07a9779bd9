import type { ContractStatus } from "@makon/shared";
import { useTranslation } from "react-i18next";
import { ContractsScreen } from "../../features/contracts";

const STATUSES: readonly ContractStatus[] = ["draft", "in_process", "bank_lower", "bank_upper"];

/** /contract — contracts still in progress (drawn up, at the bank stages). */
export default function ContractPage() {
  const { t } = useTranslation("pages");
  return <ContractsScreen title={t("titles.contract")} statuses={STATUSES} variant="progress" />;
}
