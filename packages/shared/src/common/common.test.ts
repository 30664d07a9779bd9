import { describe, expect, it } from "vitest";
import { formatClock, formatDate, formatDateTime, tashkentDayBounds, tashkentInstant } from "./date";
import { daySchema } from "./day";
import { formatMoney } from "./money";
import { formatAreaM2, formatNumber } from "./numbers";
import { maskedPhone, maskPassport, maskPinfl } from "./personal";
import { formatPhone, formatPhoneInput, normalisePhone, phoneSchema } from "./phone";
import { foldSearch } from "./search";

describe("phones", () => {
  it("strips the mask's dashes and formats for reading", () => {
    expect(normalisePhone("90-123-45-67")).toBe("901234567");
    expect(formatPhone("901234567")).toBe("90 123-45-67");
    expect(formatPhoneInput("901234567")).toBe("90-123-45-67");
    expect(formatPhoneInput("9012")).toBe("90-12");
  });
  it("accepts exactly 9 digits", () => {
    expect(phoneSchema.safeParse("901234567").success).toBe(true);
    for (const bad of ["90123456", "9012345678", "90-123-45-67", "+998901234567", "abcdefghi"]) {
      expect(phoneSchema.safeParse(bad).success).toBe(false);
    }
  });
});

describe("money and dates", () => {
  it("formats whole soʻm with grouped thousands", () => {
    expect(formatMoney(1_250_000)).toBe("1\u00a0250\u00a0000\u00a0soʻm");
    expect(formatMoney(0)).toBe("0\u00a0soʻm");
    expect(formatMoney(-5000, false)).toBe("-5\u00a0000");
  });
  it("formats dates as dd.mm.yyyy", () => {
    expect(formatDate("2026-11-22")).toBe("22.11.2026");
    expect(formatDate(null)).toBe("");
    expect(formatDate("not a date")).toBe("");
  });
  it("reads instants in Tashkent time (UTC+5) whatever the machine's zone", () => {
    // 19:30 UTC on the 21st is half past midnight on the 22nd in Tashkent.
    const lateEvening = new Date(Date.UTC(2026, 10, 21, 19, 30));
    expect(formatDate(lateEvening)).toBe("22.11.2026");
    expect(formatDateTime(lateEvening.toISOString())).toBe("22.11.2026 00:30");
    expect(formatClock(lateEvening)).toBe("00:30");
    expect(formatDateTime("2026-01-05T09:07:00Z")).toBe("05.01.2026 14:07");
    expect(formatDateTime(undefined)).toBe("");
    expect(formatClock("garbage")).toBe("");
  });
  it("turns a Tashkent wall-clock time into its instant and back", () => {
    expect(tashkentInstant("2026-11-23T10:00").toISOString()).toBe("2026-11-23T05:00:00.000Z");
    expect(formatDateTime(tashkentInstant("2026-11-23T00:30"))).toBe("23.11.2026 00:30");
  });
});

describe("daySchema", () => {
  it("takes only days that exist", () => {
    expect(daySchema.safeParse("2028-02-29").success).toBe(true);
    for (const bad of ["2026-13-45", "2026-02-30", "2027-02-29", "2026-1-05", "yesterday"])
      expect(daySchema.safeParse(bad).success, bad).toBe(false);
  });
});

describe("search folding", () => {
  it("treats every apostrophe alike", () => {
    const forms = ["Oʻgʻiloy", "O'g'iloy", "O‘g‘iloy", "O’g’iloy", "Oʼgʼiloy"];
    expect(new Set(forms.map(foldSearch)).size).toBe(1);
  });
  it("matches Cyrillic and Latin spellings of a name", () => {
    expect(foldSearch("Шоҳруҳ Каримов")).toBe(foldSearch("Shohruh Karimov"));
    expect(foldSearch("Ўрinov")).toBe(foldSearch("Oʻrinov"));
  });
});

describe("personal numbers and Tashkent days", () => {
  it("masks passport and JShShIR", () => {
    expect(maskPassport("AA1234567")).toBe("AA*****67");
    expect(maskPinfl("31234567890123")).toBe("3***********23");
    expect(maskPassport(null)).toBeNull();
  });
  it("masks a phone for those without the right, keeping its operator and last two digits", () => {
    expect(maskedPhone("901234567")).toBe("90 *** ** 67");
    expect(maskedPhone("12345")).toBe("*** ** **");
  });
  it("a Tashkent day starts at 19:00 UTC the evening before", () => {
    expect(tashkentDayBounds("2026-11-22")).toEqual({
      start: new Date("2026-11-21T19:00:00Z"),
      end: new Date("2026-11-22T19:00:00Z"),
    });
    // 20:30 UTC is already the next day in Tashkent.
    expect(tashkentDayBounds(new Date("2026-11-22T20:30:00Z")).start).toEqual(
      new Date("2026-11-22T19:00:00Z"),
    );
    expect(tashkentDayBounds(new Date("2026-11-22T18:59:00Z")).start).toEqual(
      new Date("2026-11-21T19:00:00Z"),
    );
  });
});

describe("formatAreaM2", () => {
  it("groups thousands, keeps one decimal and drops a zero one", () => {
    expect(formatAreaM2(12345.67)).toBe("12\u00a0345,7\u00a0m²");
    expect(formatAreaM2(58)).toBe("58\u00a0m²");
    expect(formatAreaM2(0)).toBe("0\u00a0m²");
    expect(formatAreaM2(1000.04, false)).toBe("1\u00a0000");
  });

  it("formats a number with grouped thousands and a decimal comma", () => {
    expect(formatNumber(1234567)).toBe("1\u00a0234\u00a0567");
    expect(formatNumber(78.6, 1)).toBe("78,6");
    expect(formatNumber(-0.25, 2)).toBe("-0,25");
    expect(formatNumber(3, 2)).toBe("3");
  });
});
