import { UNIT_SORTS, UNIT_STATUSES, type UnitStatus } from "@makon/shared";
import { i18n } from "../../../i18n";

export type UnitSort = (typeof UNIT_SORTS)[number];
export type UnitSortField = "number" | "price" | "area" | "floor" | "rooms";

/** What the property database (/baza) asks GET /api/uy for; kept in the address bar. */
export interface BazaParams {
  page: number;
  size: number;
  q: string;
  objectId: number | undefined;
  buildingId: number | undefined;
  statuses: UnitStatus[];
  rooms: number | undefined;
  priceMin: number | undefined;
  priceMax: number | undefined;
  areaMin: number | undefined;
  areaMax: number | undefined;
  includeArchived: boolean;
  sort: UnitSort;
}

export type BazaFilters = Omit<BazaParams, "page" | "size" | "sort">;

export const BAZA_PAGE_SIZES = [20, 50, 100, 200] as const;

export const DEFAULT_BAZA_PARAMS: BazaParams = {
  page: 1,
  size: 50,
  q: "",
  objectId: undefined,
  buildingId: undefined,
  statuses: [],
  rooms: undefined,
  priceMin: undefined,
  priceMax: undefined,
  areaMin: undefined,
  areaMax: undefined,
  includeArchived: false,
  sort: "number",
};

function intParam(value: string | null, min: number, max = Number.MAX_SAFE_INTEGER): number | undefined {
  if (value === null || !/^\d+$/.test(value)) return undefined;
  const n = Number(value);
  return n >= min && n <= max ? n : undefined;
}

function areaParam(value: string | null): number | undefined {
  if (value === null || !/^\d+(\.\d+)?$/.test(value)) return undefined;
  return Number(value);
}

/** The address bar's query → the screen's parameters; anything unknown or malformed is dropped. */
export function bazaParamsFromSearch(search: URLSearchParams): BazaParams {
  const size = intParam(search.get("size"), 1, 200);
  const sort = search.get("sort");
  const statuses = (search.get("status") ?? "")
    .split(",")
    .filter(
      (s, i, all): s is UnitStatus =>
        (UNIT_STATUSES as readonly string[]).includes(s) && all.indexOf(s) === i,
    );
  return {
    page: intParam(search.get("page"), 1) ?? 1,
    size: size && (BAZA_PAGE_SIZES as readonly number[]).includes(size) ? size : DEFAULT_BAZA_PARAMS.size,
    q: (search.get("q") ?? "").slice(0, 100),
    objectId: intParam(search.get("objectId"), 1, 2_147_483_647),
    buildingId: intParam(search.get("buildingId"), 1, 2_147_483_647),
    statuses,
    rooms: intParam(search.get("rooms"), 0, 20),
    priceMin: intParam(search.get("priceMin"), 0),
    priceMax: intParam(search.get("priceMax"), 0),
    areaMin: areaParam(search.get("areaMin")),
    areaMax: areaParam(search.get("areaMax")),
    includeArchived: search.get("includeArchived") === "true",
    sort: sort && (UNIT_SORTS as readonly string[]).includes(sort) ? (sort as UnitSort) : "number",
  };
}

/** The filters the list and the export both send; empty ones are left out. */
function filterEntries(params: BazaParams): [string, string][] {
  const entries: [string, string][] = [];
  const q = params.q.trim();
  if (q) entries.push(["q", q]);
  if (params.objectId !== undefined) entries.push(["objectId", String(params.objectId)]);
  if (params.buildingId !== undefined) entries.push(["buildingId", String(params.buildingId)]);
  if (params.statuses.length > 0) entries.push(["status", params.statuses.join(",")]);
  if (params.rooms !== undefined) entries.push(["rooms", String(params.rooms)]);
  if (params.priceMin !== undefined) entries.push(["priceMin", String(params.priceMin)]);
  if (params.priceMax !== undefined) entries.push(["priceMax", String(params.priceMax)]);
  if (params.areaMin !== undefined) entries.push(["areaMin", String(params.areaMin)]);
  if (params.areaMax !== undefined) entries.push(["areaMax", String(params.areaMax)]);
  if (params.includeArchived) entries.push(["includeArchived", "true"]);
  return entries;
}

/** The address bar's query: only what differs from the defaults, so a plain /baza stays plain. */
export function bazaSearch(params: BazaParams): string {
  const entries = filterEntries(params);
  if (params.sort !== DEFAULT_BAZA_PARAMS.sort) entries.push(["sort", params.sort]);
  if (params.page !== 1) entries.push(["page", String(params.page)]);
  if (params.size !== DEFAULT_BAZA_PARAMS.size) entries.push(["size", String(params.size)]);
  return new URLSearchParams(entries).toString();
}

/** GET /api/uy's query: every page parameter spelled out. */
export function bazaListSearch(params: BazaParams): string {
  return new URLSearchParams([
    ["page", String(params.page)],
    ["size", String(params.size)],
    ...filterEntries(params),
    ["sort", params.sort],
  ]).toString();
}

/** GET /api/uy/export's query: the same filters and order, every page. */
export function bazaExportSearch(params: BazaParams): string {
  return new URLSearchParams([...filterEntries(params), ["sort", params.sort]]).toString();
}

/** antd's column sort → the API's sort; no order falls back to the default (by number). */
export function sortFromTable(field: unknown, order: "ascend" | "descend" | null | undefined): UnitSort {
  if (!order || typeof field !== "string") return "number";
  const sort = `${order === "descend" ? "-" : ""}${field}`;
  return (UNIT_SORTS as readonly string[]).includes(sort) ? (sort as UnitSort) : "number";
}

/** The column sorted by the API's sort, and its order, for antd's `sortOrder`. */
export function tableSortOrder(sort: UnitSort, field: UnitSortField): "ascend" | "descend" | null {
  if (sort === field) return "ascend";
  if (sort === `-${field}`) return "descend";
  return null;
}

/** "58,3 m²": one decimal at most, with the decimal comma; the unit of the language being read. */
export function formatArea(area: number): string {
  const rounded = Math.round(area * 10) / 10;
  return `${String(rounded).replace(".", ",")}\u00a0${i18n.t("languages:areaUnit")}`;
}
