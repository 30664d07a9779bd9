import {
  CLIENT_SORTS,
  CLIENT_SOURCES,
  CLIENT_STEPS,
  type ClientScope,
  type ClientSort,
  type ClientSource,
  type ClientStep,
} from "@makon/shared";

/** What a clients list asks GET /api/client for; everything but the scope lives in the address bar. */
export interface ClientListParams {
  page: number;
  size: number;
  q: string;
  step: ClientStep | undefined;
  source: ClientSource | undefined;
  /** Registration days, Tashkent time, YYYY-MM-DD. */
  from: string | undefined;
  to: string | undefined;
  blacklisted: boolean;
  basket: boolean;
  sort: ClientSort;
}

export type ClientFilters = Omit<ClientListParams, "page" | "size" | "sort">;

export const CLIENT_PAGE_SIZES = [20, 50, 100] as const;

export const DEFAULT_CLIENT_PARAMS: ClientListParams = {
  page: 1,
  size: 20,
  q: "",
  step: undefined,
  source: undefined,
  from: undefined,
  to: undefined,
  blacklisted: false,
  basket: false,
  sort: "-created",
};

export const EMPTY_CLIENT_FILTERS: ClientFilters = {
  q: "",
  step: undefined,
  source: undefined,
  from: undefined,
  to: undefined,
  blacklisted: false,
  basket: false,
};

const DAY = /^\d{4}-\d{2}-\d{2}$/;

function oneOf<T extends string>(values: readonly T[], value: string | null): T | undefined {
  return value !== null && (values as readonly string[]).includes(value) ? (value as T) : undefined;
}

function intParam(value: string | null, min: number, max: number): number | undefined {
  if (value === null || !/^\d{1,9}$/.test(value)) return undefined;
  const n = Number(value);
  return n >= min && n <= max ? n : undefined;
}

/** The address bar's query → the list's parameters; anything unknown or malformed is dropped. */
export function clientParamsFromSearch(search: URLSearchParams): ClientListParams {
  const size = intParam(search.get("size"), 1, 200);
  const from = search.get("from");
  const to = search.get("to");
  return {
    page: intParam(search.get("page"), 1, 1_000_000) ?? 1,
    size: size && (CLIENT_PAGE_SIZES as readonly number[]).includes(size) ? size : DEFAULT_CLIENT_PARAMS.size,
    q: (search.get("q") ?? "").slice(0, 100),
    step: oneOf(CLIENT_STEPS, search.get("step")),
    source: oneOf(CLIENT_SOURCES, search.get("source")),
    from: from && DAY.test(from) ? from : undefined,
    to: to && DAY.test(to) ? to : undefined,
    blacklisted: search.get("blacklisted") === "true",
    basket: search.get("basket") === "true",
    sort: oneOf(CLIENT_SORTS, search.get("sort")) ?? DEFAULT_CLIENT_PARAMS.sort,
  };
}

/** The filters the list and the export both send; empty ones are left out. */
function filterEntries(params: ClientListParams): [string, string][] {
  const entries: [string, string][] = [];
  const q = params.q.trim();
  if (q) entries.push(["q", q]);
  if (params.step) entries.push(["step", params.step]);
  if (params.source) entries.push(["source", params.source]);
  if (params.from) entries.push(["from", params.from]);
  if (params.to) entries.push(["to", params.to]);
  if (params.blacklisted) entries.push(["blacklisted", "true"]);
  if (params.basket) entries.push(["basket", "true"]);
  return entries;
}

/**
 * The address bar's query: only what differs from the defaults. `keep` carries parameters that
 * are not the list's (the open card's `client`).
 */
export function clientSearch(params: ClientListParams, keep?: URLSearchParams): URLSearchParams {
  const entries = filterEntries(params);
  if (params.sort !== DEFAULT_CLIENT_PARAMS.sort) entries.push(["sort", params.sort]);
  if (params.page !== 1) entries.push(["page", String(params.page)]);
  if (params.size !== DEFAULT_CLIENT_PARAMS.size) entries.push(["size", String(params.size)]);
  const client = keep?.get("client");
  if (client) entries.push(["client", client]);
  return new URLSearchParams(entries);
}

/** GET /api/client's query for a scope: every page parameter spelled out. */
export function clientListSearch(params: ClientListParams, scope: ClientScope): string {
  return new URLSearchParams([
    ["page", String(params.page)],
    ["size", String(params.size)],
    ["scope", scope],
    ...filterEntries(params),
    ["sort", params.sort],
  ]).toString();
}

/** GET /api/client/export's query: the same filters and order, every page. */
export function clientExportSearch(params: ClientListParams, scope: ClientScope): string {
  return new URLSearchParams([["scope", scope], ...filterEntries(params), ["sort", params.sort]]).toString();
}

/** The table's sortable columns and the API's sort for each direction. */
export type ClientSortColumn = "name" | "created" | "lastCall" | "nextCall";

const SORT_OF: Record<ClientSortColumn, { ascend?: ClientSort; descend?: ClientSort }> = {
  name: { ascend: "name", descend: "-name" },
  created: { ascend: "created", descend: "-created" },
  // The API sorts calls one way each: the latest last call, the soonest next call.
  lastCall: { descend: "-lastCall" },
  nextCall: { ascend: "nextCall" },
};

/** antd's column sort → the API's sort; no order falls back to the newest first. */
export function sortFromTable(column: unknown, order: "ascend" | "descend" | null | undefined): ClientSort {
  if (!order || typeof column !== "string" || !(column in SORT_OF)) return DEFAULT_CLIENT_PARAMS.sort;
  return SORT_OF[column as ClientSortColumn][order] ?? DEFAULT_CLIENT_PARAMS.sort;
}

/** The order antd shows on a column for the API's sort. */
export function tableSortOrder(sort: ClientSort, column: ClientSortColumn): "ascend" | "descend" | null {
  const pair = SORT_OF[column];
  if (pair.ascend === sort) return "ascend";
  if (pair.descend === sort) return "descend";
  return null;
}

/** The directions a column can be sorted in (lastCall and nextCall only one way). */
export function sortDirections(column: ClientSortColumn): ("ascend" | "descend")[] {
  const pair = SORT_OF[column];
  return [...(pair.ascend ? ["ascend" as const] : []), ...(pair.descend ? ["descend" as const] : [])];
}

/** The client id in `?client=`, or null. */
export function openClientId(search: URLSearchParams): number | null {
  return intParam(search.get("client"), 1, 2_147_483_647) ?? null;
}
