import type { EmployeePage } from "@makon/shared";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { apiJson } from "../../../lib/api";
import { type EmployeeListParams, listSearch } from "../list-params";
import { employeeKeys } from "./keys";

/** GET /api/user?page&size&q&sort&active&role&sectionId → one page of employees and the total. */
export function fetchEmployees(params: EmployeeListParams, signal?: AbortSignal): Promise<EmployeePage> {
  return apiJson<EmployeePage>(`/api/user?${listSearch(params)}`, { signal });
}

/** The page shown; the previous page stays on screen while the next one loads. */
export function useEmployees(params: EmployeeListParams) {
  return useQuery({
    queryKey: employeeKeys.list(params),
    queryFn: ({ signal }) => fetchEmployees(params, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
