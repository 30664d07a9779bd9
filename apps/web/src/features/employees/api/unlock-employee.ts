import type { Employee } from "@makon/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiJson } from "../../../lib/api";
import { employeeKeys } from "./keys";

/**
 * POST /api/user/{id}/unlock → 200 the employee: wrong passwords no longer keep them from
 * signing in. 403 USER_OUTRANKS for an employee holding a right the manager lacks.
 */
export function useUnlockEmployee() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiJson<Employee>(`/api/user/${id}/unlock`, { method: "POST" }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: employeeKeys.all }),
  });
}
