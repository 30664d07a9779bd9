import type { ClientStep, DebtBand, StatsFigure } from "@makon/shared";
import { type StatsFilterParams, statsApiSearch } from "./stats-params";

/** Which rows the drawer shows: a figure, narrowed to a funnel step, a debt band or a month. */
export interface RowsTarget {
  figure: StatsFigure;
  step?: ClientStep;
  band?: DebtBand;
  /** "2026-11": the period narrowed to that month (a bar of a series). */
  month?: string;
}

/** GET /api/stats/rows' query (paged) or its export's (every row): the filters and the target. */
export function rowsApiSearch(
  filters: StatsFilterParams,
  target: RowsTarget,
  paging?: { page: number; size: number },
): string {
  const extra: [string, string][] = [["figure", target.figure]];
  if (target.step) extra.push(["step", target.step]);
  if (target.band) extra.push(["band", target.band]);
  if (target.month) extra.push(["month", target.month]);
  if (paging) extra.push(["page", String(paging.page)], ["size", String(paging.size)]);
  return statsApiSearch(filters, extra);
}
