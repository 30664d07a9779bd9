import {
  addMonths,
  FIRST_BUSINESS_DAY,
  LAST_BUSINESS_DAY,
  STATS_MAX_DAYS,
  STATS_VIEWS,
  type StatsView,
} from "@makon/shared";
import { defineFields, id } from "../../lib/ui/list-params";
import { oneOf } from "../../lib/ui/url-params";

/** What /flow_chart shows; everything lives in the address so a view can be shared or reloaded. */
export interface StatsParams {
  view: StatsView;
  /** Tashkent days, both included. */
  from: string;
  to: string;
  objectId: number | undefined;
  managerId: number | undefined;
}

/** The filters every stats call takes (the view is the screen's, not the API's). */
export type StatsFilterParams = Omit<StatsParams, "view">;

/** The filters besides the period, which has its own rules below. */
const filters = defineFields({ objectId: id(), managerId: id() });

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 86_400_000;

/** A YYYY-MM-DD that exists and lies in the business range; anything else is dropped. */
export function dayParam(value: string | null): string | undefined {
  if (value === null || !DAY.test(value)) return undefined;
  const date = new Date(`${value}T00:00:00Z`);
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value) return undefined;
  return value >= FIRST_BUSINESS_DAY && value <= LAST_BUSINESS_DAY ? value : undefined;
}

/** The default period: this month so far (the first of today's month to today). */
export function defaultPeriod(today: string): { from: string; to: string } {
  return { from: `${today.slice(0, 8)}01`, to: today };
}

export type PeriodPresetKey = "thisMonth" | "lastMonth" | "last3Months" | "last12Months" | "thisYear";

/**
 * The periods a person picks most, ending today (or last month's end): "last 3 months" starts on
 * the first of the month two before this one, so each preset is whole months plus this one so far.
 */
export function periodPresets(today: string): { key: PeriodPresetKey; from: string; to: string }[] {
  const monthStart = `${today.slice(0, 8)}01`;
  const lastMonthStart = addMonths(monthStart, -1);
  const lastMonthEnd = new Date(Date.parse(`${monthStart}T00:00:00Z`) - DAY_MS).toISOString().slice(0, 10);
  return [
    { key: "thisMonth", from: monthStart, to: today },
    { key: "lastMonth", from: lastMonthStart, to: lastMonthEnd },
    { key: "last3Months", from: addMonths(monthStart, -2), to: today },
    { key: "last12Months", from: addMonths(monthStart, -11), to: today },
    { key: "thisYear", from: `${today.slice(0, 4)}-01-01`, to: today },
  ];
}

const daysBetween = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / DAY_MS;

/**
 * The address → the params. A period the API would refuse (from after to, longer than
 * STATS_MAX_DAYS, a malformed day) falls back to the default rather than showing an error.
 */
export function statsParamsFromSearch(search: URLSearchParams, today: string): StatsParams {
  const fallback = defaultPeriod(today);
  const from = dayParam(search.get("from")) ?? fallback.from;
  const to = dayParam(search.get("to")) ?? (search.has("from") ? today : fallback.to);
  const valid = from <= to && daysBetween(from, to) <= STATS_MAX_DAYS;
  return {
    view: oneOf(STATS_VIEWS, search.get("view")) ?? "clients",
    ...(valid ? { from, to } : fallback),
    ...filters.fromSearch(search),
  };
}

function filterEntries(p: StatsFilterParams, today: string | undefined): [string, string][] {
  const entries: [string, string][] = [];
  const fallback = today === undefined ? undefined : defaultPeriod(today);
  // The address keeps the period only when it is not the default, so a bookmark follows the month.
  if (!fallback || p.from !== fallback.from || p.to !== fallback.to) {
    entries.push(["from", p.from], ["to", p.to]);
  }
  entries.push(...filters.entries(p, "api"));
  return entries;
}

/** The params → the address (only what differs from the defaults). */
export function statsSearchEntries(p: StatsParams, today: string): [string, string][] {
  return [
    ...(p.view === "clients" ? [] : [["view", p.view] as [string, string]]),
    ...filterEntries(p, today),
  ];
}

/** The API's query for the filters (the period always spelt out), with any extra entries. */
export function statsApiSearch(p: StatsFilterParams, extra: [string, string][] = []): string {
  return new URLSearchParams([...filterEntries(p, undefined), ...extra]).toString();
}

export function hasStatsFilters(p: StatsFilterParams, today: string): boolean {
  const fallback = defaultPeriod(today);
  return p.from !== fallback.from || p.to !== fallback.to || filters.hasAny(p);
}
