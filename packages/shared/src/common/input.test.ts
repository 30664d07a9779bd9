import { describe, expect, it } from "vitest";
import { areaSchema } from "./area";
import { businessDaySchema, businessMomentSchema } from "./day";
import { bigIdParamSchema, INT4_MAX, idParamSchema, idSchema } from "./ids";
import { MAX_MONEY } from "./money";
import { moneySchema } from "./money-schema";
import { hasControlChars, textSchema } from "./text";

const messages = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.success ? [] : (r.error?.issues.map((i) => i.message) ?? []);

describe("textSchema", () => {
  it("refuses NUL, other control characters and half characters; keeps tabs, line breaks and every script", () => {
    for (const bad of ["a\u0000b", "\u0007", "x\u001b[31m", "\u007f", "\ud800", "x\udfff"]) {
      expect(hasControlChars(bad), JSON.stringify(bad)).toBe(true);
      expect(messages(textSchema.safeParse(bad))).toEqual(["TEXT_INVALID_CHARS"]);
    }
    for (const good of ["Oʻgʻiloy Shoʻrboyeva", "Шоҳруҳ", "qator\nqator\tqator\r", "😀 👨‍👩‍👧", ""])
      expect(textSchema.safeParse(good).success, good).toBe(true);
  });
  it("chains like a string: trim, then the field's own limits and codes", () => {
    const name = textSchema.trim().min(2, "NAME_TOO_SHORT").max(5);
    expect(name.parse("  Ali  ")).toBe("Ali");
    expect(messages(name.safeParse(" A "))).toEqual(["NAME_TOO_SHORT"]);
  });
});

describe("ids", () => {
  it("fit PostgreSQL's integer: 1 … 2,147,483,647, whole", () => {
    expect(idSchema.safeParse(INT4_MAX).success).toBe(true);
    for (const bad of [0, -1, 1.5, INT4_MAX + 1, 9_007_199_254_740_991])
      expect(idSchema.safeParse(bad).success).toBe(false);
    expect(idParamSchema.parse("42")).toBe(42);
    expect(idParamSchema.parse("007")).toBe(7);
    for (const bad of [
      "2147483648",
      "1e3x",
      "NaN",
      "",
      "-1",
      "0",
      "0x10",
      " 1",
      "1 ",
      "+1",
      "1.0",
      "1e2",
      "١",
    ])
      expect(idParamSchema.safeParse(bad).success, bad).toBe(false);
    expect(bigIdParamSchema.parse("9007199254740991")).toBe(Number.MAX_SAFE_INTEGER);
    for (const bad of ["9007199254740992", "0x10", " 1", "1e2", "0"])
      expect(bigIdParamSchema.safeParse(bad).success, bad).toBe(false);
  });
});

describe("business days and moments", () => {
  it("take 2000-01-01 … 2100-12-31 only", () => {
    for (const good of ["2000-01-01", "2026-11-22", "2100-12-31"])
      expect(businessDaySchema.safeParse(good).success).toBe(true);
    for (const bad of ["1999-12-31", "2101-01-01", "9999-01-01", "0001-01-01"])
      expect(messages(businessDaySchema.safeParse(bad)), bad).toEqual(["DATE_OUT_OF_RANGE"]);
    expect(messages(businessDaySchema.safeParse("2026-02-30"))).toEqual(["DATE_INVALID"]);
  });
  it("moments by their Tashkent day", () => {
    expect(businessMomentSchema.safeParse("2026-11-22T10:00:00+05:00").success).toBe(true);
    // 19:00 UTC on 31 Dec 2100 is already 1 Jan 2101 in Tashkent.
    expect(businessMomentSchema.safeParse("2100-12-31T18:59:59Z").success).toBe(true);
    for (const bad of ["2100-12-31T19:00:00Z", "9999-12-31T23:59:59-05:00", "0001-01-01T00:00:00Z"])
      expect(messages(businessMomentSchema.safeParse(bad)), bad).toEqual(["DATE_OUT_OF_RANGE"]);
  });
});

describe("money and area", () => {
  it("money is whole soʻm from 0 to the maximum", () => {
    expect(moneySchema.safeParse(MAX_MONEY).success).toBe(true);
    for (const bad of [-1, 0.5, MAX_MONEY + 1, Number.MAX_SAFE_INTEGER + 2])
      expect(moneySchema.safeParse(bad).success).toBe(false);
  });
  it("an area is rounded to two decimals and never to 0", () => {
    expect(areaSchema.parse(58.344)).toBe(58.34);
    expect(areaSchema.parse(0.005)).toBe(0.01);
    for (const bad of [0, 0.004, -1, 10_000.01, 1e308])
      expect(areaSchema.safeParse(bad).success, String(bad)).toBe(false);
  });
});
