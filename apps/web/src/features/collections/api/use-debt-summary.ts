import type { DebtSettings, DebtSummary } from "@makon/shared";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiJson } from "../../../lib/api";
import { ASKED_ON_OPENING_MS } from "../../../lib/asked-on-opening";
import { downloadFile } from "../../../lib/excel";
import { debtKeys } from "./collection-keys";

export const debtSummaryQuery = () =>
  queryOptions({
    queryKey: debtKeys.summary(),
    queryFn: ({ signal }) => apiJson<DebtSummary>("/api/undiruv/summary", { signal, cache: "no-store" }),
    staleTime: ASKED_ON_OPENING_MS,
  });

/** GET /api/undiruv/summary (debt_escalate): the month's figures and the collectors. */
export function useDebtSummary(enabled: boolean) {
  return useQuery({ ...debtSummaryQuery(), enabled });
}

/** The ageing report: every debtor with its band, as the export of the whole debtors list. */
export function useExportAgeing() {
  return useMutation({
    mutationFn: (fallbackName: string) =>
      downloadFile("/api/undiruv/debtors/export?sort=-days", fallbackName),
  });
}

/** GET /api/undiruv/settings. */
export function useDebtSettings(enabled: boolean) {
  return useQuery({
    queryKey: debtKeys.settings(),
    queryFn: ({ signal }) => apiJson<DebtSettings>("/api/undiruv/settings", { signal, cache: "no-store" }),
    enabled,
    staleTime: 0,
  });
}

/** PUT /api/undiruv/settings (debt_escalate). */
export function useSaveDebtSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DebtSettings) =>
      apiJson<DebtSettings>("/api/undiruv/settings", { method: "PUT", body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: debtKeys.settings() }),
  });
}
