/**
 * Tashkent is UTC+5 all year (no daylight saving since 1992). Staff read every moment in Tashkent
 * time whatever the clock of the browser or server says, so the offset is fixed here rather than
 * taken from the machine's time zone.
 */
export const TASHKENT_OFFSET_MS = 5 * 3_600_000;

const pad = (n: number) => String(n).padStart(2, "0");

/** The instant shifted to Tashkent wall-clock time, read with getUTC*; null for no or a bad value. */
function tashkentClock(value: Date | string | null | undefined): Date | null {
  if (!value) return null;
  const d = typeof value === "string" ? new Date(value) : value;
  if (Number.isNaN(d.getTime())) return null;
  return new Date(d.getTime() + TASHKENT_OFFSET_MS);
}

/** A day as shown: 22.11.2026. A YYYY-MM-DD string is that calendar day; an instant, its Tashkent day. */
export function formatDate(value: Date | string | null | undefined): string {
  if (typeof value === "string" && /^\d{4}-\d{2}-\d{2}$/.test(value)) {
    const [y, m, d] = value.split("-");
    return `${d}.${m}.${y}`;
  }
  const t = tashkentClock(value);
  if (!t) return "";
  return `${pad(t.getUTCDate())}.${pad(t.getUTCMonth() + 1)}.${t.getUTCFullYear()}`;
}

/** A moment as staff read it, in Tashkent time: 22.11.2026 14:05; "" for no or a bad value. */
export function formatDateTime(value: Date | string | null | undefined): string {
  const t = tashkentClock(value);
  if (!t) return "";
  return `${formatDate(value)} ${pad(t.getUTCHours())}:${pad(t.getUTCMinutes())}`;
}

/** The Tashkent time of day of a moment: 14:05. */
export function formatClock(value: Date | string | null | undefined): string {
  const t = tashkentClock(value);
  return t ? `${pad(t.getUTCHours())}:${pad(t.getUTCMinutes())}` : "";
}

/**
 * The instant of a Tashkent wall-clock time "YYYY-MM-DDTHH:mm" (what a time picker shows): the
 * same moment whatever the zone of the browser it was picked in.
 */
export function tashkentInstant(wallClock: string): Date {
  return new Date(Date.parse(`${wallClock.slice(0, 16)}:00Z`) - TASHKENT_OFFSET_MS);
}

/** A Tashkent calendar day (UTC+5 all year, no daylight saving) as UTC instants [start, end). */
export function tashkentDayBounds(day: Date | string): { start: Date; end: Date } {
  const DAY = 86_400_000;
  const local =
    typeof day === "string"
      ? Date.parse(`${day}T00:00:00Z`)
      : Math.floor((day.getTime() + TASHKENT_OFFSET_MS) / DAY) * DAY;
  const start = new Date(local - TASHKENT_OFFSET_MS);
  return { start, end: new Date(start.getTime() + DAY) };
}

/** Today in Tashkent as YYYY-MM-DD: the day contracts are dated and rows fall overdue by. */
export function tashkentToday(now: number = Date.now()): string {
  return new Date(now + TASHKENT_OFFSET_MS).toISOString().slice(0, 10);
}
