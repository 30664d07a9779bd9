import type { DebtorPage } from "@makon/shared";
import { keepPreviousData, queryOptions, useMutation, useQuery } from "@tanstack/react-query";
import { apiJson } from "../../../lib/api";
import { ASKED_ON_OPENING_MS } from "../../../lib/asked-on-opening";
import { downloadFile } from "../../../lib/excel";
import { type DebtorParams, debtorApiSearch } from "../debtor-params";
import { debtKeys } from "./collection-keys";

export const debtorsQuery = (params: DebtorParams) =>
  queryOptions({
    queryKey: [...debtKeys.debtors(), params] as const,
    queryFn: ({ signal }) =>
      apiJson<DebtorPage>(`/api/undiruv/debtors?${debtorApiSearch(params, true)}`, {
        signal,
        cache: "no-store",
      }),
    staleTime: ASKED_ON_OPENING_MS,
    gcTime: 60_000,
  });

/** GET /api/undiruv/debtors: one page of debtors with the band totals (no-store: personal data). */
export function useDebtors(params: DebtorParams, enabled = true) {
  return useQuery({ ...debtorsQuery(params), enabled, placeholderData: keepPreviousData });
}

/** GET /api/undiruv/debtors/export with the list's filters → an .xlsx download (export_excel). */
export function useExportDebtors() {
  return useMutation({
    mutationFn: (v: { params: DebtorParams; fallbackName: string }) =>
      downloadFile(`/api/undiruv/debtors/export?${debtorApiSearch(v.params, false)}`, v.fallbackName),
  });
}
