export type BankSort = "name" | "-name" | "mfo" | "-mfo";

/** The banks table's state, sent to GET /api/bank. */
export interface BankFilters {
  page: number;
  size: number;
  q: string;
  sort: BankSort;
  /** Only head offices (parentId=0). */
  headOfficesOnly: boolean;
}

export const DEFAULT_BANK_FILTERS: BankFilters = {
  page: 1,
  size: 20,
  q: "",
  sort: "name",
  headOfficesOnly: false,
};

export function bankQuery(filters: BankFilters): string {
  const params = new URLSearchParams();
  params.set("page", String(filters.page));
  params.set("size", String(filters.size));
  const q = filters.q.trim();
  if (q) params.set("q", q);
  params.set("sort", filters.sort);
  if (filters.headOfficesOnly) params.set("parentId", "0");
  return params.toString();
}

/** antd's sorter → the API's sort; no direction → by name. */
export function bankSort(field: unknown, order: "ascend" | "descend" | null | undefined): BankSort {
  if (!order) return "name";
  const base = field === "mfo" ? "mfo" : "name";
  return order === "ascend" ? base : `-${base}`;
}

export function bankSortOrder(sort: BankSort, column: "name" | "mfo"): "ascend" | "descend" | null {
  if (sort === column) return "ascend";
  if (sort === `-${column}`) return "descend";
  return null;
}
