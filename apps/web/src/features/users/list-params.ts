import { USER_SORTS } from "@makon/shared";

export type UserSort = (typeof USER_SORTS)[number];
export type SortField = "name" | "phone" | "lastLoginAt" | "createdAt";

/** What the users list asks the server for (GET /api/user). */
export interface UserListParams {
  page: number;
  size: number;
  q: string;
  sort: UserSort;
  active: "true" | "false" | undefined;
  role: string | undefined;
  sectionId: number | undefined;
}

export const PAGE_SIZES = [10, 20, 50, 100] as const;

export const DEFAULT_LIST_PARAMS: UserListParams = {
  page: 1,
  size: 20,
  q: "",
  sort: "name",
  active: undefined,
  role: undefined,
  sectionId: undefined,
};

/** The filters both the list and the export send; empty ones are left out. */
function filterEntries(params: UserListParams): [string, string][] {
  const entries: [string, string][] = [];
  const q = params.q.trim();
  if (q) entries.push(["q", q]);
  if (params.active) entries.push(["active", params.active]);
  if (params.role) entries.push(["role", params.role]);
  if (params.sectionId !== undefined) entries.push(["sectionId", String(params.sectionId)]);
  return entries;
}

export function listSearch(params: UserListParams): string {
  return new URLSearchParams([
    ["page", String(params.page)],
    ["size", String(params.size)],
    ...filterEntries(params),
    ["sort", params.sort],
  ]).toString();
}

/** The export: the same filters and order as the screen, every page. */
export function exportSearch(params: UserListParams): string {
  return new URLSearchParams([...filterEntries(params), ["sort", params.sort]]).toString();
}

/** antd's column sort → the API's sort; no order falls back to the default (by name). */
export function sortFromTable(field: unknown, order: "ascend" | "descend" | null | undefined): UserSort {
  if (!order || typeof field !== "string") return "name";
  const sort = `${order === "descend" ? "-" : ""}${field}`;
  return (USER_SORTS as readonly string[]).includes(sort) ? (sort as UserSort) : "name";
}

/** The column sorted by the API's sort, and its order, for antd's `sortOrder`. */
export function tableSortOrder(sort: UserSort, field: SortField): "ascend" | "descend" | null {
  if (sort === field) return "ascend";
  if (sort === `-${field}`) return "descend";
  return null;
}
