import type { Building, PropertyObject } from "@makon/shared";
import { Select } from "antd";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { useCachedList } from "../../../../lib/cache";

interface BuildingPickerProps {
  objectId: number | null;
  buildingId: number | null;
  onChange: (next: { objectId: number | null; buildingId: number | null }) => void;
  /** Prefix of the two boxes' ids, for their labels. */
  idPrefix: string;
}

/** An object (optional filter), then one of its buildings, from the cached lists. */
export function BuildingPicker({ objectId, buildingId, onChange, idPrefix }: BuildingPickerProps) {
  const { t } = useTranslation("infoAdd");
  const objects = useCachedList<PropertyObject[]>("objects");
  const buildings = useCachedList<Building[]>("buildings");
  const objectName = useMemo(() => new Map((objects.data ?? []).map((o) => [o.id, o.name])), [objects.data]);
  const options = useMemo(
    () =>
      (buildings.data ?? [])
        .filter((b) => objectId === null || b.objectId === objectId)
        .map((b) => ({
          value: b.id,
          label: t("buildingOption", { object: objectName.get(b.objectId) ?? "—", name: b.name }),
        }))
        .sort((a, b) => a.label.localeCompare(b.label, "uz")),
    [buildings.data, objectId, objectName, t],
  );
  return (
    <div className="ia-picker">
      <div className="ia-picker-item">
        <label htmlFor={`${idPrefix}-object`}>{t("prices.object")}</label>
        <Select
          id={`${idPrefix}-object`}
          allowClear
          showSearch={{ optionFilterProp: "label" }}
          placeholder={t("prices.allObjects")}
          value={objectId ?? undefined}
          loading={objects.loading && !objects.data}
          options={(objects.data ?? [])
            .filter((o) => o.archivedAt === null)
            .map((o) => ({ value: o.id, label: o.name }))}
          onChange={(v?: number) => onChange({ objectId: v ?? null, buildingId: null })}
        />
      </div>
      <div className="ia-picker-item ia-picker-building">
        <label htmlFor={`${idPrefix}-building`}>{t("prices.building")}</label>
        <Select
          id={`${idPrefix}-building`}
          showSearch={{ optionFilterProp: "label" }}
          placeholder={t("prices.buildingPlaceholder")}
          value={buildingId ?? undefined}
          loading={buildings.loading && !buildings.data}
          options={options}
          onChange={(v: number) => onChange({ objectId, buildingId: v })}
        />
      </div>
    </div>
  );
}
