import { useTranslation } from "react-i18next";
import { ClientsScreen } from "../../features/clients";

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
