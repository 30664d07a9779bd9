import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiJson } from "../../../lib/api";
import { userKeys } from "./keys";

/** DELETE /api/user/{id}/sessions → 204: every device of the user is signed out. */
export function endAllUserSessions(userId: number): Promise<void> {
  return apiJson<void>(`/api/user/${userId}/sessions`, { method: "DELETE" });
}

export function useEndAllUserSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: endAllUserSessions,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.all }),
  });
}
