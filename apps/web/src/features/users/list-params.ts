import { USER_SORTS } from "@makon/shared";
import {
  choice,
  defineList,
  id,
  optionalText,
  type ParamsOf,
  signedColumns,
  text,
} from "../../lib/ui/list-params";

export type UserSort = (typeof USER_SORTS)[number];
export type SortField = "name" | "phone" | "lastLoginAt" | "createdAt";

export const PAGE_SIZES = [10, 20, 50, 100] as const;

/** What the users list asks the server for (GET /api/user). */
const users = defineList({
  fields: {
    q: text(100),
    active: choice(["true", "false"] as const),
    role: optionalText(100),
    sectionId: id(),
  },
  sorts: {
    values: USER_SORTS,
    default: "name",
    columns: signedColumns<SortField>(["name", "phone", "lastLoginAt", "createdAt"]),
  },
  sizes: PAGE_SIZES,
  defaultSize: 20,
});

export type UserListParams = ParamsOf<typeof users>;
export const DEFAULT_LIST_PARAMS: UserListParams = users.defaults;
export const listSearch = users.apiSearch;
/** The export: the same filters and order as the screen, every page. */
export const exportSearch = users.exportSearch;
export const sortFromTable = users.sortFromTable;
export const tableSortOrder = users.tableSortOrder;
/** The sort half of the declaration, for the table (lib/ui/list-table). */
export const userSorts = users;
