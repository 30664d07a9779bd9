import { useTranslation } from "react-i18next";
import { ClientsScreen, prefetchClients } from "../../features/clients";
import type { ScreenData } from "../screen-props";

export const screenData: ScreenData = ({ client, search }) => prefetchClients(client, search, "calls");

const CALL_COLUMNS = ["lastCall", "nextCall"] as const;

/** /my_call_clients — the clients this operator called last, with their last and next calls. */
export default function MyCallClientsPage() {
  const { t } = useTranslation("clients");
  const { t: tp } = useTranslation("pages");
  return (
    <ClientsScreen
      title={tp("titles.my_call_clients")}
      scope="calls"
      extraColumns={CALL_COLUMNS}
      exportName={t("list.exportCalls")}
    />
  );
}
