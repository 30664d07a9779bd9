import type { BankApplicationDetail } from "@makon/shared";
import { useQuery } from "@tanstack/react-query";
import { ApiError, apiJson } from "../../../lib/api";
import { bankKeys } from "./bank-keys";

/** GET /api/ariza/{id}: one application with what its screen shows; a 4xx is not retried. */
export function useBankApplication(id: number | null) {
  return useQuery({
    queryKey: bankKeys.detail(id ?? 0),
    queryFn: ({ signal }) =>
      apiJson<BankApplicationDetail>(`/api/ariza/${id}`, { signal, cache: "no-store" }),
    enabled: id !== null,
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
    staleTime: 0,
    gcTime: 60_000,
  });
}
