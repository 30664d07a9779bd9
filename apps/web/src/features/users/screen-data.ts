import type { CurrentUser } from "@makon/shared";
import type { QueryClient } from "@tanstack/react-query";
import { prefetchCachedList } from "../../lib/cache";
import { userQuery } from "./api/use-user";
import { usersQuery } from "./api/use-users";
import { DEFAULT_LIST_PARAMS } from "./list-params";

/**
 * /add_employee's first requests, asked as it opens (its page's screenData): the first page of
 * staff, the sections, and for a manager of staff their own record (what they may grant).
 */
export function prefetchUsers(client: QueryClient, user: CurrentUser): void {
  void client.prefetchQuery(usersQuery(DEFAULT_LIST_PARAMS));
  prefetchCachedList(client, "sections");
  if (user.dostup.includes("user_manage")) void client.prefetchQuery(userQuery(user.id));
}
