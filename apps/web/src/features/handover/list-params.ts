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
  defineList,
  type FiltersOf,
  id,
  type ParamsOf,
  type SortPair,
  signedColumns,
  text,
} from "../../lib/ui/list-params";
import { DEFAULT_SIZE, ID_MAX, intParam, oneOf, PAGE_SIZES } from "../../lib/ui/url-params";

export type HandoverSortColumn = "date" | "number" | "client";

/** What a list tab asks GET /api/topshiruv for; everything lives in the address. */
const handover = defineList({
  fields: { q: text(100), objectId: id(), buildingId: id() },
  sorts: {
    values: HANDOVER_SORTS,
    // Each tab has its own default order: the callers pass it.
    default: HANDOVER_DEFAULT_SORT.ready as HandoverSort,
    columns: {
      ...signedColumns(["date", "number", "client"] as const),
    } satisfies Record<HandoverSortColumn, SortPair<HandoverSort>>,
  },
  sizes: PAGE_SIZES,
  defaultSize: DEFAULT_SIZE,
  // The tab and view come first, the order before the page.
  order: { api: ["filters", "sort", "page", "size"] },
});

export type HandoverParams = ParamsOf<typeof handover> & { tab: HandoverTab; view: HandoverView };
export type HandoverFilters = FiltersOf<typeof handover>;
export const EMPTY_FILTERS: HandoverFilters = handover.emptyFilters;
export const SORT_OF = handover.columns;

/** A tab's first view is its default (the API's too). */
export const defaultView = (tab: HandoverTab): HandoverView => HANDOVER_VIEWS[tab][0];

/** A tab opened afresh: its default view and order, no filters. */
export const freshParams = (tab: HandoverTab): HandoverParams => ({
  ...handover.defaults,
  tab,
  view: defaultView(tab),
  sort: HANDOVER_DEFAULT_SORT[tab],
});

/** The list parameters of the address; anything unknown, malformed or of another tab is dropped. */
export function handoverParamsFromSearch(search: URLSearchParams): HandoverParams {
  const tab = oneOf(HANDOVER_TABS, search.get("tab")) ?? "ready";
  return {
    tab,
    view: oneOf<HandoverView>(HANDOVER_VIEWS[tab], search.get("view")) ?? defaultView(tab),
    ...handover.fromSearch(search, HANDOVER_DEFAULT_SORT[tab]),
  };
}

/** The address bar's query: the tab, and only what differs from that tab's defaults. */
export const handoverSearchEntries = (p: HandoverParams): [string, string][] =>
  handover.toSearch(
    p,
    { tab: p.tab !== "ready" ? p.tab : undefined, view: p.view !== defaultView(p.tab) ? p.view : undefined },
    HANDOVER_DEFAULT_SORT[p.tab],
  );

/** The API's query; the export (paged false) takes the same filters and order, every row. */
export const handoverApiSearch = (p: HandoverParams, paged: boolean): string =>
  (paged ? handover.apiSearch : handover.exportSearch)(p, { tab: p.tab, view: p.view });

export const hasFilters = handover.hasFilters;

/** The act drawer's id (?act=), kept beside the list's parameters. */
export const actIdFromSearch = (search: URLSearchParams) => intParam(search.get("act"), 1, ID_MAX) ?? null;

/** antd's sorter → the API's sort; no order (a third click) goes back to the tab's default. */
export const sortFromTable = (
  tab: HandoverTab,
  column: unknown,
  order: "ascend" | "descend" | null | undefined,
): HandoverSort => handover.sortFromTable(column, order, HANDOVER_DEFAULT_SORT[tab]);

export const sortOrder = handover.tableSortOrder;
