import type { DebtCaseDetail } from "@makon/shared";
import { useQuery } from "@tanstack/react-query";
import { ApiError, apiJson } from "../../../lib/api";
import { debtKeys } from "./collection-keys";

/** GET /api/undiruv/{id}: the case screen's everything; a 4xx is not retried. */
export function useDebtCase(id: number | null) {
  return useQuery({
    queryKey: debtKeys.detail(id ?? 0),
    queryFn: ({ signal }) => apiJson<DebtCaseDetail>(`/api/undiruv/${id}`, { signal, cache: "no-store" }),
    enabled: id !== null,
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
    staleTime: 0,
    gcTime: 60_000,
  });
}
