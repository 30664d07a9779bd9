import type { ContractDetail } from "@makon/shared";
import { describe, expect, it } from "vitest";
import { isOverdue, nextUnpaidAmount, rowState, tashkentToday } from "./contract-money";

const row = (number: number, amount: number, paid: number, dueDate = "2026-01-01") => ({
  id: number,
  version: 1,
  number,
  dueDate,
  amount,
  paid,
});
const contract = (paid: number, schedule = [row(1, 100, 0), row(2, 100, 0)]) =>
  ({ total: 300, downPayment: 100, paid, schedule }) as unknown as ContractDetail;

describe("contract money", () => {
  it("offers the rest of the down payment first, then the earliest unpaid row's rest", () => {
    expect(nextUnpaidAmount(contract(0))).toBe(100);
    expect(nextUnpaidAmount(contract(40))).toBe(60);
    expect(nextUnpaidAmount(contract(130, [row(1, 100, 30), row(2, 100, 0)]))).toBe(70);
    expect(nextUnpaidAmount(contract(300, [row(1, 100, 100), row(2, 100, 100)]))).toBe(0);
  });
  it("tags rows and finds overdue ones by the Tashkent day", () => {
    expect(rowState({ amount: 10, paid: 10 })).toBe("paid");
    expect(rowState({ amount: 10, paid: 3 })).toBe("partly");
    expect(rowState({ amount: 10, paid: 0 })).toBe("unpaid");
    expect(isOverdue(row(1, 10, 3, "2026-01-01"), "2026-01-02")).toBe(true);
    expect(isOverdue(row(1, 10, 10, "2026-01-01"), "2026-01-02")).toBe(false);
    expect(isOverdue(row(1, 10, 0, "2026-01-02"), "2026-01-02")).toBe(false);
    expect(tashkentToday(Date.parse("2026-11-22T20:00:00Z"))).toBe("2026-11-23");
  });
});
