import { describe, expect, it } from "vitest";
import { labelEvery, niceTicks } from "./chart-scale";

describe("niceTicks", () => {
  it("covers the maximum with round steps", () => {
    expect(niceTicks(100, 4)).toEqual([0, 25, 50, 75, 100]);
    expect(niceTicks(7, 4)).toEqual([0, 2, 4, 6, 8]);
    expect(niceTicks(1_730_000_000, 4)).toEqual([
      0, 500_000_000, 1_000_000_000, 1_500_000_000, 2_000_000_000,
    ]);
  });

  it("gives a unit axis for an empty or broken maximum", () => {
    expect(niceTicks(0)).toEqual([0, 1]);
    expect(niceTicks(Number.NaN)).toEqual([0, 1]);
  });

  it("always ends at or above the maximum", () => {
    for (const max of [1, 3, 9.5, 13, 99, 101, 12_345, 987_654_321]) {
      const ticks = niceTicks(max);
      expect(ticks.at(-1)).toBeGreaterThanOrEqual(max);
      expect(ticks.length).toBeLessThanOrEqual(7);
    }
  });
});

describe("labelEvery", () => {
  it("thins the labels out when the bars are narrower than a label", () => {
    expect(labelEvery(60, 40)).toBe(1);
    expect(labelEvery(30, 40)).toBe(2);
    expect(labelEvery(12, 40)).toBe(4);
    expect(labelEvery(0, 40)).toBe(1);
  });
});
