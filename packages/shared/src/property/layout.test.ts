import { describe, expect, it } from "vitest";
import { createBuildingBodySchema, planLayout } from "./layout";

const base = {
  objectId: 1,
  name: "3-blok",
  entrances: 4,
  floors: 12,
  unitsPerFloor: 4,
  areaM2: 60.5,
  pricePerM2: 8_000_000,
};

describe("planLayout", () => {
  it("12 floors × 4 entrances × 4 units a floor make exactly 192 units, numbered 1…192", () => {
    const plan = planLayout(createBuildingBodySchema.parse(base));
    expect(plan.units).toHaveLength(192);
    expect(plan.entrances).toEqual([1, 2, 3, 4].map((n) => ({ number: n, floors: 12 })));
    expect(plan.units.map((u) => u.number)).toEqual(Array.from({ length: 192 }, (_, i) => String(i + 1)));
    expect(plan.units[0]).toMatchObject({
      entrance: 1,
      floor: 1,
      position: 1,
      totalPrice: 484_000_000,
      rooms: 2,
    });
  });

  it("applies entrance, floor and unit overrides, and per-entrance numbering", () => {
    const plan = planLayout(
      createBuildingBodySchema.parse({
        ...base,
        entrances: 2,
        floors: 3,
        numbering: "entrance",
        entranceOverrides: [{ entrance: 2, floors: 5 }],
        floorOverrides: [{ floor: 1, type: "commercial", unitsPerFloor: 2, pricePerM2: 12_000_000 }],
        units: [{ entrance: 2, floor: 5, position: 4, rooms: 4, areaM2: 110 }],
      }),
    );
    expect(plan.entrances).toEqual([
      { number: 1, floors: 3 },
      { number: 2, floors: 5 },
    ]);
    expect(plan.units).toHaveLength(2 + 2 * 4 + 2 + 4 * 4);
    const ground = plan.units.filter((u) => u.floor === 1);
    expect(ground.every((u) => u.type === "commercial" && u.rooms === 0 && u.pricePerM2 === 12_000_000)).toBe(
      true,
    );
    const top = plan.units.find((u) => u.entrance === 2 && u.floor === 5 && u.position === 4);
    expect(top).toMatchObject({ rooms: 4, areaM2: 110, number: "2-18" });
    expect(plan.units.find((u) => u.entrance === 2 && u.position === 1 && u.floor === 1)?.number).toBe("2-1");
  });
});
