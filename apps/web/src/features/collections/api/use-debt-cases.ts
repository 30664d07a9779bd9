import type { DebtCasePage } from "@makon/shared";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { apiJson } from "../../../lib/api";
import { type CaseParams, caseApiSearch } from "../case-params";
import { debtKeys } from "./collection-keys";

/** GET /api/undiruv: one page of cases of a view (no-store: personal data). */
export function useDebtCases(params: CaseParams, enabled = true) {
  return useQuery({
    queryKey: [...debtKeys.cases(), params] as const,
    queryFn: ({ signal }) =>
      apiJson<DebtCasePage>(`/api/undiruv?${caseApiSearch(params)}`, { signal, cache: "no-store" }),
    enabled,
    placeholderData: keepPreviousData,
    staleTime: 0,
    gcTime: 60_000,
  });
}
