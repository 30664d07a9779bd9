import { defineFields, type Fields, type Target, type ValuesOf } from "./list-fields";
import { directionsOf, intParam, orderOf, type SortPair, sizeParam } from "./url-params";

export * from "./list-fields";
export type { SortPair } from "./url-params";

type Order = "ascend" | "descend";
type Entries = [string, string][];
/** Parameters that are not the list's own (the level, the tab, the open card); undefined ones are left out. */
export type Extra = Record<string, string | undefined>;

export interface SortsSpec<S extends string, C extends string> {
  /** The shared *_SORTS constant: the sorts the API takes. */
  values: readonly S[];
  default: S;
  /** Each sortable column's API sort per direction; a column sorted one way only has one. */
  columns: Record<C, SortPair<S>>;
}

export interface ListSpec<F extends Fields, S extends string, C extends string> {
  /** The filters, in the order the queries write them. */
  fields: F;
  sorts?: SortsSpec<S, C>;
  sizes: readonly number[];
  defaultSize: number;
  pageMax?: number;
  /**
   * Where each parameter goes when a list's order is not the usual: "page", "size", "sort",
   * "filters" (the fields not named), a field's or an extra's name. Extras not named go first.
   */
  order?: { address?: readonly string[]; api?: readonly string[] };
}

/** A list without sorts has no `sort`. */
export type ListParams<F extends Fields, S extends string> = ValuesOf<F> & { page: number; size: number } & ([
    S,
  ] extends [never]
    ? Record<never, never>
    : { sort: S });

const ADDRESS_ORDER = ["filters", "sort", "page", "size"];
const API_ORDER = ["page", "size", "filters", "sort"];

/** A list screen's URL state, declared once: parsing, the address bar, the API and the export, the sorter. */
export function defineList<F extends Fields, S extends string = never, C extends string = never>(
  spec: ListSpec<F, S, C>,
) {
  type Params = ListParams<F, S>;
  const fields = defineFields(spec.fields);
  const pageMax = spec.pageMax ?? 1_000_000;
  const sorts = spec.sorts;

  const emptyFilters = fields.empty;
  const defaults = {
    ...emptyFilters,
    page: 1,
    size: spec.defaultSize,
    ...(sorts ? { sort: sorts.default } : {}),
  } as Params;

  /** The entries in `order`; paging and sort are left out of the address when they are the defaults. */
  function entries(
    p: Params,
    order: readonly string[],
    target: Target,
    extra: Extra,
    defaultSort?: S,
  ): Entries {
    const values = p as Record<string, unknown>;
    const named = new Set(order);
    const result: Entries = [];
    const push = (name: string, value: string | undefined) => {
      if (value !== undefined) result.push([name, value]);
    };
    for (const [name, value] of Object.entries(extra)) if (!named.has(name)) push(name, value);
    const address = target === "address";
    for (const token of order) {
      if (token === "filters") {
        result.push(...fields.entries(p, target, named));
      } else if (token === "page") {
        if (!address || p.page !== 1) push("page", String(p.page));
      } else if (token === "size") {
        if (!address || p.size !== spec.defaultSize) push("size", String(p.size));
      } else if (token === "sort") {
        const sort = values.sort as S | undefined;
        if (sorts && sort !== undefined && (!address || sort !== (defaultSort ?? sorts.default)))
          push("sort", sort);
      } else if (Object.hasOwn(spec.fields, token)) {
        result.push(...fields.entry(p, token, target));
      } else {
        push(token, extra[token]);
      }
    }
    return result;
  }

  const apiOrder = spec.order?.api ?? API_ORDER;
  // The export is the API's query without the page: every row comes.
  const exportOrder = apiOrder.filter((token) => token !== "page" && token !== "size");
  const query = (list: Entries) => new URLSearchParams(list).toString();

  return {
    defaults,
    emptyFilters,
    sizes: spec.sizes,
    columns: (sorts?.columns ?? {}) as Record<C, SortPair<S>>,

    /** The address bar's query → the list's parameters; anything unknown or malformed is dropped. */
    fromSearch(search: URLSearchParams, defaultSort?: S): Params {
      const sort = search.get("sort");
      return {
        ...fields.fromSearch(search),
        page: intParam(search.get("page"), 1, pageMax) ?? 1,
        size: sizeParam(search.get("size"), spec.sizes, spec.defaultSize),
        ...(sorts
          ? {
              sort:
                sort !== null && (sorts.values as readonly string[]).includes(sort)
                  ? sort
                  : (defaultSort ?? sorts.default),
            }
          : {}),
      } as Params;
    },

    /** The address bar's query: only what differs from the defaults, so a plain screen's address stays plain. */
    toSearch: (p: Params, extra: Extra = {}, defaultSort?: S): Entries =>
      entries(p, spec.order?.address ?? ADDRESS_ORDER, "address", extra, defaultSort),

    /** The API's query: every page parameter spelled out. */
    apiSearch: (p: Params, extra: Extra = {}): string => query(entries(p, apiOrder, "api", extra)),

    /** The export's query: the API's without the page, so every row comes. */
    exportSearch: (p: Params, extra: Extra = {}): string => query(entries(p, exportOrder, "api", extra)),

    /** Any filter set (the empty text then says "nothing matches" rather than "nothing yet"). */
    hasFilters: fields.hasAny,

    /** antd's column sort → the API's sort; no order (a third click) goes back to the default. */
    sortFromTable(column: unknown, order: Order | null | undefined, defaultSort?: S): S {
      const fallback = (defaultSort ?? sorts?.default) as S;
      if (!sorts || !order || typeof column !== "string" || !Object.hasOwn(sorts.columns, column))
        return fallback;
      return sorts.columns[column as C][order] ?? fallback;
    },

    /** The order antd shows on a column for the API's sort. */
    tableSortOrder: (sort: S, column: C): Order | null => orderOf(sort, sorts?.columns[column]),

    /** The directions a column can be sorted in (antd's sortDirections). */
    sortDirections: (column: C): Order[] => (sorts ? directionsOf(sorts.columns[column]) : []),
  };
}

/** Columns whose API sort is their own name, descending with a minus (name / -name). */
export function signedColumns<C extends string>(columns: readonly C[]): Record<C, SortPair<C | `-${C}`>> {
  return Object.fromEntries(columns.map((c) => [c, { ascend: c, descend: `-${c}` }])) as Record<
    C,
    SortPair<C | `-${C}`>
  >;
}

/** A declared list's parameters and filters, for the screens' types. */
export type ParamsOf<L extends { defaults: unknown }> = L["defaults"];
export type FiltersOf<L extends { emptyFilters: unknown }> = L["emptyFilters"];
