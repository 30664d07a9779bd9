import { UNIT_SORTS, UNIT_STATUSES } from "@makon/shared";
import { i18n } from "../../../i18n";
import {
  decimal,
  defineList,
  type FiltersOf,
  flag,
  id,
  int,
  list,
  type ParamsOf,
  signedColumns,
  text,
} from "../../../lib/ui/list-params";

export type UnitSort = (typeof UNIT_SORTS)[number];
export type UnitSortField = "number" | "price" | "area" | "floor" | "rooms";

export const BAZA_PAGE_SIZES = [20, 50, 100, 200] as const;

/** What the property database (/baza) asks GET /api/uy for; kept in the address bar. */
const baza = defineList({
  fields: {
    q: text(100),
    objectId: id(),
    buildingId: id(),
    statuses: list(UNIT_STATUSES, { name: "status" }),
    rooms: int(0, 20),
    priceMin: int(0, Number.MAX_SAFE_INTEGER),
    priceMax: int(0, Number.MAX_SAFE_INTEGER),
    areaMin: decimal(),
    areaMax: decimal(),
    includeArchived: flag(),
  },
  sorts: {
    values: UNIT_SORTS,
    default: "number",
    columns: signedColumns<UnitSortField>(["number", "price", "area", "floor", "rooms"]),
  },
  sizes: BAZA_PAGE_SIZES,
  defaultSize: 50,
  pageMax: Number.MAX_SAFE_INTEGER,
});

export type BazaParams = ParamsOf<typeof baza>;
export type BazaFilters = FiltersOf<typeof baza>;
export const DEFAULT_BAZA_PARAMS: BazaParams = baza.defaults;

export const bazaParamsFromSearch = (search: URLSearchParams): BazaParams => baza.fromSearch(search);
/** The address bar's query: only what differs from the defaults, so a plain /baza stays plain. */
export const bazaSearch = (params: BazaParams): string =>
  new URLSearchParams(baza.toSearch(params)).toString();
/** GET /api/uy's query: every page parameter spelled out. */
export const bazaListSearch = (params: BazaParams): string => baza.apiSearch(params);
/** GET /api/uy/export's query: the same filters and order, every page. */
export const bazaExportSearch = (params: BazaParams): string => baza.exportSearch(params);
export const sortFromTable = baza.sortFromTable;
export const tableSortOrder = baza.tableSortOrder;

/** "58,3 m²": one decimal at most, with the decimal comma; the unit of the language being read. */
export function formatArea(area: number): string {
  const rounded = Math.round(area * 10) / 10;
  return `${String(rounded).replace(".", ",")}\u00a0${i18n.t("languages:areaUnit")}`;
}
