import type { ContractRow, ContractStatus } from "@makon/shared";
import { keepPreviousData, useMutation, useQuery } from "@tanstack/react-query";
import { apiJson } from "../../../lib/api";
import { downloadFile } from "../../../lib/excel";
import { type ContractListParams, contractExportSearch, contractListSearch } from "../contract-params";
import { contractKeys } from "./contract-keys";

export interface ContractPage {
  items: ContractRow[];
  total: number;
  page: number;
  size: number;
}

/** The page shown; the previous page stays on screen while the next one loads (no-store: personal data). */
export function useContracts(params: ContractListParams, statuses: readonly ContractStatus[]) {
  return useQuery({
    queryKey: [...contractKeys.lists(), statuses, params] as const,
    queryFn: ({ signal }) =>
      apiJson<ContractPage>(`/api/shartnoma?${contractListSearch(params, statuses)}`, {
        signal,
        cache: "no-store",
      }),
    placeholderData: keepPreviousData,
    staleTime: 0,
    gcTime: 60_000,
  });
}

/** GET /api/shartnoma/export with the list's filters → an .xlsx download (export_excel). */
export function useExportContracts() {
  return useMutation({
    mutationFn: (v: {
      params: ContractListParams;
      statuses: readonly ContractStatus[];
      fallbackName: string;
    }) => downloadFile(`/api/shartnoma/export?${contractExportSearch(v.params, v.statuses)}`, v.fallbackName),
  });
}
