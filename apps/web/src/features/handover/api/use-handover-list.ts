import type { HandoverPage } from "@makon/shared";
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
import { type HandoverParams, handoverApiSearch, handoverParamsFromSearch } from "../list-params";
import { handoverKeys } from "./handover-keys";

/** GET /api/topshiruv: one page of a tab's view (no-store: personal data). */
export function useHandoverList(params: HandoverParams) {
  return useQuery({
    ...handoverListQuery(params),
    // The previous page stays while the next loads, but never another tab's rows.
    placeholderData: (previous) => (previous?.tab === params.tab ? keepPreviousData(previous) : undefined),
  });
}

const handoverListQuery = (params: HandoverParams) =>
  queryOptions({
    queryKey: [...handoverKeys.list(), params] as const,
    queryFn: ({ signal }) =>
      apiJson<HandoverPage>(`/api/topshiruv?${handoverApiSearch(params, true)}`, {
        signal,
        cache: "no-store",
      }),
    staleTime: ASKED_ON_OPENING_MS,
    gcTime: 60_000,
  });

/**
 * /topshiruv's first requests, asked as it opens (its page's screenData): the page of a list tab
 * its address names and the place filter's lists. The settings tab asks for itself.
 */
export function prefetchHandover(client: QueryClient, search: URLSearchParams): void {
  if (search.get("tab") === "settings") return;
  void client.prefetchQuery(handoverListQuery(handoverParamsFromSearch(search)));
  prefetchCachedList(client, "objects");
  prefetchCachedList(client, "buildings");
}

/** GET /api/topshiruv/export with the list's filters → an .xlsx download (export_excel). */
export function useExportHandover() {
  return useMutation({
    mutationFn: (v: { params: HandoverParams; fallbackName: string }) =>
      downloadFile(`/api/topshiruv/export?${handoverApiSearch(v.params, false)}`, v.fallbackName),
  });
}
