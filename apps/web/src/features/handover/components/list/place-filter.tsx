import type { Building, PropertyObject } from "@makon/shared";
import { Select } from "antd";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { useCachedList } from "../../../../lib/cache";

interface PlaceFilterProps {
  objectId: number | undefined;
  buildingId: number | undefined;
  onChange: (next: { objectId: number | undefined; buildingId: number | undefined }) => void;
}

/** The object, then one of its buildings (all buildings when no object is chosen), from the cached lists. */
export function PlaceFilter({ objectId, buildingId, onChange }: PlaceFilterProps) {
  const { t } = useTranslation("handover");
  const objects = useCachedList<PropertyObject[]>("objects");
  const buildings = useCachedList<Building[]>("buildings");
  const objectName = useMemo(() => new Map((objects.data ?? []).map((o) => [o.id, o.name])), [objects.data]);
  const buildingOptions = useMemo(
    () =>
      (buildings.data ?? [])
        .filter((b) => objectId === undefined || b.objectId === objectId)
        .map((b) => ({
          value: b.id,
          label: objectId === undefined ? `${objectName.get(b.objectId) ?? ""} · ${b.name}` : b.name,
        }))
        .sort((a, b) => a.label.localeCompare(b.label, "uz")),
    [buildings.data, objectId, objectName],
  );

  return (
    <>
      <Select<number>
        aria-label={t("common.object")}
        className="ho-filter"
        allowClear
        showSearch={{ optionFilterProp: "label" }}
        placeholder={t("common.object")}
        value={objectId}
        loading={objects.loading && !objects.data}
        onChange={(v) => onChange({ objectId: v ?? undefined, buildingId: undefined })}
        options={(objects.data ?? [])
          .filter((o) => o.archivedAt === null || o.id === objectId)
          .map((o) => ({ value: o.id, label: o.name }))}
      />
      <Select<number>
        aria-label={t("common.building")}
        className="ho-filter"
        allowClear
        showSearch={{ optionFilterProp: "label" }}
        placeholder={t("common.building")}
        value={buildingId}
        loading={buildings.loading && !buildings.data}
        onChange={(v) => onChange({ objectId, buildingId: v ?? undefined })}
        options={buildingOptions}
      />
    </>
  );
}
