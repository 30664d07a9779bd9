import { useState } from "react";
import { useTranslation } from "react-i18next";
import { HistoryDrawer } from "../../../../lib/history";

interface ObjectHistoryProps {
  /** The object whose "Tarix" is open; null keeps the drawer closed. */
  object: { id: number; name: string } | null;
  onClose: () => void;
}

/** An object's changes: creation, edits, archiving and restoring (GET /api/obyekt/{id}/history). */
export function ObjectHistory({ object, onClose }: ObjectHistoryProps) {
  const { t } = useTranslation("objects");
  // The last object stays in the drawer while it slides shut.
  const [shown, setShown] = useState(object);
  if (object && object !== shown) setShown(object);
  return (
    <HistoryDrawer
      open={object !== null}
      onClose={onClose}
      url={shown ? `/api/obyekt/${shown.id}/history` : null}
      title={shown ? t("historyTitle", { name: shown.name }) : ""}
    />
  );
}
