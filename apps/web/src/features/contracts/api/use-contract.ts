import type { ContractDetail, Payment } from "@makon/shared";
import { useQuery } from "@tanstack/react-query";
import { ApiError, apiJson } from "../../../lib/api";
import { contractKeys } from "./contract-keys";

/** GET /api/shartnoma/{id}: the contract with its schedule and steps; a 404 is not retried. */
export function useContract(id: number | null) {
  return useQuery({
    queryKey: contractKeys.detail(id ?? 0),
    queryFn: ({ signal }) => apiJson<ContractDetail>(`/api/shartnoma/${id}`, { signal, cache: "no-store" }),
    enabled: id !== null,
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
    staleTime: 0,
  });
}

/** GET /api/shartnoma/{id}/payments: payments and refunds, cancelled ones too, oldest first. */
export function useContractPayments(id: number | null) {
  return useQuery({
    queryKey: contractKeys.payments(id ?? 0),
    queryFn: ({ signal }) =>
      apiJson<Payment[]>(`/api/shartnoma/${id}/payments`, { signal, cache: "no-store" }),
    enabled: id !== null,
    staleTime: 0,
  });
}
