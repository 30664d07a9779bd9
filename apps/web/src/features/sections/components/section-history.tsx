import type { Section } from "@makon/shared";
import { useTranslation } from "react-i18next";
import { HistoryDrawer } from "../../../lib/history";

interface SectionHistoryProps {
  open: boolean;
  section: Section | null;
  onClose: () => void;
}

/** A section's "Tarix", with pages and icons by their names (lib/history presents them). */
export function SectionHistory({ open, section, onClose }: SectionHistoryProps) {
  const { t } = useTranslation("history");
  return (
    <HistoryDrawer
      open={open}
      onClose={onClose}
      url={section ? `/api/bolim/${section.id}/history` : null}
      title={t("title", { name: section?.name ?? "" })}
    />
  );
}
