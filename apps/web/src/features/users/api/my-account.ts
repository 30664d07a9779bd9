import type { MyPasswordBody, UserSession } from "@makon/shared";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiJson } from "../../../lib/api";

const mySessionsKey = ["me", "sessions"] as const;

/** GET /api/user/me/sessions → one's own live sessions, the current one marked. */
export function useMySessions(enabled: boolean) {
  return useQuery({
    queryKey: mySessionsKey,
    queryFn: ({ signal }) => apiJson<UserSession[]>("/api/user/me/sessions", { signal }),
    enabled,
    staleTime: 0,
  });
}

/** DELETE /api/user/me/sessions/{id} → 204: that device of one's own is signed out. */
export function useEndMySession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiJson<void>(`/api/user/me/sessions/${id}`, { method: "DELETE" }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: mySessionsKey }),
  });
}

/** POST /api/user/me/password → 204; one's other sessions end. */
export function useChangeMyPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: MyPasswordBody) => apiJson<void>("/api/user/me/password", { method: "POST", body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: mySessionsKey }),
  });
}
