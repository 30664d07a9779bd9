import type { UserSession } from "@makon/shared";
import { useQuery } from "@tanstack/react-query";
import { apiJson } from "../../../lib/api";
import { employeeKeys } from "./keys";

/** GET /api/user/{id}/sessions → the employee's live sessions (needs user_manage). */
export function useEmployeeSessions(id: number | null) {
  return useQuery({
    queryKey: employeeKeys.sessions(id ?? 0),
    queryFn: ({ signal }) => apiJson<UserSession[]>(`/api/user/${id}/sessions`, { signal }),
    enabled: id !== null,
    staleTime: 0,
  });
}
