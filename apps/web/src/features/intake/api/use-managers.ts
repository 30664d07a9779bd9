import { useQuery } from "@tanstack/react-query";
import { apiJson } from "../../../lib/api";
import { intakeKeys } from "./intake-keys";

export interface Manager {
  id: number;
  name: string;
}

/** GET /api/client/managers → the active sales managers a visitor can be handed to. */
export function useManagers() {
  return useQuery({
    queryKey: intakeKeys.managers,
    queryFn: ({ signal }) => apiJson<Manager[]>("/api/client/managers", { signal }),
    staleTime: 5 * 60_000,
  });
}
