import type { UserPage } from "@makon/shared";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { apiJson } from "../../../lib/api";
import { ASKED_ON_OPENING_MS } from "../../../lib/asked-on-opening";
import { listSearch, type UserListParams } from "../list-params";
import { userKeys } from "./keys";

/** GET /api/user?page&size&q&sort&active&role&sectionId → one page of users and the total. */
export function fetchUsers(params: UserListParams, signal?: AbortSignal): Promise<UserPage> {
  return apiJson<UserPage>(`/api/user?${listSearch(params)}`, { signal });
}

/** The page shown; the previous page stays on screen while the next one loads. */
export function useUsers(params: UserListParams) {
  return useQuery({ ...usersQuery(params), placeholderData: keepPreviousData });
}

export const usersQuery = (params: UserListParams) =>
  queryOptions({
    queryKey: userKeys.list(params),
    queryFn: ({ signal }) => fetchUsers(params, signal),
    staleTime: ASKED_ON_OPENING_MS,
  });
