import { UNIT_STATUSES, type UnitStat, type UnitStatus } from "@makon/shared";

export interface Totals {
  count: number;
  areaM2: number;
  totalPrice: number;
}

export interface ObjectSummary {
  objectId: number;
  objectName: string;
  buildings: number;
  byStatus: Record<UnitStatus, Totals>;
  total: Totals;
}

const zero = (): Totals => ({ count: 0, areaM2: 0, totalPrice: 0 });

function add(into: Totals, row: Totals): void {
  into.count += row.count;
  into.areaM2 += row.areaM2;
  into.totalPrice += row.totalPrice;
}

/** Folds the per-building rows of uy/all_stat into one summary per object, sorted by name. */
export function summariseStats(rows: readonly UnitStat[]): ObjectSummary[] {
  const objects = new Map<number, ObjectSummary & { buildingIds: Set<number> }>();
  for (const row of rows) {
    let summary = objects.get(row.objectId);
    if (!summary) {
      summary = {
        objectId: row.objectId,
        objectName: row.objectName,
        buildings: 0,
        buildingIds: new Set(),
        byStatus: Object.fromEntries(UNIT_STATUSES.map((s) => [s, zero()])) as Record<UnitStatus, Totals>,
        total: zero(),
      };
      objects.set(row.objectId, summary);
    }
    summary.buildingIds.add(row.buildingId);
    add(summary.byStatus[row.status], row);
    add(summary.total, row);
  }
  return [...objects.values()]
    .map(({ buildingIds, ...summary }) => ({ ...summary, buildings: buildingIds.size }))
    .sort((a, b) => a.objectName.localeCompare(b.objectName, "uz"));
}
