import { DEBT_CASE_SORTS, DEBT_CASE_STATUSES, DEBT_CASE_VIEWS, type DebtCaseStatus } from "@makon/shared";
import {
  DEFAULT_SIZE,
  ID_MAX,
  intParam,
  oneOf,
  orderOf,
  type SortPair,
  sizeParam,
} from "../../lib/ui/url-params";

export type DebtCaseView = (typeof DEBT_CASE_VIEWS)[number];
export type DebtCaseSort = (typeof DEBT_CASE_SORTS)[number];

/** What the cases tab asks GET /api/undiruv for; everything lives in the address. */
export interface CaseParams {
  view: DebtCaseView;
  page: number;
  size: number;
  q: string;
  status: DebtCaseStatus | undefined;
  assigneeId: number | undefined;
  sort: DebtCaseSort;
}

export const DEFAULT_CASE_SORT: DebtCaseSort = "-opened";

export function caseParamsFromSearch(search: URLSearchParams, defaultView: DebtCaseView): CaseParams {
  return {
    view: oneOf(DEBT_CASE_VIEWS, search.get("view")) ?? defaultView,
    page: intParam(search.get("page"), 1, 1_000_000) ?? 1,
    size: sizeParam(search.get("size")),
    q: (search.get("q") ?? "").slice(0, 100),
    status: oneOf(DEBT_CASE_STATUSES, search.get("status")),
    assigneeId: intParam(search.get("assigneeId"), 1, ID_MAX),
    sort: oneOf(DEBT_CASE_SORTS, search.get("sort")) ?? DEFAULT_CASE_SORT,
  };
}

function filterEntries(p: CaseParams): [string, string][] {
  const entries: [string, string][] = [];
  const q = p.q.trim();
  if (q) entries.push(["q", q]);
  if (p.status) entries.push(["status", p.status]);
  if (p.assigneeId !== undefined) entries.push(["assigneeId", String(p.assigneeId)]);
  return entries;
}

export function caseSearchEntries(p: CaseParams, defaultView: DebtCaseView): [string, string][] {
  const entries: [string, string][] = [];
  if (p.view !== defaultView) entries.push(["view", p.view]);
  entries.push(...filterEntries(p));
  if (p.sort !== DEFAULT_CASE_SORT) entries.push(["sort", p.sort]);
  if (p.page !== 1) entries.push(["page", String(p.page)]);
  if (p.size !== DEFAULT_SIZE) entries.push(["size", String(p.size)]);
  return entries;
}

export function caseApiSearch(p: CaseParams): string {
  return new URLSearchParams([
    ["view", p.view],
    ["page", String(p.page)],
    ["size", String(p.size)],
    ...filterEntries(p),
    ["sort", p.sort],
  ]).toString();
}

export type CaseSortColumn = "opened" | "days" | "amount" | "nextAction";
export const CASE_SORT_OF: Record<CaseSortColumn, SortPair<DebtCaseSort>> = {
  opened: { ascend: "opened", descend: "-opened" },
  // The API sorts these one way: the most days and the biggest debts first, the nearest step first.
  days: { descend: "-days" },
  amount: { descend: "-amount" },
  nextAction: { ascend: "nextAction" },
};

export function caseSortFromTable(
  column: unknown,
  order: "ascend" | "descend" | null | undefined,
): DebtCaseSort {
  if (!order || typeof column !== "string" || !(column in CASE_SORT_OF)) return DEFAULT_CASE_SORT;
  return CASE_SORT_OF[column as CaseSortColumn][order] ?? DEFAULT_CASE_SORT;
}

export const caseSortOrder = (sort: DebtCaseSort, column: CaseSortColumn) =>
  orderOf(sort, CASE_SORT_OF[column]);
