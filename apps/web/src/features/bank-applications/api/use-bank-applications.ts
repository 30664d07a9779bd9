import type { BankApplicationPage, BankLevel } from "@makon/shared";
import { keepPreviousData, useMutation, useQuery } from "@tanstack/react-query";
import { apiJson } from "../../../lib/api";
import { downloadFile } from "../../../lib/excel";
import { type BankListParams, bankExportSearch, bankListSearch } from "../bank-params";
import { bankKeys } from "./bank-keys";

/** GET /api/ariza: one page of a level's applications (no-store: clients' personal data). */
export function useBankApplications(level: BankLevel, params: BankListParams) {
  return useQuery({
    queryKey: [...bankKeys.lists(), level, params] as const,
    queryFn: ({ signal }) =>
      apiJson<BankApplicationPage>(`/api/ariza?${bankListSearch(level, params)}`, {
        signal,
        cache: "no-store",
      }),
    placeholderData: keepPreviousData,
    staleTime: 0,
    gcTime: 60_000,
  });
}

/** GET /api/ariza/export with the list's filters → an .xlsx download (export_excel). */
export function useExportBankApplications() {
  return useMutation({
    mutationFn: (v: { level: BankLevel; params: BankListParams; fallbackName: string }) =>
      downloadFile(`/api/ariza/export?${bankExportSearch(v.level, v.params)}`, v.fallbackName),
  });
}
