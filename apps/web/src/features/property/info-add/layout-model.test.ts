import { createBuildingBodySchema, MAX_UNITS_PER_BUILDING, planLayout } from "@makon/shared";
import { describe, expect, it } from "vitest";
import { checkLayout, countUnits, DEFAULT_LAYOUT_VALUES, previewInput, toCreateBody } from "./layout-model";

const base = {
  ...DEFAULT_LAYOUT_VALUES,
  objectId: 3,
  name: "3-blok",
  entrances: 4,
  floors: 12,
  unitsPerFloor: 4,
};

describe("toCreateBody", () => {
  it("maps the form to the API body, leaving empty boxes of override rows out", () => {
    const body = toCreateBody({
      ...base,
      completionDate: "2027-06-30",
      entranceOverrides: [{ entrance: 2, floors: 9, unitsPerFloor: null }],
      floorOverrides: [{ entrance: null, floor: 1, unitsPerFloor: 2, type: "commercial", pricePerM2: null }],
    });
    expect(body).toMatchObject({
      objectId: 3,
      name: "3-blok",
      entrances: 4,
      completionDate: "2027-06-30",
      entranceOverrides: [{ entrance: 2, floors: 9 }],
      floorOverrides: [{ floor: 1, unitsPerFloor: 2, type: "commercial" }],
      units: [],
    });
    expect(body.entranceOverrides?.[0]).not.toHaveProperty("unitsPerFloor");
    expect(body.floorOverrides?.[0]).not.toHaveProperty("entrance");
    expect(createBuildingBodySchema.safeParse(body).success).toBe(true);
  });

  it("keeps unit overrides inside the building only", () => {
    const unit = { entrance: 4, floor: 1, position: 1, rooms: 3 };
    expect(toCreateBody(base, [unit]).units).toEqual([unit]);
    expect(toCreateBody({ ...base, entrances: 3 }, [unit]).units).toEqual([]);
  });
});

describe("checkLayout", () => {
  it("accepts 4 entrances × 12 floors × 4 units: 192 units", () => {
    const check = checkLayout(toCreateBody(base));
    expect(check).toMatchObject({ ok: true, count: 192 });
  });

  it("names the field and its limit when a number is out of range", () => {
    const check = checkLayout(toCreateBody({ ...base, floors: 0 }));
    expect(check.ok).toBe(false);
    if (check.ok) return;
    expect(check.issues).toContainEqual({ field: "floors", kind: "min", limit: 1 });
  });

  it("reports an empty box as required, a fraction as not whole, and rows by their number", () => {
    const check = checkLayout(
      toCreateBody({
        ...base,
        unitsPerFloor: null,
        entrances: 2.5,
        areaM2: 0,
        entranceOverrides: [{ entrance: 1 }, { entrance: 2, floors: 101 }],
      }),
    );
    if (check.ok) throw new Error("expected problems");
    expect(check.issues).toEqual(
      expect.arrayContaining([
        { field: "unitsPerFloor", kind: "required" },
        { field: "entrances", kind: "integer" },
        // Stored with two decimals, an area must not round to 0.
        { field: "areaM2", kind: "min", limit: 0.01 },
        { field: "floors", list: "entranceOverrides", row: 2, kind: "max", limit: 100 },
      ]),
    );
  });

  it("refuses an empty name with its own message, and more than the maximum of units", () => {
    const named = checkLayout(toCreateBody({ ...base, name: "  " }));
    expect(!named.ok && named.issues).toEqual([{ field: "name", kind: "name" }]);
    const huge = checkLayout(toCreateBody({ ...base, entrances: 50, floors: 100, unitsPerFloor: 2 }));
    expect(huge).toEqual({
      ok: false,
      count: 10_000,
      issues: [{ field: "", kind: "tooMany", limit: MAX_UNITS_PER_BUILDING }],
    });
  });

  it("refuses a building whose floors are all emptied by overrides", () => {
    const check = checkLayout(
      toCreateBody({ ...base, entrances: 1, floors: 1, floorOverrides: [{ floor: 1, unitsPerFloor: 0 }] }),
    );
    expect(check).toMatchObject({ ok: false, count: 0, issues: [{ kind: "none" }] });
  });
});

describe("countUnits", () => {
  it("counts what planLayout makes, with entrance and floor overrides", () => {
    const cases = [
      toCreateBody(base),
      toCreateBody({ ...base, entranceOverrides: [{ entrance: 2, floors: 9, unitsPerFloor: 6 }] }),
      toCreateBody({
        ...base,
        floorOverrides: [
          { floor: 1, unitsPerFloor: 2 },
          { entrance: 3, floor: 1, unitsPerFloor: 0 },
          { entrance: 4, floor: 12, unitsPerFloor: 8 },
        ],
      }),
    ];
    for (const input of cases) {
      const body = createBuildingBodySchema.parse(input);
      expect(countUnits(body)).toBe(planLayout(body).units.length);
    }
    const withOverride = createBuildingBodySchema.parse(cases[1]);
    expect(countUnits(withOverride)).toBe(192 - 48 + 54);
  });
});

describe("previewInput", () => {
  it("lets a form without object, name or a finished date be previewed", () => {
    const input = previewInput(toCreateBody({ ...base, objectId: null, name: "", completionDate: null }));
    expect(checkLayout(input)).toMatchObject({ ok: true, count: 192 });
  });
});
