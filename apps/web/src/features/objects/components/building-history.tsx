import { useCallback } from "react";
import { useTranslation } from "react-i18next";
import { HistoryDrawer } from "../../../lib/history";
import { isBuildStatus } from "../building-form";

type FieldKey = "buildStatus" | "completionDate" | "bankApproved" | "floors" | "entrances" | "objectId";
const FIELDS = new Set<string>([
  "buildStatus",
  "completionDate",
  "bankApproved",
  "floors",
  "entrances",
  "objectId",
] satisfies FieldKey[]);
const isField = (field: string): field is FieldKey => FIELDS.has(field);

interface BuildingHistoryProps {
  open: boolean;
  onClose: () => void;
  building: { id: number; name: string };
}

/** A building's changes (GET /api/bino/{id}/history), with its stage and date in Uzbek. */
export function BuildingHistory({ open, onClose, building }: BuildingHistoryProps) {
  const { t } = useTranslation("objects");
  const renderValue = useCallback(
    (field: string, value: unknown): string | undefined => {
      if (field === "buildStatus" && isBuildStatus(value)) return t(`buildStatus.${value}`);
      if (field === "completionDate" && typeof value === "string" && /^\d{4}-\d{2}-\d{2}$/.test(value)) {
        return value.split("-").reverse().join(".");
      }
      return undefined;
    },
    [t],
  );
  return (
    <HistoryDrawer
      open={open}
      onClose={onClose}
      url={`/api/bino/${building.id}/history`}
      title={t("about.historyTitle", { name: building.name })}
      renderValue={renderValue}
      fieldLabel={(field) => (isField(field) ? t(`fields.${field}`) : undefined)}
    />
  );
}
