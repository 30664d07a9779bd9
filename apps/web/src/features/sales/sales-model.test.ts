import { planSchedule } from "@makon/shared";
import { describe, expect, it } from "vitest";
import { calculate, countsByBuilding, tashkentToday, timeLeft } from "./sales-model";

describe("sales model", () => {
  it("Tashkent's day turns at 19:00 UTC", () => {
    expect(tashkentToday(Date.parse("2026-11-22T18:59:00Z"))).toBe("2026-11-22");
    expect(tashkentToday(Date.parse("2026-11-22T19:00:00Z"))).toBe("2026-11-23");
  });

  it("counts free and total units per building", () => {
    const base = { objectId: 1, objectName: "A", buildingName: "B1", areaM2: 0, totalPrice: 0 };
    const rows = countsByBuilding([
      { ...base, buildingId: 2, status: "available", count: 3 },
      { ...base, buildingId: 2, status: "sold", count: 4 },
      { ...base, buildingId: 5, buildingName: "B0", status: "sold", count: 1 },
    ]);
    expect(rows.map((r) => [r.buildingId, r.free, r.total])).toEqual([
      [5, 0, 1],
      [2, 3, 7],
    ]);
  });

  it("an installment matches planSchedule exactly", () => {
    const unit = { areaM2: 61.37, pricePerM2: 9_100_000 };
    const r = calculate(
      unit,
      { discount: 1000, paymentType: "installment", downPayment: 100_000_000, months: 12 },
      "2026-01-31",
    );
    const total = Math.round(61.37 * 9_100_000) - 1000;
    expect(r.total).toBe(total);
    expect(r.rows).toEqual(
      planSchedule({
        paymentType: "installment",
        total,
        downPayment: 100_000_000,
        months: 12,
        date: "2026-01-31",
      }),
    );
    expect(r.rows.reduce((s, x) => s + x.amount, 0)).toBe(total - 100_000_000);
    expect(r.monthly).toBe(r.rows[0]?.amount);
  });

  it("full payment: no rows, the down payment is the total; bank deals: one row", () => {
    const unit = { areaM2: 50, pricePerM2: 10_000_000 };
    const full = calculate(
      unit,
      { discount: 0, paymentType: "full", downPayment: 1, months: 12 },
      "2026-01-01",
    );
    expect(full).toMatchObject({ total: 500_000_000, downPayment: 500_000_000, months: 0, rows: [] });
    const bank = calculate(
      unit,
      { discount: 0, paymentType: "mortgage", downPayment: 100, months: 12 },
      "2026-01-01",
    );
    expect(bank.rows).toHaveLength(1);
    expect(bank.months).toBe(0);
    const bad = calculate(
      unit,
      { discount: 0, paymentType: "installment", downPayment: 500_000_000, months: 3 },
      "2026-01-01",
    );
    expect(bad.problem).toBe("downPayment");
  });

  it("time left in days, hours and minutes", () => {
    const now = Date.parse("2026-01-01T00:00:00Z");
    expect(timeLeft("2026-01-02T23:30:00Z", now)).toEqual({ days: 1, hours: 23, minutes: 30 });
    expect(timeLeft("2025-01-01T00:00:00Z", now)).toEqual({ days: 0, hours: 0, minutes: 0 });
  });
});
