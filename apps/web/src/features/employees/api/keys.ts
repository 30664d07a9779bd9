import type { EmployeeListParams } from "../list-params";

/** React Query keys of the employees area; a mutation invalidates `employeeKeys.all`. */
export const employeeKeys = {
  all: ["employees"] as const,
  lists: () => [...employeeKeys.all, "list"] as const,
  list: (params: EmployeeListParams) => [...employeeKeys.lists(), params] as const,
  sessions: (id: number) => [...employeeKeys.all, id, "sessions"] as const,
  detail: (id: number) => [...employeeKeys.all, id, "detail"] as const,
};
