import {
  DEBT_BANDS,
  DEBT_CASE_STATUSES,
  DEBTOR_SORTS,
  type DebtBand,
  type DebtCaseStatus,
  type DebtorSort,
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

/** A case status filter value: "none" is a debtor with no open case yet. */
export type DebtorStatusFilter = DebtCaseStatus | "none";
const STATUS_FILTERS: readonly DebtorStatusFilter[] = ["none", ...DEBT_CASE_STATUSES];

/** What the debtors tab asks GET /api/undiruv/debtors for; everything lives in the address. */
export interface DebtorParams {
  page: number;
  size: number;
  q: string;
  band: DebtBand | undefined;
  objectId: number | undefined;
  assigneeId: number | undefined;
  statuses: DebtorStatusFilter[];
  promiseBroken: boolean;
  sort: DebtorSort;
}

export type DebtorFilters = Omit<DebtorParams, "page" | "size" | "sort">;
export const DEFAULT_DEBTOR_SORT: DebtorSort = "-days";

export const EMPTY_DEBTOR_FILTERS: DebtorFilters = {
  q: "",
  band: undefined,
  objectId: undefined,
  assigneeId: undefined,
  statuses: [],
  promiseBroken: false,
};

export function debtorParamsFromSearch(search: URLSearchParams): DebtorParams {
  const statuses = (search.get("status") ?? "")
    .split(",")
    .filter(
      (s, i, all): s is DebtorStatusFilter =>
        (STATUS_FILTERS as readonly string[]).includes(s) && all.indexOf(s) === i,
    );
  return {
    page: intParam(search.get("page"), 1, 1_000_000) ?? 1,
    size: sizeParam(search.get("size")),
    q: (search.get("q") ?? "").slice(0, 100),
    band: oneOf(DEBT_BANDS, search.get("band")),
    objectId: intParam(search.get("objectId"), 1, ID_MAX),
    assigneeId: intParam(search.get("assigneeId"), 1, ID_MAX),
    statuses,
    promiseBroken: search.get("promiseBroken") === "true",
    sort: oneOf(DEBTOR_SORTS, search.get("sort")) ?? DEFAULT_DEBTOR_SORT,
  };
}

function filterEntries(p: DebtorParams): [string, string][] {
  const entries: [string, string][] = [];
  const q = p.q.trim();
  if (q) entries.push(["q", q]);
  if (p.band) entries.push(["band", p.band]);
  if (p.objectId !== undefined) entries.push(["objectId", String(p.objectId)]);
  if (p.assigneeId !== undefined) entries.push(["assigneeId", String(p.assigneeId)]);
  if (p.statuses.length > 0) entries.push(["status", p.statuses.join(",")]);
  if (p.promiseBroken) entries.push(["promiseBroken", "true"]);
  return entries;
}

/** The address bar's query: only what differs from the defaults (the tab is added by the caller). */
export function debtorSearchEntries(p: DebtorParams): [string, string][] {
  const entries = filterEntries(p);
  if (p.sort !== DEFAULT_DEBTOR_SORT) entries.push(["sort", p.sort]);
  if (p.page !== 1) entries.push(["page", String(p.page)]);
  if (p.size !== DEFAULT_SIZE) entries.push(["size", String(p.size)]);
  return entries;
}

/** The API's query; the export (paged false) takes the same filters and order, every page. */
export function debtorApiSearch(p: DebtorParams, paged: boolean): string {
  const entries = filterEntries(p);
  if (paged) entries.push(["page", String(p.page)], ["size", String(p.size)]);
  entries.push(["sort", p.sort]);
  return new URLSearchParams(entries).toString();
}

export function hasDebtorFilters(f: DebtorFilters): boolean {
  return (
    f.q.trim() !== "" ||
    f.band !== undefined ||
    f.objectId !== undefined ||
    f.assigneeId !== undefined ||
    f.statuses.length > 0 ||
    f.promiseBroken
  );
}

export type DebtorSortColumn = "days" | "amount" | "penalty" | "contract";
export const DEBTOR_SORT_OF: Record<DebtorSortColumn, SortPair<DebtorSort>> = {
  days: { ascend: "days", descend: "-days" },
  amount: { ascend: "amount", descend: "-amount" },
  penalty: { ascend: "penalty", descend: "-penalty" },
  // Contract numbers sort one way only.
  contract: { ascend: "contract" },
};

export function debtorSortFromTable(
  column: unknown,
  order: "ascend" | "descend" | null | undefined,
): DebtorSort {
  if (!order || typeof column !== "string" || !(column in DEBTOR_SORT_OF)) return DEFAULT_DEBTOR_SORT;
  return DEBTOR_SORT_OF[column as DebtorSortColumn][order] ?? DEFAULT_DEBTOR_SORT;
}

export const debtorSortOrder = (sort: DebtorSort, column: DebtorSortColumn) =>
  orderOf(sort, DEBTOR_SORT_OF[column]);
