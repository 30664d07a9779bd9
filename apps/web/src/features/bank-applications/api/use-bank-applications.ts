import type { BankApplicationPage, BankLevel } from "@makon/shared";
import { keepPreviousData, queryOptions, useMutation, useQuery } from "@tanstack/react-query";
import { apiJson } from "../../../lib/api";
import { ASKED_ON_OPENING_MS } from "../../../lib/asked-on-opening";
import { downloadFile } from "../../../lib/excel";
import { type BankListParams, bankExportSearch, bankListSearch } from "../bank-params";
import { bankKeys } from "./bank-keys";

export const bankApplicationsQuery = (level: BankLevel, params: BankListParams) =>
  queryOptions({
    queryKey: [...bankKeys.lists(), level, params] as const,
    queryFn: ({ signal }) =>
      apiJson<BankApplicationPage>(`/api/ariza?${bankListSearch(level, params)}`, {
        signal,
        cache: "no-store",
      }),
    staleTime: ASKED_ON_OPENING_MS,
    gcTime: 60_000,
  });

/** GET /api/ariza: one page of a level's applications (no-store: clients' personal data). */
export function useBankApplications(level: BankLevel, params: BankListParams) {
  return useQuery({ ...bankApplicationsQuery(level, params), placeholderData: keepPreviousData });
}

/** GET /api/ariza/export with the list's filters → an .xlsx download (export_excel). */
export function useExportBankApplications() {
  return useMutation({
    mutationFn: (v: { level: BankLevel; params: BankListParams; fallbackName: string }) =>
      downloadFile(`/api/ariza/export?${bankExportSearch(v.level, v.params)}`, v.fallbackName),
  });
}
