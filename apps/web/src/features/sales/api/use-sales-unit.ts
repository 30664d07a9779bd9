import type { UnitRow } from "@makon/shared";
import { useQuery } from "@tanstack/react-query";
import { ApiError, apiJson } from "../../../lib/api";
import { salesKeys } from "./sales-keys";

/** GET /api/uy/{id}: the unit, where it is and who holds it. Asked fresh: status changes by the minute. */
export function useSalesUnit(id: number | null) {
  return useQuery({
    queryKey: salesKeys.unit(id ?? 0),
    queryFn: ({ signal }) => apiJson<UnitRow>(`/api/uy/${id}`, { signal }),
    enabled: id !== null,
    staleTime: 0,
    retry: (count, error) => count < 1 && !(error instanceof ApiError && error.status === 404),
  });
}
