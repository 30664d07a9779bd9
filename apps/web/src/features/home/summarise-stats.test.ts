import type { UnitStat } from "@makon/shared";
import { describe, expect, it } from "vitest";
import { summariseStats } from "./summarise-stats";

const row = (objectId: number, buildingId: number, status: UnitStat["status"], count: number): UnitStat => ({
  objectId,
  objectName: objectId === 1 ? "Yunusobod" : "Bektemir",
  buildingId,
  buildingName: `B${buildingId}`,
  status,
  count,
  areaM2: count * 50,
  totalPrice: count * 500_000_000,
});

describe("summariseStats", () => {
  // Sorted in Uzbek alphabetical order (where "Ch" follows "Y"), hence the collation locale.
  it("gives one summary per object, sorted by name, with counts by status and totals", () => {
    const result = summariseStats([
      row(1, 10, "available", 3),
      row(1, 11, "sold", 2),
      row(1, 10, "sold", 1),
      row(2, 20, "booked", 4),
    ]);
    expect(result.map((s) => s.objectName)).toEqual(["Bektemir", "Yunusobod"]);
    const yunusobod = result[1]!;
    expect(yunusobod.buildings).toBe(2);
    expect(yunusobod.byStatus.available.count).toBe(3);
    expect(yunusobod.byStatus.sold).toEqual({ count: 3, areaM2: 150, totalPrice: 1_500_000_000 });
    expect(yunusobod.byStatus.booked.count).toBe(0);
    expect(yunusobod.total).toEqual({ count: 6, areaM2: 300, totalPrice: 3_000_000_000 });
  });

  it("gives nothing for no rows", () => {
    expect(summariseStats([])).toEqual([]);
  });
});
