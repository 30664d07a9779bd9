import type { ContractStatus } from "@makon/shared";
import { useTranslation } from "react-i18next";
import { ContractsScreen, prefetchContracts } from "../../features/contracts";
import type { ScreenData } from "../screen-props";

const STATUSES: readonly ContractStatus[] = ["refused"];

export const screenData: ScreenData = ({ client, search }) => prefetchContracts(client, search, STATUSES);

/** /otkaz_shartnoma — refused contracts with the reason and the money owed back. */
export default function RefusedContractsPage() {
  const { t } = useTranslation("pages");
  return <ContractsScreen title={t("titles.otkaz_shartnoma")} statuses={STATUSES} variant="refused" />;
}
