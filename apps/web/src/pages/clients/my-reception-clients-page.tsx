import { useTranslation } from "react-i18next";
import { ClientsScreen, prefetchClients } from "../../features/clients";
import type { ScreenData } from "../screen-props";

export const screenData: ScreenData = ({ client, search }) => prefetchClients(client, search, "intake");

/** /my_reciption_clients — the clients this receptionist registered. */
export default function MyReceptionClientsPage() {
  const { t } = useTranslation("clients");
  const { t: tp } = useTranslation("pages");
  return (
    <ClientsScreen
      title={tp("titles.my_reciption_clients")}
      scope="intake"
      exportName={t("list.exportReception")}
    />
  );
}
