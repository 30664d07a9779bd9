import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { PAYMENT_TYPES } from "./enums";
import { addMonths, contractTotal, planSchedule } from "./schedule";

const day = fc
  .date({ min: new Date("2024-01-01T00:00:00Z"), max: new Date("2030-12-31T00:00:00Z"), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));

describe("planSchedule (property-based)", () => {
  it("rows sum to the total less the down payment, in whole positive soʻm, a month apart", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 20_000_000_000 }),
        fc.integer({ min: 0, max: 100 }),
        fc.integer({ min: 1, max: 60 }),
        fc.constantFrom("installment" as const),
        day,
        (total, downPercent, months, paymentType, date) => {
          const downPayment = Math.floor((total * downPercent) / 100);
          const rows = planSchedule({ paymentType, total, downPayment, months, date });
          const rest = total - downPayment;
          expect(rows.reduce((s, r) => s + r.amount, 0)).toBe(rest);
          expect(rows).toHaveLength(Math.min(months, rest));
          for (const r of rows) {
            expect(Number.isInteger(r.amount)).toBe(true);
            expect(r.amount).toBeGreaterThan(0);
          }
          // Equal rows; only the last takes the remainder (and is never smaller).
          const [first] = rows;
          for (const r of rows.slice(0, -1)) expect(r.amount).toBe(first?.amount);
          if (rows.length > 1) expect(rows.at(-1)!.amount).toBeGreaterThanOrEqual(first!.amount);
          for (let i = 1; i < rows.length; i++) expect(rows[i]!.dueDate > rows[i - 1]!.dueDate).toBe(true);
        },
      ),
    );
  });

  it("every payment type: rows sum to total − down payment; bank deals have one row, full payment none", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...PAYMENT_TYPES),
        fc.integer({ min: 1, max: 5_000_000_000 }),
        fc.integer({ min: 0, max: 100 }),
        fc.integer({ min: 0, max: 60 }),
        day,
        (paymentType, total, downPercent, months, date) => {
          const downPayment = paymentType === "full" ? total : Math.floor((total * downPercent) / 100);
          const rows = planSchedule({ paymentType, total, downPayment, months, date });
          expect(rows.reduce((s, r) => s + r.amount, 0)).toBe(total - downPayment);
          if (paymentType === "full") expect(rows).toEqual([]);
          if (["mortgage", "subsidy", "organisation"].includes(paymentType) && total > downPayment)
            expect(rows).toHaveLength(1);
        },
      ),
    );
  });
});

describe("dates and totals", () => {
  it("adds months, keeping the day or the month's last day", () => {
    expect(addMonths("2026-01-31", 1)).toBe("2026-02-28");
    expect(addMonths("2028-01-31", 1)).toBe("2028-02-29");
    expect(addMonths("2026-11-22", 2)).toBe("2027-01-22");
    expect(addMonths("2026-03-31", 13)).toBe("2027-04-30");
  });
  it("rounds area × price once and takes the discount off", () => {
    expect(contractTotal(58.3, 8_600_000, 0)).toBe(501_380_000);
    expect(contractTotal(42.55, 7_000_001, 1_000)).toBe(Math.round(42.55 * 7_000_001) - 1_000);
  });
});
