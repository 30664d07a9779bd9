import type { ContractHandover, HandoverDetail, HandoverSettings } from "@makon/shared";
import { useQuery } from "@tanstack/react-query";
import { ApiError, apiJson } from "../../../lib/api";
import { handoverKeys } from "./handover-keys";

const noRetryOn4xx = (count: number, error: unknown) =>
  !(error instanceof ApiError && error.status < 500) && count < 2;

/** GET /api/topshiruv/{id}: the act drawer's everything. */
export function useHandoverAct(id: number | null) {
  return useQuery({
    queryKey: handoverKeys.act(id ?? 0),
    queryFn: ({ signal }) => apiJson<HandoverDetail>(`/api/topshiruv/${id}`, { signal, cache: "no-store" }),
    enabled: id !== null,
    retry: noRetryOn4xx,
    staleTime: 0,
    gcTime: 60_000,
  });
}

/** GET /api/shartnoma/{id}/handover: where a contract stands for handover. */
export function useContractHandover(contractId: number, enabled = true) {
  return useQuery({
    queryKey: handoverKeys.contract(contractId),
    queryFn: ({ signal }) =>
      apiJson<ContractHandover>(`/api/shartnoma/${contractId}/handover`, { signal, cache: "no-store" }),
    enabled,
    retry: noRetryOn4xx,
    staleTime: 0,
  });
}

/** GET /api/topshiruv/settings. */
export function useHandoverSettings() {
  return useQuery({
    queryKey: handoverKeys.settings(),
    queryFn: ({ signal }) =>
      apiJson<HandoverSettings>("/api/topshiruv/settings", { signal, cache: "no-store" }),
    staleTime: 0,
  });
}
