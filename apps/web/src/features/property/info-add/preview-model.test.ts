import { createBuildingBodySchema, planLayout } from "@makon/shared";
import { describe, expect, it } from "vitest";
import { buildPreview, positionKey } from "./preview-model";

const plan = (extra: Record<string, unknown> = {}) =>
  planLayout(
    createBuildingBodySchema.parse({
      objectId: 1,
      name: "B",
      entrances: 2,
      floors: 3,
      unitsPerFloor: 2,
      areaM2: 50.5,
      pricePerM2: 1_000_000,
      ...extra,
    }),
  );

describe("buildPreview", () => {
  it("puts the top floor in row 0 and each position in its column", () => {
    const grid = buildPreview(plan());
    expect(grid.floors).toEqual([3, 2, 1]);
    expect(grid.entrances.map((e) => e.number)).toEqual([1, 2]);
    const first = grid.entrances[0]?.cells.find((c) => c.unit.floor === 1 && c.unit.position === 2);
    expect(first).toMatchObject({ row: 2, col: 1 });
    const top = grid.entrances[1]?.cells.find((c) => c.unit.floor === 3 && c.unit.position === 1);
    expect(top).toMatchObject({ row: 0, col: 0 });
  });

  it("sizes entrances by their widest floor and shares the rows of the tallest entrance", () => {
    const grid = buildPreview(
      plan({
        entranceOverrides: [{ entrance: 2, floors: 5 }],
        floorOverrides: [{ entrance: 1, floor: 2, unitsPerFloor: 4 }],
      }),
    );
    expect(grid.floors).toEqual([5, 4, 3, 2, 1]);
    expect(grid.entrances.map((e) => e.columns)).toEqual([4, 2]);
    // Entrance 1 has 3 floors: its top floor sits in row 2, level with floor 3 of entrance 2.
    expect(grid.entrances[0]?.cells.find((c) => c.unit.floor === 3)?.row).toBe(2);
  });

  it("sums units, area and value", () => {
    const grid = buildPreview(plan());
    expect(grid.totals).toEqual({ units: 12, areaM2: 606, value: 12 * 50_500_000 });
  });
});

describe("positionKey", () => {
  it("joins entrance, floor and position", () => {
    expect(positionKey({ entrance: 2, floor: 10, position: 3 })).toBe("2:10:3");
  });
});
