import { useState } from "react";
import { useTranslation } from "react-i18next";
import { HistoryDrawer } from "../../../lib/history";

interface OrganisationHistoryProps {
  /** The organisation whose "Tarix" is open; null keeps the drawer closed. */
  organisation: { id: number; name: string } | null;
  onClose: () => void;
}

/** The organisation's and its accounts' changes (GET /api/tashkilot/{id}/history). */
export function OrganisationHistory({ organisation, onClose }: OrganisationHistoryProps) {
  const { t } = useTranslation("organisations");
  // The last organisation stays in the drawer while it slides shut.
  const [shown, setShown] = useState(organisation);
  if (organisation && organisation !== shown) setShown(organisation);
  return (
    <HistoryDrawer
      open={organisation !== null}
      onClose={onClose}
      url={shown ? `/api/tashkilot/${shown.id}/history` : null}
      title={shown ? t("historyTitle", { name: shown.name }) : ""}
    />
  );
}
