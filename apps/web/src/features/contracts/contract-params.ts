import {
  CONTRACT_PAPERS,
  CONTRACT_SORTS,
  type ContractPapers,
  type ContractStatus,
  PAYMENT_TYPES,
  type PaymentType,
} from "@makon/shared";

export type ContractSort = (typeof CONTRACT_SORTS)[number];

/** What a contracts list asks GET /api/shartnoma for; everything lives in the address bar. */
export interface ContractListParams {
  page: number;
  size: number;
  q: string;
  /** A subset of the screen's statuses; empty = all of them. */
  statuses: ContractStatus[];
  managerId: number | undefined;
  objectId: number | undefined;
  paymentType: PaymentType | undefined;
  overdue: boolean;
  /** The contracts desk's work: no signed scan yet, or ready to conclude. */
  papers: ContractPapers | undefined;
  sort: ContractSort;
}

export type ContractFilters = Omit<ContractListParams, "page" | "size" | "sort">;

export const CONTRACT_PAGE_SIZES = [20, 50, 100] as const;

export const DEFAULT_CONTRACT_PARAMS: ContractListParams = {
  page: 1,
  size: 20,
  q: "",
  statuses: [],
  managerId: undefined,
  objectId: undefined,
  paymentType: undefined,
  overdue: false,
  papers: undefined,
  sort: "-date",
};

export const EMPTY_CONTRACT_FILTERS: ContractFilters = {
  q: "",
  statuses: [],
  managerId: undefined,
  objectId: undefined,
  paymentType: undefined,
  overdue: false,
  papers: undefined,
};

function intParam(value: string | null, min: number, max: number): number | undefined {
  if (value === null || !/^\d{1,10}$/.test(value)) return undefined;
  const n = Number(value);
  return n >= min && n <= max ? n : undefined;
}

function oneOf<T extends string>(values: readonly T[], value: string | null): T | undefined {
  return value !== null && (values as readonly string[]).includes(value) ? (value as T) : undefined;
}

/**
 * The address bar's query → the list's parameters; anything unknown or malformed is dropped,
 * and statuses outside the screen's set too (a refused contract never shows on /contract).
 */
export function contractParamsFromSearch(
  search: URLSearchParams,
  allowed: readonly ContractStatus[],
): ContractListParams {
  const size = intParam(search.get("size"), 1, 200);
  const statuses = (search.get("status") ?? "")
    .split(",")
    .filter(
      (s, i, all): s is ContractStatus => allowed.includes(s as ContractStatus) && all.indexOf(s) === i,
    );
  return {
    page: intParam(search.get("page"), 1, 1_000_000) ?? 1,
    size:
      size && (CONTRACT_PAGE_SIZES as readonly number[]).includes(size) ? size : DEFAULT_CONTRACT_PARAMS.size,
    q: (search.get("q") ?? "").slice(0, 100),
    statuses,
    managerId: intParam(search.get("managerId"), 1, 2_147_483_647),
    objectId: intParam(search.get("objectId"), 1, 2_147_483_647),
    paymentType: oneOf(PAYMENT_TYPES, search.get("paymentType")),
    overdue: search.get("overdue") === "true",
    papers: oneOf(CONTRACT_PAPERS, search.get("papers")),
    sort: oneOf(CONTRACT_SORTS, search.get("sort")) ?? DEFAULT_CONTRACT_PARAMS.sort,
  };
}

/** The filters the list and the export both send; the screen's statuses when none is picked. */
function filterEntries(params: ContractListParams, allowed: readonly ContractStatus[]): [string, string][] {
  const entries: [string, string][] = [];
  const q = params.q.trim();
  if (q) entries.push(["q", q]);
  entries.push(["status", (params.statuses.length > 0 ? params.statuses : allowed).join(",")]);
  if (params.managerId !== undefined) entries.push(["managerId", String(params.managerId)]);
  if (params.objectId !== undefined) entries.push(["objectId", String(params.objectId)]);
  if (params.paymentType) entries.push(["paymentType", params.paymentType]);
  if (params.overdue) entries.push(["overdue", "true"]);
  if (params.papers) entries.push(["papers", params.papers]);
  return entries;
}

/** The address bar's query: only what differs from the defaults, so a plain /contract stays plain. */
export function contractSearch(params: ContractListParams): URLSearchParams {
  const entries: [string, string][] = [];
  const q = params.q.trim();
  if (q) entries.push(["q", q]);
  if (params.statuses.length > 0) entries.push(["status", params.statuses.join(",")]);
  if (params.managerId !== undefined) entries.push(["managerId", String(params.managerId)]);
  if (params.objectId !== undefined) entries.push(["objectId", String(params.objectId)]);
  if (params.paymentType) entries.push(["paymentType", params.paymentType]);
  if (params.overdue) entries.push(["overdue", "true"]);
  if (params.papers) entries.push(["papers", params.papers]);
  if (params.sort !== DEFAULT_CONTRACT_PARAMS.sort) entries.push(["sort", params.sort]);
  if (params.page !== 1) entries.push(["page", String(params.page)]);
  if (params.size !== DEFAULT_CONTRACT_PARAMS.size) entries.push(["size", String(params.size)]);
  return new URLSearchParams(entries);
}

/** GET /api/shartnoma's query: every page parameter spelled out. */
export function contractListSearch(params: ContractListParams, allowed: readonly ContractStatus[]): string {
  return new URLSearchParams([
    ["page", String(params.page)],
    ["size", String(params.size)],
    ...filterEntries(params, allowed),
    ["sort", params.sort],
  ]).toString();
}

/** GET /api/shartnoma/export's query: the same filters and order, every page. */
export function contractExportSearch(params: ContractListParams, allowed: readonly ContractStatus[]): string {
  return new URLSearchParams([...filterEntries(params, allowed), ["sort", params.sort]]).toString();
}

/** The table's sortable columns and the API's sort for each direction. */
export type ContractSortColumn = "number" | "date" | "total" | "nextDue";

const SORT_OF: Record<ContractSortColumn, { ascend?: ContractSort; descend?: ContractSort }> = {
  number: { ascend: "number", descend: "-number" },
  date: { ascend: "date", descend: "-date" },
  total: { ascend: "total", descend: "-total" },
  // The API sorts next due dates one way: the soonest first.
  nextDue: { ascend: "nextDue" },
};

/** antd's column sort → the API's sort; no order falls back to the newest first. */
export function sortFromTable(column: unknown, order: "ascend" | "descend" | null | undefined): ContractSort {
  if (!order || typeof column !== "string" || !(column in SORT_OF)) return DEFAULT_CONTRACT_PARAMS.sort;
  return SORT_OF[column as ContractSortColumn][order] ?? DEFAULT_CONTRACT_PARAMS.sort;
}

/** The order antd shows on a column for the API's sort. */
export function tableSortOrder(sort: ContractSort, column: ContractSortColumn): "ascend" | "descend" | null {
  const pair = SORT_OF[column];
  if (pair.ascend === sort) return "ascend";
  if (pair.descend === sort) return "descend";
  return null;
}

/** The directions a column can be sorted in. */
export function sortDirections(column: ContractSortColumn): ("ascend" | "descend")[] {
  const pair = SORT_OF[column];
  return [...(pair.ascend ? ["ascend" as const] : []), ...(pair.descend ? ["descend" as const] : [])];
}
