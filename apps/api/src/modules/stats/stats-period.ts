import { STATS_MAX_DAYS, tashkentDayBounds, tashkentToday } from "@makon/shared";
import { AppError } from "../../lib/app-error";

/** A period of Tashkent days, both ends included (YYYY-MM-DD). */
export interface StatsPeriod {
  from: string;
  to: string;
}

const DAY_MS = 86_400_000;

/** Days from one YYYY-MM-DD to another, both included. */
export function periodDays(p: StatsPeriod): number {
  return Math.round((Date.parse(p.to) - Date.parse(p.from)) / DAY_MS) + 1;
}

/** The first day of the month of a YYYY-MM-DD. */
export function monthStart(day: string): string {
  return `${day.slice(0, 7)}-01`;
}

/** The last day of a month "YYYY-MM". */
export function monthEnd(month: string): string {
  const [y, m] = month.split("-").map(Number) as [number, number];
  return new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10);
}

/** The month "YYYY-MM" `n` months after a month. */
export function addMonths(month: string, n: number): string {
  const [y, m] = month.split("-").map(Number) as [number, number];
  return new Date(Date.UTC(y, m - 1 + n, 1)).toISOString().slice(0, 7);
}

/** Every month "YYYY-MM" a period touches, in order (the series show each, zeros included). */
export function monthsOf(p: StatsPeriod): string[] {
  const out: string[] = [];
  for (let m = p.from.slice(0, 7); m <= p.to.slice(0, 7); m = addMonths(m, 1)) out.push(m);
  return out;
}

/**
 * The period a stats call answers for: the days asked, the default this month so far (to: today,
 * from: the first of to's month). from after to, or longer than STATS_MAX_DAYS, is
 * STATS_PERIOD_INVALID.
 */
export function resolvePeriod(q: { from?: string; to?: string }, today = tashkentToday()): StatsPeriod {
  const to = q.to ?? (q.from && q.from > today ? q.from : today);
  const from = q.from ?? monthStart(to);
  const p = { from, to };
  if (from > to || periodDays(p) > STATS_MAX_DAYS) throw new AppError("STATS_PERIOD_INVALID");
  return p;
}

/** The period narrowed to one of its months ("YYYY-MM"); a month outside it is STATS_PERIOD_INVALID. */
export function narrowToMonth(p: StatsPeriod, month: string): StatsPeriod {
  const m = Number(month.slice(5));
  if (m < 1 || m > 12) throw new AppError("STATS_PERIOD_INVALID");
  // YYYY-MM-DD strings order as the days do.
  const [, from] = [p.from, `${month}-01`].sort();
  const [to] = [p.to, monthEnd(month)].sort();
  if (!from || !to || from > to) throw new AppError("STATS_PERIOD_INVALID");
  return { from, to };
}

/**
 * The instants [start, end) of a period, as ISO text: timestamps are filtered on this half-open
 * range (from 00:00 +05 to the day after to, 00:00 +05) so their indexes are used, not a day
 * computed per row.
 */
export function periodInstants(p: StatsPeriod): { start: string; end: string } {
  return {
    start: tashkentDayBounds(p.from).start.toISOString(),
    end: tashkentDayBounds(p.to).end.toISOString(),
  };
}
