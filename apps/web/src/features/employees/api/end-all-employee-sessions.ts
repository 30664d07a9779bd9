import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiJson } from "../../../lib/api";
import { employeeKeys } from "./keys";

/** DELETE /api/user/{id}/sessions → 204: every device of the employee is signed out. */
export function endAllEmployeeSessions(userId: number): Promise<void> {
  return apiJson<void>(`/api/user/${userId}/sessions`, { method: "DELETE" });
}

export function useEndAllEmployeeSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: endAllEmployeeSessions,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: employeeKeys.all }),
  });
}
