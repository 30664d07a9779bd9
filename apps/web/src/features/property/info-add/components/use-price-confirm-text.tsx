import { type Building, type BulkPriceBody, formatNumber, type PropertyObject } from "@makon/shared";
import { type ReactNode, useCallback } from "react";
import { useTranslation } from "react-i18next";
import { useCachedList } from "../../../../lib/cache";
import { formatMoney } from "../../../../lib/format-money";

/** The confirmation's text: which building, which units, what the price becomes, how many change. */
export function usePriceConfirmText() {
  const { t } = useTranslation("infoAdd");
  const buildings = useCachedList<Building[]>("buildings");
  const objects = useCachedList<PropertyObject[]>("objects");
  return useCallback(
    (buildingId: number, body: BulkPriceBody, counts: { free: number; locked: number } | null): ReactNode => {
      const building = buildings.data?.find((b) => b.id === buildingId);
      const object = objects.data?.find((o) => o.id === building?.objectId);
      const parts: string[] = [];
      if (body.entrances?.length)
        parts.push(
          t("prices.confirm.entrances", { list: [...body.entrances].sort((a, b) => a - b).join(", ") }),
        );
      if (body.floorFrom !== undefined || body.floorTo !== undefined)
        parts.push(t("prices.confirm.floors", { from: body.floorFrom ?? 1, to: body.floorTo ?? "…" }));
      if (body.rooms?.length) parts.push(t("prices.confirm.rooms", { list: body.rooms.join(", ") }));
      const change =
        body.mode === "percent"
          ? t("prices.confirm.percent", {
              value: `${body.value > 0 ? "+" : ""}${formatNumber(body.value, 2)}`,
            })
          : t("prices.confirm.perM2", { value: formatMoney(body.value) });
      const name = building
        ? t("buildingOption", { object: object?.name ?? "—", name: building.name })
        : `#${buildingId}`;
      return (
        <ul className="ia-confirm-list">
          <li>{t("prices.confirm.building", { name })}</li>
          <li>
            {t("prices.confirm.selection", {
              text: parts.length ? parts.join("; ") : t("prices.confirm.everything"),
            })}
          </li>
          <li>{change}</li>
          {counts && <li data-free={counts.free}>{t("prices.confirm.counts", counts)}</li>}
        </ul>
      );
    },
    [t, buildings.data, objects.data],
  );
}
