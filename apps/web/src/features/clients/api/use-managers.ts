import { useQuery } from "@tanstack/react-query";
import { apiJson } from "../../../lib/api";
import { clientKeys } from "./client-keys";

export interface ManagerOption {
  id: number;
  name: string;
}

/** GET /api/client/managers: the active sales managers, for the manager select. */
export function useManagers(enabled = true) {
  return useQuery({
    queryKey: clientKeys.managers,
    queryFn: ({ signal }) => apiJson<ManagerOption[]>("/api/client/managers", { signal }),
    enabled,
    staleTime: 5 * 60_000,
  });
}
