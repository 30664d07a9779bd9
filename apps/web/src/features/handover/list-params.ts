import {
  HANDOVER_DEFAULT_SORT,
  HANDOVER_SORTS,
  HANDOVER_TABS,
  HANDOVER_VIEWS,
  type HandoverSort,
  type HandoverTab,
  type HandoverView,
} from "@makon/shared";
import {
  DEFAULT_SIZE,
  ID_MAX,
  intParam,
  oneOf,
  orderOf,
  type SortPair,
  sizeParam,
} from "../../lib/ui/url-params";

/** What a list tab asks GET /api/topshiruv for; everything lives in the address. */
export interface HandoverParams {
  tab: HandoverTab;
  view: HandoverView;
  objectId: number | undefined;
  buildingId: number | undefined;
  q: string;
  sort: HandoverSort;
  page: number;
  size: number;
}

export type HandoverFilters = Pick<HandoverParams, "objectId" | "buildingId" | "q">;
export const EMPTY_FILTERS: HandoverFilters = { objectId: undefined, buildingId: undefined, q: "" };

/** A tab's first view is its default (the API's too). */
export const defaultView = (tab: HandoverTab): HandoverView => HANDOVER_VIEWS[tab][0];

/** A tab opened afresh: its default view and order, no filters. */
export function freshParams(tab: HandoverTab): HandoverParams {
  return {
    tab,
    view: defaultView(tab),
    ...EMPTY_FILTERS,
    sort: HANDOVER_DEFAULT_SORT[tab],
    page: 1,
    size: DEFAULT_SIZE,
  };
}

/** The list parameters of the address; anything unknown, malformed or of another tab is dropped. */
export function handoverParamsFromSearch(search: URLSearchParams): HandoverParams {
  const tab = oneOf(HANDOVER_TABS, search.get("tab")) ?? "ready";
  return {
    tab,
    view: oneOf<HandoverView>(HANDOVER_VIEWS[tab], search.get("view")) ?? defaultView(tab),
    objectId: intParam(search.get("objectId"), 1, ID_MAX),
    buildingId: intParam(search.get("buildingId"), 1, ID_MAX),
    q: (search.get("q") ?? "").slice(0, 100),
    sort: oneOf(HANDOVER_SORTS, search.get("sort")) ?? HANDOVER_DEFAULT_SORT[tab],
    page: intParam(search.get("page"), 1, 1_000_000) ?? 1,
    size: sizeParam(search.get("size")),
  };
}

function filterEntries(p: HandoverParams): [string, string][] {
  const entries: [string, string][] = [];
  const q = p.q.trim();
  if (q) entries.push(["q", q]);
  if (p.objectId !== undefined) entries.push(["objectId", String(p.objectId)]);
  if (p.buildingId !== undefined) entries.push(["buildingId", String(p.buildingId)]);
  return entries;
}

/** The address bar's query: the tab, and only what differs from that tab's defaults. */
export function handoverSearchEntries(p: HandoverParams): [string, string][] {
  const entries: [string, string][] = [];
  if (p.tab !== "ready") entries.push(["tab", p.tab]);
  if (p.view !== defaultView(p.tab)) entries.push(["view", p.view]);
  entries.push(...filterEntries(p));
  if (p.sort !== HANDOVER_DEFAULT_SORT[p.tab]) entries.push(["sort", p.sort]);
  if (p.page !== 1) entries.push(["page", String(p.page)]);
  if (p.size !== DEFAULT_SIZE) entries.push(["size", String(p.size)]);
  return entries;
}

/** The API's query; the export (paged false) takes the same filters and order, every row. */
export function handoverApiSearch(p: HandoverParams, paged: boolean): string {
  const entries: [string, string][] = [["tab", p.tab], ["view", p.view], ...filterEntries(p)];
  entries.push(["sort", p.sort]);
  if (paged) entries.push(["page", String(p.page)], ["size", String(p.size)]);
  return new URLSearchParams(entries).toString();
}

export const hasFilters = (f: HandoverFilters) =>
  f.q.trim() !== "" || f.objectId !== undefined || f.buildingId !== undefined;

/** The act drawer's id (?act=), kept beside the list's parameters. */
export const actIdFromSearch = (search: URLSearchParams) => intParam(search.get("act"), 1, ID_MAX) ?? null;

export type HandoverSortColumn = "date" | "number" | "client";
export const SORT_OF: Record<HandoverSortColumn, SortPair<HandoverSort>> = {
  date: { ascend: "date", descend: "-date" },
  number: { ascend: "number", descend: "-number" },
  client: { ascend: "client", descend: "-client" },
};

/** antd's sorter → the API's sort; no order (a third click) goes back to the tab's default. */
export function sortFromTable(
  tab: HandoverTab,
  column: unknown,
  order: "ascend" | "descend" | null | undefined,
): HandoverSort {
  if (!order || typeof column !== "string" || !(column in SORT_OF)) return HANDOVER_DEFAULT_SORT[tab];
  return SORT_OF[column as HandoverSortColumn][order] ?? HANDOVER_DEFAULT_SORT[tab];
}

export const sortOrder = (sort: HandoverSort, column: HandoverSortColumn) => orderOf(sort, SORT_OF[column]);
