import type { ContractStatus } from "@makon/shared";
import { useTranslation } from "react-i18next";
import { ContractsScreen } from "../../features/contracts";

const STATUSES: readonly ContractStatus[] = ["refused"];

/** /otkaz_shartnoma — refused contracts with the reason and the money owed back. */
export default function RefusedContractsPage() {
  const { t } = useTranslation("pages");
  return <ContractsScreen title={t("titles.otkaz_shartnoma")} statuses={STATUSES} variant="refused" />;
}
