import type { BankListItem } from "@makon/shared";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { apiJson } from "../../../lib/api";
import { type BankFilters, bankQuery } from "../bank-query";

export interface BankPage {
  items: BankListItem[];
  total: number;
  page: number;
  size: number;
}

export const banksKey = ["banks"] as const;

export function getBanks(filters: BankFilters, signal?: AbortSignal): Promise<BankPage> {
  return apiJson<BankPage>(`/api/bank?${bankQuery(filters)}`, { signal });
}

/** GET /api/bank: one page of banks with their branch and account counts. */
export function useBanks(filters: BankFilters) {
  return useQuery({
    queryKey: [...banksKey, "list", filters],
    queryFn: ({ signal }) => getBanks(filters, signal),
    placeholderData: keepPreviousData,
  });
}
