import { describe, expect, it } from "vitest";
import { fillMonths } from "./sales-months";

describe("fillMonths", () => {
  it("adds the quiet months between sales at zero, across a new year", () => {
    const filled = fillMonths([
      { month: "2026-02", count: 1, total: 10 },
      { month: "2025-11", count: 2, total: 20 },
    ]);
    expect(filled.map((m) => [m.month, m.count, m.gap])).toEqual([
      ["2025-11", 2, false],
      ["2025-12", 0, true],
      ["2026-01", 0, true],
      ["2026-02", 1, false],
    ]);
  });

  it("leaves neighbouring months and an empty list alone", () => {
    expect(fillMonths([])).toEqual([]);
    expect(
      fillMonths([
        { month: "2026-03", count: 1, total: 5 },
        { month: "2026-04", count: 2, total: 6 },
      ]).every((m) => !m.gap),
    ).toBe(true);
  });
});
