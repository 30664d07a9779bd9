export type MonthNumber = "01" | "02" | "03" | "04" | "05" | "06" | "07" | "08" | "09" | "10" | "11" | "12";

/** "2026-03" → its year and month parts; null for anything else. */
export function monthParts(value: string): { year: string; month: MonthNumber } | null {
  const match = /^(\d{4})-(0[1-9]|1[0-2])$/.exec(value);
  // The pattern admits only 01…12, so the month is one of MonthNumber.
  return match?.[1] && match[2] ? { year: match[1], month: match[2] as MonthNumber } : null;
}

/** Money on a chart axis: millions or billions with one decimal at most ("1,5"), the unit apart. */
export function compactMoney(amount: number): { value: string; unit: "million" | "billion" } {
  const billions = amount >= 1_000_000_000;
  const scaled = amount / (billions ? 1_000_000_000 : 1_000_000);
  const rounded = Math.round(scaled * 10) / 10;
  return { value: String(rounded).replace(".", ","), unit: billions ? "billion" : "million" };
}
