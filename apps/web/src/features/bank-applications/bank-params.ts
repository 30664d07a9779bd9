import {
  BANK_APPLICATION_STATUSES,
  BANK_SORTS,
  BANK_VIEWS,
  type BankApplicationStatus,
  type BankLevel,
  type BankView,
} from "@makon/shared";

export type BankSort = (typeof BANK_SORTS)[number];

/** What a level's list asks GET /api/ariza for; everything lives in the address bar. */
export interface BankListParams {
  view: BankView;
  page: number;
  size: number;
  q: string;
  statuses: BankApplicationStatus[];
  bankId: number | undefined;
  objectId: number | undefined;
  managerId: number | undefined;
  assigneeId: number | undefined;
  /** At least this many days in the current status. */
  minDays: number | undefined;
  sort: BankSort;
}

export type BankFilters = Omit<BankListParams, "view" | "page" | "size" | "sort">;

export const BANK_PAGE_SIZES = [20, 50, 100] as const;
const DEFAULT_SIZE = 20;
export const DEFAULT_BANK_SORT: BankSort = "-statusChanged";

export const EMPTY_BANK_FILTERS: BankFilters = {
  q: "",
  statuses: [],
  bankId: undefined,
  objectId: undefined,
  managerId: undefined,
  assigneeId: undefined,
  minDays: undefined,
};

function intParam(value: string | null, min: number, max: number): number | undefined {
  if (value === null || !/^\d{1,10}$/.test(value)) return undefined;
  const n = Number(value);
  return n >= min && n <= max ? n : undefined;
}

function oneOf<T extends string>(values: readonly T[], value: string | null): T | undefined {
  return value !== null && (values as readonly string[]).includes(value) ? (value as T) : undefined;
}

const ID_MAX = 2_147_483_647;

/**
 * The address bar's query → the list's parameters; anything unknown or malformed is dropped.
 * `defaultView` is the tab shown without one in the address (Meniki for those who work the desk).
 */
export function bankParamsFromSearch(search: URLSearchParams, defaultView: BankView): BankListParams {
  const size = intParam(search.get("size"), 1, 200);
  const statuses = (search.get("status") ?? "")
    .split(",")
    .filter(
      (s, i, all): s is BankApplicationStatus =>
        (BANK_APPLICATION_STATUSES as readonly string[]).includes(s) && all.indexOf(s) === i,
    );
  return {
    view: oneOf(BANK_VIEWS, search.get("view")) ?? defaultView,
    page: intParam(search.get("page"), 1, 1_000_000) ?? 1,
    size: size && (BANK_PAGE_SIZES as readonly number[]).includes(size) ? size : DEFAULT_SIZE,
    q: (search.get("q") ?? "").slice(0, 100),
    statuses,
    bankId: intParam(search.get("bankId"), 1, ID_MAX),
    objectId: intParam(search.get("objectId"), 1, ID_MAX),
    managerId: intParam(search.get("managerId"), 1, ID_MAX),
    assigneeId: intParam(search.get("assigneeId"), 1, ID_MAX),
    minDays: intParam(search.get("minDays"), 0, 3650),
    sort: oneOf(BANK_SORTS, search.get("sort")) ?? DEFAULT_BANK_SORT,
  };
}

/** The filters the list and the export both send. */
function filterEntries(params: BankListParams): [string, string][] {
  const entries: [string, string][] = [];
  const q = params.q.trim();
  if (q) entries.push(["q", q]);
  if (params.statuses.length > 0) entries.push(["status", params.statuses.join(",")]);
  if (params.bankId !== undefined) entries.push(["bankId", String(params.bankId)]);
  if (params.objectId !== undefined) entries.push(["objectId", String(params.objectId)]);
  if (params.managerId !== undefined) entries.push(["managerId", String(params.managerId)]);
  if (params.assigneeId !== undefined) entries.push(["assigneeId", String(params.assigneeId)]);
  if (params.minDays !== undefined) entries.push(["minDays", String(params.minDays)]);
  return entries;
}

/** The address bar's query: only what differs from the defaults, so a plain /quyi_bank stays plain. */
export function bankSearch(params: BankListParams, defaultView: BankView): URLSearchParams {
  const entries: [string, string][] = [];
  if (params.view !== defaultView) entries.push(["view", params.view]);
  entries.push(...filterEntries(params));
  if (params.sort !== DEFAULT_BANK_SORT) entries.push(["sort", params.sort]);
  if (params.page !== 1) entries.push(["page", String(params.page)]);
  if (params.size !== DEFAULT_SIZE) entries.push(["size", String(params.size)]);
  return new URLSearchParams(entries);
}

/** GET /api/ariza's query: the level, the tab and every page parameter spelled out. */
export function bankListSearch(level: BankLevel, params: BankListParams): string {
  return new URLSearchParams([
    ["level", level],
    ["view", params.view],
    ["page", String(params.page)],
    ["size", String(params.size)],
    ...filterEntries(params),
    ["sort", params.sort],
  ]).toString();
}

/** GET /api/ariza/export's query: the same filters and order, every page. */
export function bankExportSearch(level: BankLevel, params: BankListParams): string {
  return new URLSearchParams([
    ["level", level],
    ["view", params.view],
    ...filterEntries(params),
    ["sort", params.sort],
  ]).toString();
}

/** Any filter set (the empty text then says "nothing matches" rather than "nothing yet"). */
export function hasFilters(filters: BankFilters): boolean {
  return (
    filters.q.trim() !== "" ||
    filters.statuses.length > 0 ||
    filters.bankId !== undefined ||
    filters.objectId !== undefined ||
    filters.managerId !== undefined ||
    filters.assigneeId !== undefined ||
    filters.minDays !== undefined
  );
}

/** The table's sortable columns and the API's sort for each direction. */
export type BankSortColumn = "days" | "created" | "amount";

const SORT_OF: Record<BankSortColumn, { ascend: BankSort; descend: BankSort }> = {
  // Fewest days first = the latest status change first.
  days: { ascend: "-statusChanged", descend: "statusChanged" },
  created: { ascend: "created", descend: "-created" },
  amount: { ascend: "amount", descend: "-amount" },
};

/** antd's column sort → the API's sort; no order falls back to the default. */
export function sortFromTable(column: unknown, order: "ascend" | "descend" | null | undefined): BankSort {
  if (!order || typeof column !== "string" || !(column in SORT_OF)) return DEFAULT_BANK_SORT;
  return SORT_OF[column as BankSortColumn][order];
}

/** The order antd shows on a column for the API's sort. */
export function tableSortOrder(sort: BankSort, column: BankSortColumn): "ascend" | "descend" | null {
  const pair = SORT_OF[column];
  if (pair.ascend === sort) return "ascend";
  if (pair.descend === sort) return "descend";
  return null;
}

/** The head's desk's queue as it opens: the unassigned, the oldest waiting first (they have waited longest for someone). */
export const QUEUE_START: BankListParams = {
  ...EMPTY_BANK_FILTERS,
  view: "unassigned",
  page: 1,
  size: 20,
  sort: "created",
};
