import { TASHKENT_OFFSET_MS } from "./date";

/**
 * Personal numbers as users without the right see them: enough to tell two clients apart on the
 * phone ("…ending in 67"), never enough to use. AA1234567 → AA*****67; 14 digits → 3**********45.
 */
export function maskPassport(value: string | null): string | null {
  if (!value) return value;
  return `${value.slice(0, 2)}${"*".repeat(Math.max(0, value.length - 4))}${value.slice(-2)}`;
}

export function maskPinfl(value: string | null): string | null {
  if (!value) return value;
  return `${value.slice(0, 1)}${"*".repeat(Math.max(0, value.length - 3))}${value.slice(-2)}`;
}

/** A Tashkent calendar day (UTC+5 all year, no daylight saving) as UTC instants [start, end). */
export function tashkentDayBounds(day: Date | string): { start: Date; end: Date } {
  const OFFSET = TASHKENT_OFFSET_MS;
  const DAY = 86_400_000;
  const local =
    typeof day === "string"
      ? Date.parse(`${day}T00:00:00Z`)
      : Math.floor((day.getTime() + OFFSET) / DAY) * DAY;
  const start = new Date(local - OFFSET);
  return { start, end: new Date(start.getTime() + DAY) };
}

/** Today in Tashkent as YYYY-MM-DD: the day contracts are dated and rows fall overdue by. */
export function tashkentToday(now: number = Date.now()): string {
  return new Date(now + TASHKENT_OFFSET_MS).toISOString().slice(0, 10);
}
