import type { CreateUserBody, Employee } from "@makon/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiJson } from "../../../lib/api";
import { employeeKeys } from "./keys";

/** POST /api/user → 201 the new employee; 409 PHONE_TAKEN. */
export function createEmployee(body: CreateUserBody): Promise<Employee> {
  return apiJson<Employee>("/api/user", { method: "POST", body });
}

export function useCreateEmployee() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createEmployee,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: employeeKeys.all }),
  });
}
