import { useTranslation } from "react-i18next";
import { HistoryDrawer } from "../../../../lib/history";

interface BuildingHistoryProps {
  open: boolean;
  onClose: () => void;
  building: { id: number; name: string };
}

/** A building's changes (GET /api/bino/{id}/history), presented by lib/history. */
export function BuildingHistory({ open, onClose, building }: BuildingHistoryProps) {
  const { t } = useTranslation("objects");
  return (
    <HistoryDrawer
      open={open}
      onClose={onClose}
      url={`/api/bino/${building.id}/history`}
      title={t("about.historyTitle", { name: building.name })}
    />
  );
}
