import {
  DEBT_BANDS,
  DEBT_CASE_STATUSES,
  DEBTOR_SORTS,
  type DebtCaseStatus,
  type DebtorSort,
} from "@makon/shared";
import {
  choice,
  defineList,
  type FiltersOf,
  flag,
  id,
  list,
  type ParamsOf,
  type SortPair,
  signedColumns,
  text,
} from "../../lib/ui/list-params";
import { DEFAULT_SIZE, PAGE_SIZES } from "../../lib/ui/url-params";

/** A case status filter value: "none" is a debtor with no open case yet. */
export type DebtorStatusFilter = DebtCaseStatus | "none";
const STATUS_FILTERS: readonly DebtorStatusFilter[] = ["none", ...DEBT_CASE_STATUSES];

export type DebtorSortColumn = "days" | "amount" | "penalty" | "contract";
export const DEFAULT_DEBTOR_SORT: DebtorSort = "-days";

/** What the debtors tab asks GET /api/undiruv/debtors for; everything lives in the address. */
const debtors = defineList({
  fields: {
    q: text(100),
    band: choice(DEBT_BANDS),
    objectId: id(),
    assigneeId: id(),
    statuses: list(STATUS_FILTERS, { name: "status" }),
    promiseBroken: flag(),
  },
  sorts: {
    values: DEBTOR_SORTS,
    default: DEFAULT_DEBTOR_SORT,
    columns: {
      ...signedColumns(["days", "amount", "penalty"] as const),
      // Contract numbers sort one way only.
      contract: { ascend: "contract" },
    } satisfies Record<DebtorSortColumn, SortPair<DebtorSort>>,
  },
  sizes: PAGE_SIZES,
  defaultSize: DEFAULT_SIZE,
  // This API has always been asked with the filters first.
  order: { api: ["filters", "page", "size", "sort"] },
});

export type DebtorParams = ParamsOf<typeof debtors>;
export type DebtorFilters = FiltersOf<typeof debtors>;
export const EMPTY_DEBTOR_FILTERS: DebtorFilters = debtors.emptyFilters;
export const DEBTOR_SORT_OF = debtors.columns;

export const debtorParamsFromSearch = (search: URLSearchParams): DebtorParams => debtors.fromSearch(search);

/** The address bar's query: only what differs from the defaults (the tab is added by the caller). */
export const debtorSearchEntries = (p: DebtorParams): [string, string][] => debtors.toSearch(p);

/** The API's query; the export (paged false) takes the same filters and order, every page. */
export const debtorApiSearch = (p: DebtorParams, paged: boolean): string =>
  paged ? debtors.apiSearch(p) : debtors.exportSearch(p);

export const hasDebtorFilters = debtors.hasFilters;
/** The sorter's half of the declaration, for the table (ListTable, sortableColumn). */
export const debtorSorts = debtors;
export const debtorSortFromTable = debtors.sortFromTable;
export const debtorSortOrder = debtors.tableSortOrder;
