import type { ContractStatus } from "@makon/shared";
import { useTranslation } from "react-i18next";
import { ContractsScreen, prefetchContracts } from "../../features/contracts";
import type { ScreenData } from "../screen-props";

const STATUSES: readonly ContractStatus[] = ["concluded", "handed_over"];

export const screenData: ScreenData = ({ client, search }) => prefetchContracts(client, search, STATUSES);

/** /concluded_contracts — concluded contracts with what is still owed, when, and who is late. */
export default function ConcludedContractsPage() {
  const { t } = useTranslation("pages");
  return <ContractsScreen title={t("titles.concluded_contracts")} statuses={STATUSES} variant="concluded" />;
}
