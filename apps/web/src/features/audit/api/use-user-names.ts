import type { UserName } from "@makon/shared";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiJson } from "../../../lib/api";

export const userNamesKey = ["userNames"] as const;

export const userNamesQuery = () =>
  queryOptions({
    queryKey: userNamesKey,
    queryFn: ({ signal }) => apiJson<UserName[]>("/api/user/names", { signal }),
    staleTime: 5 * 60_000,
  });

/** GET /api/user/names: every employee's name, for the "who" filter. */
export function useUserNames() {
  return useQuery(userNamesQuery());
}
