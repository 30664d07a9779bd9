import type { Employee, UpdateUserBody } from "@makon/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiJson } from "../../../lib/api";
import { employeeKeys } from "./keys";

/**
 * PATCH /api/user/{id} with the changed fields → 200 the employee. 409 PHONE_TAKEN,
 * SELF_RIGHTS_LOCKED, LAST_ADMIN. A new password or deactivation ends the user's sessions.
 */
export function updateEmployee(id: number, body: UpdateUserBody): Promise<Employee> {
  return apiJson<Employee>(`/api/user/${id}`, { method: "PATCH", body });
}

export function useUpdateEmployee() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: UpdateUserBody }) => updateEmployee(id, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: employeeKeys.all }),
  });
}
