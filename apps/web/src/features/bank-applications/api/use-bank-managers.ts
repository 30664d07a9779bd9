import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiJson } from "../../../lib/api";

export interface ManagerOption {
  id: number;
  name: string;
}

/**
 * GET /api/client/managers: the active sales managers, for the manager filter. The clients
 * feature reads the same list under the same key; the bank desks ask it themselves (features
 * do not import each other).
 */
export function useBankManagers(enabled: boolean) {
  return useQuery({ ...bankManagersQuery(), enabled });
}

export const bankManagersQuery = () =>
  queryOptions({
    queryKey: ["client-managers"] as const,
    queryFn: ({ signal }) => apiJson<ManagerOption[]>("/api/client/managers", { signal }),
    staleTime: 5 * 60_000,
  });
