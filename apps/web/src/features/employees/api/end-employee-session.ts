import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiJson } from "../../../lib/api";
import { employeeKeys } from "./keys";

/** DELETE /api/user/{id}/sessions/{sessionId} → 204: that device is signed out at once. */
export function endEmployeeSession(userId: number, sessionId: number): Promise<void> {
  return apiJson<void>(`/api/user/${userId}/sessions/${sessionId}`, { method: "DELETE" });
}

export function useEndEmployeeSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, sessionId }: { userId: number; sessionId: number }) =>
      endEmployeeSession(userId, sessionId),
    // The sessions list and the list's session counts both change.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: employeeKeys.all }),
  });
}
