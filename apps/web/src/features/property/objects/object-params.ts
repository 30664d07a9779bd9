export type ArchivedFilter = "false" | "true" | "all";

/** What /obyects asks GET /api/obyekt for; kept in the address bar so a link or Back restores it. */
export interface ObjectParams {
  page: number;
  size: number;
  q: string;
  archived: ArchivedFilter;
}

export const OBJECT_PAGE_SIZES = [10, 20, 50, 100] as const;

export const DEFAULT_OBJECT_PARAMS: ObjectParams = { page: 1, size: 20, q: "", archived: "false" };

function intParam(value: string | null, min: number, max: number): number | undefined {
  if (value === null || !/^\d{1,6}$/.test(value)) return undefined;
  const n = Number(value);
  return n >= min && n <= max ? n : undefined;
}

const isArchivedFilter = (value: string | null): value is ArchivedFilter =>
  value === "false" || value === "true" || value === "all";

/** The address bar's query → the screen's parameters; anything unknown or malformed is dropped. */
export function objectParamsFromSearch(search: URLSearchParams): ObjectParams {
  const archived = search.get("archived");
  return {
    page: intParam(search.get("page"), 1, 100_000) ?? DEFAULT_OBJECT_PARAMS.page,
    size: intParam(search.get("size"), 1, 200) ?? DEFAULT_OBJECT_PARAMS.size,
    q: (search.get("q") ?? "").trim().slice(0, 100),
    archived: isArchivedFilter(archived) ? archived : DEFAULT_OBJECT_PARAMS.archived,
  };
}

/** The screen's parameters → the address bar's query; defaults are left out to keep links short. */
export function objectSearch(params: ObjectParams): Record<string, string> {
  const out: Record<string, string> = {};
  if (params.q.trim()) out.q = params.q.trim();
  if (params.archived !== DEFAULT_OBJECT_PARAMS.archived) out.archived = params.archived;
  if (params.page !== DEFAULT_OBJECT_PARAMS.page) out.page = String(params.page);
  if (params.size !== DEFAULT_OBJECT_PARAMS.size) out.size = String(params.size);
  return out;
}

/** The query string of GET /api/obyekt. */
export function objectQuery(params: ObjectParams): string {
  const query = new URLSearchParams({
    page: String(params.page),
    size: String(params.size),
    archived: params.archived,
  });
  const q = params.q.trim();
  if (q) query.set("q", q);
  return query.toString();
}
