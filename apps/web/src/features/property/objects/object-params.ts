import { choiceOr, defineList, type ParamsOf, text } from "../../../lib/ui/list-params";

const ARCHIVED_FILTERS = ["false", "true", "all"] as const;
export type ArchivedFilter = (typeof ARCHIVED_FILTERS)[number];

export const OBJECT_PAGE_SIZES = [10, 20, 50, 100] as const;

/** What /obyects asks GET /api/obyekt for; kept in the address bar so a link or Back restores it. */
const objects = defineList({
  fields: { q: text(100, { trim: true }), archived: choiceOr(ARCHIVED_FILTERS, "false") },
  sizes: OBJECT_PAGE_SIZES,
  defaultSize: 20,
  pageMax: 100_000,
  // The API is always told the archive filter, before the search.
  order: { api: ["page", "size", "archived", "q"] },
});

export type ObjectParams = ParamsOf<typeof objects>;
export const DEFAULT_OBJECT_PARAMS: ObjectParams = objects.defaults;

/** The address bar's query → the screen's parameters; anything unknown or malformed is dropped. */
export const objectParamsFromSearch = (search: URLSearchParams): ObjectParams => objects.fromSearch(search);

/** The screen's parameters → the address bar's query; defaults are left out to keep links short. */
export const objectSearch = (params: ObjectParams): Record<string, string> =>
  Object.fromEntries(objects.toSearch(params));

/** The query string of GET /api/obyekt. */
export const objectQuery = (params: ObjectParams): string => objects.apiSearch(params);
