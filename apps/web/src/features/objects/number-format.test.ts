import { describe, expect, it } from "vitest";
import { compactMoney, formatAreaM2, monthParts } from "./number-format";

describe("formatAreaM2", () => {
  it("groups thousands, keeps one decimal and drops a zero one", () => {
    expect(formatAreaM2(12345.67)).toBe("12\u00a0345,7\u00a0m²");
    expect(formatAreaM2(58)).toBe("58\u00a0m²");
    expect(formatAreaM2(0)).toBe("0\u00a0m²");
    expect(formatAreaM2(1000.04, false)).toBe("1\u00a0000");
  });
});

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
