import type { User } from "@makon/shared";
import { useQuery } from "@tanstack/react-query";
import { apiJson } from "../../../lib/api";
import { userKeys } from "./keys";

/** GET /api/user/{id} → one user with rights, record scopes and sign-in block. */
export function fetchUser(id: number, signal?: AbortSignal): Promise<User> {
  return apiJson<User>(`/api/user/${id}`, { signal });
}

/** One user; the manager's own record tells the rights editor what may be granted. */
export function useUser(id: number | null) {
  return useQuery({
    queryKey: userKeys.detail(id ?? 0),
    queryFn: ({ signal }) => fetchUser(id ?? 0, signal),
    enabled: id !== null,
    staleTime: 0,
  });
}
