import { describe, expect, it } from "vitest";
import { rowPenalty, totalPenalty } from "./penalty";

describe("rowPenalty", () => {
  it("charges nothing without a rate, whatever the cap, the amount or the days", () => {
    expect(rowPenalty({ unpaid: 10_000_000, daysOverdue: 400 }, { rate: null, cap: null })).toBe(0);
    expect(rowPenalty({ unpaid: 10_000_000, daysOverdue: 400 }, { rate: null, cap: 50 })).toBe(0);
  });

  it("charges nothing on a row not yet late or not owing", () => {
    const terms = { rate: 0.1, cap: null };
    expect(rowPenalty({ unpaid: 10_000_000, daysOverdue: 0 }, terms)).toBe(0);
    expect(rowPenalty({ unpaid: 10_000_000, daysOverdue: -3 }, terms)).toBe(0);
    expect(rowPenalty({ unpaid: 0, daysOverdue: 30 }, terms)).toBe(0);
  });

  it("is unpaid × rate% × days", () => {
    // 0.1 % a day for 30 days of 10,000,000: 3 % = 300,000.
    expect(rowPenalty({ unpaid: 10_000_000, daysOverdue: 30 }, { rate: 0.1, cap: null })).toBe(300_000);
    // 0.035 % (a float that is not exact in binary) a day for 100 days of 2,000,000: 3.5 % = 70,000.
    expect(rowPenalty({ unpaid: 2_000_000, daysOverdue: 100 }, { rate: 0.035, cap: null })).toBe(70_000);
    // 10 % a day (the most allowed) for one day.
    expect(rowPenalty({ unpaid: 1_000, daysOverdue: 1 }, { rate: 10, cap: null })).toBe(100);
  });

  it("rounds down to whole soʻm", () => {
    // 333 × 0.1 % = 0.333 → 0.
    expect(rowPenalty({ unpaid: 333, daysOverdue: 1 }, { rate: 0.1, cap: null })).toBe(0);
    // 1,234,567 × 0.05 % × 7 = 4,320.9845 → 4,320.
    expect(rowPenalty({ unpaid: 1_234_567, daysOverdue: 7 }, { rate: 0.05, cap: null })).toBe(4_320);
    // 999,999 × 0.001 % × 1 = 9.99999 → 9, never rounded up to 10.
    expect(rowPenalty({ unpaid: 999_999, daysOverdue: 1 }, { rate: 0.001, cap: null })).toBe(9);
  });

  it("stops at the cap, a share of the row's unpaid amount, itself rounded down", () => {
    // 300,000 accrued, capped at 2 % of 10,000,000 = 200,000.
    expect(rowPenalty({ unpaid: 10_000_000, daysOverdue: 30 }, { rate: 0.1, cap: 2 })).toBe(200_000);
    // Below the cap: the accrued amount itself.
    expect(rowPenalty({ unpaid: 10_000_000, daysOverdue: 30 }, { rate: 0.1, cap: 5 })).toBe(300_000);
    // Exactly at the cap.
    expect(rowPenalty({ unpaid: 10_000_000, daysOverdue: 30 }, { rate: 0.1, cap: 3 })).toBe(300_000);
    // 33.33 % of 1,000 = 333.3 → 333.
    expect(rowPenalty({ unpaid: 1_000, daysOverdue: 1_000 }, { rate: 1, cap: 33.33 })).toBe(333);
    // A cap of 100 %: never more than the row.
    expect(rowPenalty({ unpaid: 7_654_321, daysOverdue: 3_650 }, { rate: 0.5, cap: 100 })).toBe(7_654_321);
  });

  it("stays exact past 2^53 before the division", () => {
    // 5 trillion at 10 % a day for ten years: 5e12 × 1e4 × 3650 = 1.825e20 before ÷ 1e5.
    expect(rowPenalty({ unpaid: 5_000_000_000_000, daysOverdue: 3_650 }, { rate: 10, cap: null })).toBe(
      1_825_000_000_000_000,
    );
    // 123,456,789,012 × 7.777 % × 1001 = 9,610,835,715,944.7… → 9,610,835,715,944 (the product
    // before the division, 9.6e20, is far past 2^53: floats would be off by thousands).
    expect(rowPenalty({ unpaid: 123_456_789_012, daysOverdue: 1_001 }, { rate: 7.777, cap: null })).toBe(
      9_610_835_715_944,
    );
  });
});

describe("totalPenalty", () => {
  const terms = { rate: 0.1, cap: 2 };
  const rows = [
    { unpaid: 10_000_000, daysOverdue: 30 }, // 300,000 capped at 200,000
    { unpaid: 5_000_000, daysOverdue: 10 }, // 50,000
    { unpaid: 1_234_567, daysOverdue: 7 }, // 8,641.969 → 8,641
  ];

  it("sums the rows, each rounded and capped on its own", () => {
    expect(totalPenalty(rows, terms)).toBe(258_641);
    expect(totalPenalty([], terms)).toBe(0);
  });

  it("takes off what was waived, never below zero", () => {
    expect(totalPenalty(rows, terms, 58_641)).toBe(200_000);
    expect(totalPenalty(rows, terms, 258_641)).toBe(0);
    expect(totalPenalty(rows, terms, 1_000_000)).toBe(0);
  });

  it("is nothing without a rate, waivers or not", () => {
    expect(totalPenalty(rows, { rate: null, cap: 2 }, 5_000)).toBe(0);
  });
});
