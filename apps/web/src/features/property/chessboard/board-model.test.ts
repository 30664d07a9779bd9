import type { UnitWithClient } from "@makon/shared";
import { describe, expect, it } from "vitest";
import {
  buildLayout,
  countByStatus,
  dimmedIds,
  EMPTY_FILTER,
  formatMillions,
  formatSum,
  isEditable,
  matchesFilter,
  roomOptions,
  totalFor,
} from "./board-model";

let nextId = 1;
function unit(
  p: Partial<UnitWithClient> & Pick<UnitWithClient, "entranceId" | "floor" | "number">,
): UnitWithClient {
  return {
    id: nextId++,
    objectId: 1,
    buildingId: 1,
    floorId: p.floor,
    rooms: 2,
    areaM2: 50,
    pricePerM2: 10_000_000,
    totalPrice: 500_000_000,
    type: "residential",
    finishing: "unfinished",
    status: "available",
    clientId: null,
    clientName: null,
    contractId: null,
    contractNumber: null,
    bookingExpiresAt: null,
    ...p,
  };
}

describe("buildLayout", () => {
  it("puts the top floor first and entrances side by side in number order", () => {
    const units = [
      unit({ entranceId: 20, floor: 1, number: "5" }),
      unit({ entranceId: 10, floor: 1, number: "2" }),
      unit({ entranceId: 10, floor: 1, number: "1" }),
      unit({ entranceId: 10, floor: 3, number: "10" }),
      unit({ entranceId: 10, floor: 2, number: "3" }),
    ];
    const layout = buildLayout({
      entrances: [
        { id: 20, number: 2, floors: 3 },
        { id: 10, number: 1, floors: 3 },
      ],
      units,
    });
    expect(layout.floors).toEqual([3, 2, 1]);
    expect(layout.entrances.map((e) => e.number)).toEqual([1, 2]);
    const first = layout.entrances[0];
    expect(first?.columns).toBe(2);
    expect(first?.cells.map((c) => [c.unit.number, c.row, c.col])).toEqual([
      ["10", 0, 0],
      ["3", 1, 0],
      ["1", 2, 0],
      ["2", 2, 1],
    ]);
    expect(layout.entrances[1]?.cells.map((c) => [c.unit.number, c.row])).toEqual([["5", 2]]);
    // Every unit is placed exactly once.
    expect(layout.entrances.reduce((n, e) => n + e.cells.length, 0)).toBe(units.length);
  });

  it("keeps a row for floors an entrance has without units, and sorts numbers numerically", () => {
    const layout = buildLayout({
      entrances: [{ id: 1, number: 1, floors: 4 }],
      units: [
        unit({ entranceId: 1, floor: 1, number: "10" }),
        unit({ entranceId: 1, floor: 1, number: "9" }),
      ],
    });
    expect(layout.floors).toEqual([4, 3, 2, 1]);
    expect(layout.entrances[0]?.cells.map((c) => c.unit.number)).toEqual(["9", "10"]);
  });

  it("handles an empty building", () => {
    const layout = buildLayout({ entrances: [], units: [] });
    expect(layout.entrances).toEqual([]);
  });
});

describe("filters", () => {
  const a = unit({ entranceId: 1, floor: 1, number: "1", rooms: 1, areaM2: 40, totalPrice: 300_000_000 });
  const b = unit({ entranceId: 1, floor: 1, number: "2", rooms: 3, areaM2: 90, status: "sold" });

  it("matches everything with the empty filter and dims nothing", () => {
    expect(matchesFilter(a, EMPTY_FILTER)).toBe(true);
    expect(dimmedIds([a, b], EMPTY_FILTER).size).toBe(0);
  });

  it("dims units outside the status, rooms, price and area ranges", () => {
    expect([...dimmedIds([a, b], { ...EMPTY_FILTER, statuses: ["sold"] })]).toEqual([a.id]);
    expect([...dimmedIds([a, b], { ...EMPTY_FILTER, rooms: [1, 2] })]).toEqual([b.id]);
    expect([...dimmedIds([a, b], { ...EMPTY_FILTER, priceMin: 400_000_000 })]).toEqual([a.id]);
    expect([...dimmedIds([a, b], { ...EMPTY_FILTER, priceMax: 400_000_000 })]).toEqual([b.id]);
    expect([...dimmedIds([a, b], { ...EMPTY_FILTER, areaMin: 40, areaMax: 40 })]).toEqual([b.id]);
  });

  it("counts by status and lists room options", () => {
    const counts = countByStatus([a, b, a]);
    expect(counts.available).toBe(2);
    expect(counts.sold).toBe(1);
    expect(counts.handed_over).toBe(0);
    expect(roomOptions([b, a, b])).toEqual([1, 3]);
  });

  it("allows editing only free units", () => {
    expect(isEditable("available")).toBe(true);
    expect(isEditable("not_for_sale")).toBe(true);
    expect(isEditable("booked")).toBe(false);
    expect(isEditable("sold")).toBe(false);
  });
});

describe("formatting", () => {
  it("writes decimals with a comma and millions with one decimal", () => {
    expect(formatMillions(495_600_000)).toBe("495,6");
    expect(formatMillions(500_000_000)).toBe("500");
    expect(formatSum(495_600_000)).toBe("495 600 000");
    expect(totalFor(8_500_000, 58.3)).toBe(495_550_000);
  });
});
