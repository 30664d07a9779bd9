import {
  CONTRACT_PAPERS,
  CONTRACT_SORTS,
  CONTRACT_STATUSES,
  type ContractStatus,
  PAYMENT_TYPES,
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

export type ContractSort = (typeof CONTRACT_SORTS)[number];

/** The usual sizes (lib/ui/url-params). */
export const CONTRACT_PAGE_SIZES = PAGE_SIZES;

/** The table's sortable columns. */
export type ContractSortColumn = "number" | "date" | "total" | "nextDue";

/**
 * What a contracts list asks GET /api/shartnoma for; everything lives in the address bar. A screen
 * shows some statuses only: others are dropped from the address (a refused contract never shows on
 * /contract), and the API is sent the screen's set when none is picked.
 */
const declare = (allowed: readonly ContractStatus[]) =>
  defineList({
    fields: {
      q: text(100),
      statuses: list(allowed, { name: "status", whenEmpty: allowed }),
      managerId: id(),
      objectId: id(),
      paymentType: choice(PAYMENT_TYPES),
      overdue: flag(),
      /** The contracts desk's work: no signed scan yet, or ready to conclude. */
      papers: choice(CONTRACT_PAPERS),
    },
    sorts: {
      values: CONTRACT_SORTS,
      default: "-date",
      columns: {
        ...signedColumns(["number", "date", "total"] as const),
        // The API sorts next due dates one way: the soonest first.
        nextDue: { ascend: "nextDue" },
      } satisfies Record<ContractSortColumn, SortPair<ContractSort>>,
    },
    sizes: CONTRACT_PAGE_SIZES,
    defaultSize: DEFAULT_SIZE,
  });

type ContractsList = ReturnType<typeof declare>;
// Screens pass constant status sets, so each set is declared once rather than on every render.
const declared = new WeakMap<readonly ContractStatus[], ContractsList>();
function contractsList(allowed: readonly ContractStatus[]): ContractsList {
  const found = declared.get(allowed) ?? declare(allowed);
  declared.set(allowed, found);
  return found;
}
/** What does not depend on the screen's statuses (defaults, the address bar, the sorter). */
const anyScreen = contractsList(CONTRACT_STATUSES);

export type ContractListParams = ParamsOf<ContractsList>;
export type ContractFilters = FiltersOf<ContractsList>;
export const DEFAULT_CONTRACT_PARAMS: ContractListParams = anyScreen.defaults;
export const EMPTY_CONTRACT_FILTERS: ContractFilters = anyScreen.emptyFilters;

export const contractParamsFromSearch = (
  search: URLSearchParams,
  allowed: readonly ContractStatus[],
): ContractListParams => contractsList(allowed).fromSearch(search);

/** The address bar's query: only what differs from the defaults, so a plain /contract stays plain. */
export const contractSearch = (params: ContractListParams): URLSearchParams =>
  new URLSearchParams(anyScreen.toSearch(params));

/** GET /api/shartnoma's query: every page parameter spelled out. */
export const contractListSearch = (params: ContractListParams, allowed: readonly ContractStatus[]): string =>
  contractsList(allowed).apiSearch(params);

/** GET /api/shartnoma/export's query: the same filters and order, every page. */
export const contractExportSearch = (
  params: ContractListParams,
  allowed: readonly ContractStatus[],
): string => contractsList(allowed).exportSearch(params);

/** The sorter's half of the declaration, for the table (ListTable, sortableColumn). */
export const contractSorts = anyScreen;
export const sortFromTable = anyScreen.sortFromTable;
export const tableSortOrder = anyScreen.tableSortOrder;
export const sortDirections = anyScreen.sortDirections;
