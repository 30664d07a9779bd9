import { isPageKey, type Section } from "@makon/shared";
import { useTranslation } from "react-i18next";
import { HistoryDrawer } from "../../../lib/history";
import { isSectionIcon, pathKey } from "../section-form";

interface SectionHistoryProps {
  open: boolean;
  section: Section | null;
  onClose: () => void;
}

/** A section's "Tarix", with pages and icons by their Uzbek names. */
export function SectionHistory({ open, section, onClose }: SectionHistoryProps) {
  const { t } = useTranslation("history");
  const { t: ta } = useTranslation("access");
  const { t: ts } = useTranslation("sections");

  const renderValue = (field: string, value: unknown): string | undefined => {
    if (typeof value !== "string") return undefined;
    const key = pathKey(value);
    if (field === "path" && isPageKey(key)) return `${ta(`pages.${key}`)} (/${key})`;
    if (field === "icon" && isSectionIcon(value)) return ts(`icons.${value}`);
    return undefined;
  };

  return (
    <HistoryDrawer
      open={open}
      onClose={onClose}
      url={section ? `/api/bolim/${section.id}/history` : null}
      title={t("title", { name: section?.name ?? "" })}
      renderValue={renderValue}
    />
  );
}
