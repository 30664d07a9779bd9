import { useTranslation } from "react-i18next";
import { HistoryDrawer } from "../../../lib/history";

interface ClientHistoryProps {
  client: { id: number; fullName: string };
  open: boolean;
  onClose: () => void;
}

/** The client's audit rows (GET /api/client/{id}/history) in the shared history drawer. */
export function ClientHistory({ client, open, onClose }: ClientHistoryProps) {
  const { t } = useTranslation("clients");
  return (
    <HistoryDrawer
      open={open}
      onClose={onClose}
      url={`/api/client/${client.id}/history`}
      title={t("historyTitle", { name: client.fullName })}
    />
  );
}
