import type { Employee } from "@makon/shared";
import { useQuery } from "@tanstack/react-query";
import { apiJson } from "../../../lib/api";
import { employeeKeys } from "./keys";

/** GET /api/user/{id} → one employee with rights, record scopes and sign-in block. */
export function fetchEmployee(id: number, signal?: AbortSignal): Promise<Employee> {
  return apiJson<Employee>(`/api/user/${id}`, { signal });
}

/** One employee; the manager's own record tells the rights editor what may be granted. */
export function useEmployee(id: number | null) {
  return useQuery({
    queryKey: employeeKeys.detail(id ?? 0),
    queryFn: ({ signal }) => fetchEmployee(id ?? 0, signal),
    enabled: id !== null,
    staleTime: 0,
  });
}
