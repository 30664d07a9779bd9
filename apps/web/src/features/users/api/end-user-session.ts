import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiJson } from "../../../lib/api";
import { userKeys } from "./keys";

/** DELETE /api/user/{id}/sessions/{sessionId} → 204: that device is signed out at once. */
export function endUserSession(userId: number, sessionId: number): Promise<void> {
  return apiJson<void>(`/api/user/${userId}/sessions/${sessionId}`, { method: "DELETE" });
}

export function useEndUserSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, sessionId }: { userId: number; sessionId: number }) =>
      endUserSession(userId, sessionId),
    // The sessions list and the list's session counts both change.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.all }),
  });
}
