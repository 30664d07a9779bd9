import { describe, expect, it } from "vitest";
import { compactMoney, monthParts } from "./number-format";

describe("monthParts", () => {
  it("splits YYYY-MM and refuses anything else", () => {
    expect(monthParts("2026-03")).toEqual({ year: "2026", month: "03" });
    expect(monthParts("2026-13")).toBeNull();
    expect(monthParts("march")).toBeNull();
  });
});

describe("compactMoney", () => {
  it("uses millions below a billion and billions from there", () => {
    expect(compactMoney(350_000_000)).toEqual({ value: "350", unit: "million" });
    expect(compactMoney(1_250_000)).toEqual({ value: "1,3", unit: "million" });
    expect(compactMoney(2_500_000_000)).toEqual({ value: "2,5", unit: "billion" });
    expect(compactMoney(0)).toEqual({ value: "0", unit: "million" });
  });
});
