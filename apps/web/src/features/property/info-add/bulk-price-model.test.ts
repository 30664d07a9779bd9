import type { Unit } from "@makon/shared";
import { describe, expect, it } from "vitest";
import { selectionCounts, toBulkBody } from "./bulk-price-model";

describe("toBulkBody", () => {
  it("sends only the filters that are set", () => {
    expect(
      toBulkBody({ buildingId: 7, mode: "percent", value: 10, entrances: [2], rooms: [], floorFrom: null }),
    ).toEqual({ ok: true, buildingId: 7, body: { mode: "percent", value: 10, entrances: [2] } });
    expect(
      toBulkBody({
        buildingId: 7,
        mode: "per_m2",
        value: 9_000_000,
        floorFrom: 2,
        floorTo: 5,
        rooms: [1, 2],
      }),
    ).toEqual({
      ok: true,
      buildingId: 7,
      body: { mode: "per_m2", value: 9_000_000, floorFrom: 2, floorTo: 5, rooms: [1, 2] },
    });
  });

  it("names what is missing or out of range", () => {
    expect(toBulkBody({ mode: "percent", value: 5 })).toEqual({ ok: false, problem: "building" });
    expect(toBulkBody({ buildingId: 1, mode: "percent", value: null })).toEqual({
      ok: false,
      problem: "value",
    });
    expect(toBulkBody({ buildingId: 1, mode: "percent", value: -95 })).toEqual({
      ok: false,
      problem: "range",
    });
    expect(toBulkBody({ buildingId: 1, mode: "per_m2", value: 10.5 })).toEqual({
      ok: false,
      problem: "range",
    });
    expect(toBulkBody({ buildingId: 1, mode: "percent", value: 5, floorFrom: 6, floorTo: 2 })).toEqual({
      ok: false,
      problem: "floors",
    });
  });
});

describe("selectionCounts", () => {
  const unit = (id: number, entranceId: number, floor: number, rooms: number, status: Unit["status"]) =>
    ({ id, buildingId: 1, entranceId, floor, rooms, status }) as Unit;
  const units = [
    unit(1, 10, 1, 2, "available"),
    unit(2, 10, 2, 2, "sold"),
    unit(3, 10, 3, 3, "not_for_sale"),
    unit(4, 11, 1, 2, "available"),
    unit(5, 11, 2, 2, "booked"),
    { ...unit(6, 10, 1, 2, "available"), buildingId: 2 },
  ];
  const entrances = new Map([
    [10, 1],
    [11, 2],
  ]);

  it("counts free units that change and booked or sold ones that keep their price", () => {
    expect(selectionCounts(units, entrances, 1, { mode: "percent", value: 10 })).toEqual({
      free: 3,
      locked: 2,
    });
    expect(selectionCounts(units, entrances, 1, { mode: "percent", value: 10, entrances: [1] })).toEqual({
      free: 2,
      locked: 1,
    });
    expect(
      selectionCounts(units, entrances, 1, {
        mode: "percent",
        value: 10,
        floorFrom: 2,
        floorTo: 2,
        rooms: [2],
      }),
    ).toEqual({ free: 0, locked: 2 });
  });
});
