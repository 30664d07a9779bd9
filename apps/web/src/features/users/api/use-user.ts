import type { User } from "@makon/shared";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiJson } from "../../../lib/api";
import { ASKED_ON_OPENING_MS } from "../../../lib/asked-on-opening";
import { userKeys } from "./keys";

/** GET /api/user/{id} → one user with rights, record scopes and sign-in block. */
export function fetchUser(id: number, signal?: AbortSignal): Promise<User> {
  return apiJson<User>(`/api/user/${id}`, { signal });
}

/** One user; the manager's own record tells the rights editor what may be granted. */
export function useUser(id: number | null) {
  return useQuery({ ...userQuery(id ?? 0), enabled: id !== null });
}

export const userQuery = (id: number) =>
  queryOptions({
    queryKey: userKeys.detail(id),
    queryFn: ({ signal }) => fetchUser(id, signal),
    staleTime: ASKED_ON_OPENING_MS,
  });
