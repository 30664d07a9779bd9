import type { OrganisationKind } from "@makon/shared";

export type ArchivedFilter = "false" | "true" | "all";
export type OrganisationSort = "name" | "-name" | "stir" | "createdAt" | "-createdAt";

/** The organisations table's state, sent to GET /api/tashkilot and its Excel export. */
export interface OrganisationFilters {
  page: number;
  size: number;
  q: string;
  sort: OrganisationSort;
  kind: OrganisationKind | undefined;
  archived: ArchivedFilter;
}

export const DEFAULT_ORGANISATION_FILTERS: OrganisationFilters = {
  page: 1,
  size: 20,
  q: "",
  sort: "name",
  kind: undefined,
  archived: "false",
};

/** The query string of the list (with paging) or of the export (the same filters, no paging). */
export function organisationQuery(filters: OrganisationFilters, withPaging = true): string {
  const params = new URLSearchParams();
  if (withPaging) {
    params.set("page", String(filters.page));
    params.set("size", String(filters.size));
  }
  const q = filters.q.trim();
  if (q) params.set("q", q);
  params.set("sort", filters.sort);
  if (filters.kind) params.set("kind", filters.kind);
  params.set("archived", filters.archived);
  return params.toString();
}

/** antd's sorter (column key and direction) → the API's sort; no direction → the default. */
export function organisationSort(
  field: unknown,
  order: "ascend" | "descend" | null | undefined,
): OrganisationSort {
  if (!order) return "name";
  if (field === "stir") return "stir";
  if (field === "createdAt") return order === "ascend" ? "createdAt" : "-createdAt";
  return order === "ascend" ? "name" : "-name";
}

/** The column sort antd should show for the API's sort. */
export function sortOrderOf(sort: OrganisationSort, column: "name" | "stir"): "ascend" | "descend" | null {
  if (column === "name") return sort === "name" ? "ascend" : sort === "-name" ? "descend" : null;
  return sort === "stir" ? "ascend" : null;
}
