import type { UserSession } from "@makon/shared";
import { useQuery } from "@tanstack/react-query";
import { apiJson } from "../../../lib/api";
import { userKeys } from "./keys";

/** GET /api/user/{id}/sessions → the user's live sessions (needs user_manage). */
export function useUserSessions(id: number | null) {
  return useQuery({
    queryKey: userKeys.sessions(id ?? 0),
    queryFn: ({ signal }) => apiJson<UserSession[]>(`/api/user/${id}/sessions`, { signal }),
    enabled: id !== null,
    staleTime: 0,
  });
}
