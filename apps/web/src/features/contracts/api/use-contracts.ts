import type { ContractRow, ContractStatus } from "@makon/shared";
import {
  keepPreviousData,
  type QueryClient,
  queryOptions,
  useMutation,
  useQuery,
} from "@tanstack/react-query";
import { apiJson } from "../../../lib/api";
import { ASKED_ON_OPENING_MS } from "../../../lib/asked-on-opening";
import { prefetchCachedList } from "../../../lib/cache";
import { downloadFile } from "../../../lib/excel";
import {
  type ContractListParams,
  contractExportSearch,
  contractListSearch,
  contractParamsFromSearch,
} from "../contract-params";
import { contractKeys } from "./contract-keys";

export interface ContractPage {
  items: ContractRow[];
  total: number;
  page: number;
  size: number;
}

/** The page shown; the previous page stays on screen while the next one loads (no-store: personal data). */
export function useContracts(params: ContractListParams, statuses: readonly ContractStatus[]) {
  return useQuery({ ...contractsQuery(params, statuses), placeholderData: keepPreviousData });
}

const contractsQuery = (params: ContractListParams, statuses: readonly ContractStatus[]) =>
  queryOptions({
    queryKey: [...contractKeys.lists(), statuses, params] as const,
    queryFn: ({ signal }) =>
      apiJson<ContractPage>(`/api/shartnoma?${contractListSearch(params, statuses)}`, {
        signal,
        cache: "no-store",
      }),
    staleTime: ASKED_ON_OPENING_MS,
    gcTime: 60_000,
  });

/** The page a contracts list's address names and its objects filter, asked as the screen opens (its page's screenData). */
export function prefetchContracts(
  client: QueryClient,
  search: URLSearchParams,
  statuses: readonly ContractStatus[],
): void {
  void client.prefetchQuery(contractsQuery(contractParamsFromSearch(search, statuses), statuses));
  prefetchCachedList(client, "objects");
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
