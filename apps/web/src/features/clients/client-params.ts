import { CLIENT_SORTS, CLIENT_SOURCES, CLIENT_STEPS, type ClientScope, type ClientSort } from "@makon/shared";
import {
  choice,
  defineList,
  type FiltersOf,
  flag,
  matching,
  type ParamsOf,
  type SortPair,
  signedColumns,
  text,
} from "../../lib/ui/list-params";
import { DEFAULT_SIZE, ID_MAX, intParam, PAGE_SIZES } from "../../lib/ui/url-params";

/** The usual sizes (lib/ui/url-params). */
export const CLIENT_PAGE_SIZES = PAGE_SIZES;

/** The table's sortable columns. */
export type ClientSortColumn = "name" | "created" | "lastCall" | "nextCall";

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** What a clients list asks GET /api/client for; everything but the scope lives in the address bar. */
const clients = defineList({
  fields: {
    q: text(100),
    step: choice(CLIENT_STEPS),
    source: choice(CLIENT_SOURCES),
    /** Registration days, Tashkent time, YYYY-MM-DD. */
    from: matching(DAY),
    to: matching(DAY),
    blacklisted: flag(),
    basket: flag(),
  },
  sorts: {
    values: CLIENT_SORTS,
    default: "-created",
    columns: {
      ...signedColumns(["name", "created"] as const),
      // The API sorts calls one way each: the latest last call, the soonest next call.
      lastCall: { descend: "-lastCall" },
      nextCall: { ascend: "nextCall" },
    } satisfies Record<ClientSortColumn, SortPair<ClientSort>>,
  },
  sizes: CLIENT_PAGE_SIZES,
  defaultSize: DEFAULT_SIZE,
  // The open card's `client` follows the list's own parameters; the scope comes after the page.
  order: {
    address: ["filters", "sort", "page", "size", "client"],
    api: ["page", "size", "scope", "filters", "sort"],
  },
});

export type ClientListParams = ParamsOf<typeof clients>;
export type ClientFilters = FiltersOf<typeof clients>;
export const DEFAULT_CLIENT_PARAMS: ClientListParams = clients.defaults;
export const EMPTY_CLIENT_FILTERS: ClientFilters = clients.emptyFilters;

export const clientParamsFromSearch = (search: URLSearchParams): ClientListParams =>
  clients.fromSearch(search);

/**
 * The address bar's query: only what differs from the defaults. `keep` carries parameters that
 * are not the list's (the open card's `client`).
 */
export const clientSearch = (params: ClientListParams, keep?: URLSearchParams): URLSearchParams =>
  new URLSearchParams(clients.toSearch(params, { client: keep?.get("client") || undefined }));

/** GET /api/client's query for a scope: every page parameter spelled out. */
export const clientListSearch = (params: ClientListParams, scope: ClientScope): string =>
  clients.apiSearch(params, { scope });

/** GET /api/client/export's query: the same filters and order, every page. */
export const clientExportSearch = (params: ClientListParams, scope: ClientScope): string =>
  clients.exportSearch(params, { scope });

/** The sorter's half of the declaration, for the table (ListTable, sortableColumn). */
export const clientSorts = clients;
export const sortFromTable = clients.sortFromTable;
export const tableSortOrder = clients.tableSortOrder;
export const sortDirections = clients.sortDirections;

/** The client id in `?client=`, or null. */
export function openClientId(search: URLSearchParams): number | null {
  return intParam(search.get("client"), 1, ID_MAX) ?? null;
}
