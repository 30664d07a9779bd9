import {
  BANK_APPLICATION_STATUSES,
  BANK_SORTS,
  BANK_VIEWS,
  type BankLevel,
  type BankView,
} from "@makon/shared";
import {
  defineList,
  type FiltersOf,
  id,
  int,
  list,
  type ParamsOf,
  type SortPair,
  signedColumns,
  text,
} from "../../lib/ui/list-params";
import { DEFAULT_SIZE, oneOf, PAGE_SIZES } from "../../lib/ui/url-params";

export type BankSort = (typeof BANK_SORTS)[number];

/** The table's sortable columns. */
export type BankSortColumn = "days" | "created" | "amount";

/** The usual sizes (lib/ui/url-params). */
export const BANK_PAGE_SIZES = PAGE_SIZES;
export const DEFAULT_BANK_SORT: BankSort = "-statusChanged";

/** What a level's list asks GET /api/ariza for; everything lives in the address bar. */
const bank = defineList({
  fields: {
    q: text(100),
    statuses: list(BANK_APPLICATION_STATUSES, { name: "status" }),
    bankId: id(),
    objectId: id(),
    managerId: id(),
    assigneeId: id(),
    /** At least this many days in the current status. */
    minDays: int(0, 3650),
  },
  sorts: {
    values: BANK_SORTS,
    default: DEFAULT_BANK_SORT,
    columns: {
      // Fewest days first = the latest status change first.
      days: { ascend: "-statusChanged", descend: "statusChanged" },
      ...signedColumns(["created", "amount"] as const),
    } satisfies Record<BankSortColumn, SortPair<BankSort>>,
  },
  sizes: BANK_PAGE_SIZES,
  defaultSize: DEFAULT_SIZE,
});

/** The view (tab) is the screen's: its default depends on who looks, so the caller names it. */
export type BankListParams = ParamsOf<typeof bank> & { view: BankView };
export type BankFilters = FiltersOf<typeof bank>;
export const EMPTY_BANK_FILTERS: BankFilters = bank.emptyFilters;

/**
 * The address bar's query → the list's parameters; anything unknown or malformed is dropped.
 * `defaultView` is the tab shown without one in the address (Meniki for those who work the desk).
 */
export const bankParamsFromSearch = (search: URLSearchParams, defaultView: BankView): BankListParams => ({
  view: oneOf(BANK_VIEWS, search.get("view")) ?? defaultView,
  ...bank.fromSearch(search),
});

/** The address bar's query: only what differs from the defaults, so a plain /quyi_bank stays plain. */
export const bankSearch = (params: BankListParams, defaultView: BankView): URLSearchParams =>
  new URLSearchParams(bank.toSearch(params, { view: params.view !== defaultView ? params.view : undefined }));

/** GET /api/ariza's query: the level, the tab and every page parameter spelled out. */
export const bankListSearch = (level: BankLevel, params: BankListParams): string =>
  bank.apiSearch(params, { level, view: params.view });

/** GET /api/ariza/export's query: the same filters and order, every page. */
export const bankExportSearch = (level: BankLevel, params: BankListParams): string =>
  bank.exportSearch(params, { level, view: params.view });

export const hasFilters = bank.hasFilters;
/** The sorter's half of the declaration, for the table (ListTable, sortableColumn). */
export const bankSorts = bank;
export const sortFromTable = bank.sortFromTable;
export const tableSortOrder = bank.tableSortOrder;

/** The head's desk's queue as it opens: the unassigned, the oldest waiting first (they have waited longest for someone). */
export const QUEUE_START: BankListParams = { ...bank.defaults, view: "unassigned", sort: "created" };
