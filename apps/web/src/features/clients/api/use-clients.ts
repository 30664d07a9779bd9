import type { ClientRow, ClientScope } from "@makon/shared";
import {
  keepPreviousData,
  type QueryClient,
  queryOptions,
  useMutation,
  useQuery,
} from "@tanstack/react-query";
import { apiJson } from "../../../lib/api";
import { ASKED_ON_OPENING_MS } from "../../../lib/asked-on-opening";
import { downloadFile } from "../../../lib/excel";
import {
  type ClientListParams,
  clientExportSearch,
  clientListSearch,
  clientParamsFromSearch,
} from "../client-params";
import { clientKeys } from "./client-keys";

export interface ClientPage {
  items: ClientRow[];
  total: number;
  page: number;
  size: number;
}

/** GET /api/client?… → one page of clients and the total (no-store: personal data). */
export function fetchClients(params: ClientListParams, scope: ClientScope, signal?: AbortSignal) {
  return apiJson<ClientPage>(`/api/client?${clientListSearch(params, scope)}`, { signal, cache: "no-store" });
}

/** The page shown; the previous page stays on screen while the next one loads. */
export function useClients(params: ClientListParams, scope: ClientScope) {
  return useQuery({ ...clientsQuery(params, scope), placeholderData: keepPreviousData });
}

const clientsQuery = (params: ClientListParams, scope: ClientScope) =>
  queryOptions({
    queryKey: [...clientKeys.lists(), scope, params] as const,
    queryFn: ({ signal }) => fetchClients(params, scope, signal),
    staleTime: ASKED_ON_OPENING_MS,
    gcTime: 60_000,
  });

/** The page a clients list's address names, asked as its screen opens (the page's screenData). */
export function prefetchClients(client: QueryClient, search: URLSearchParams, scope: ClientScope): void {
  void client.prefetchQuery(clientsQuery(clientParamsFromSearch(search), scope));
}

/** GET /api/client/export with the list's filters → an .xlsx download (export_excel). */
export function useExportClients() {
  return useMutation({
    mutationFn: ({
      params,
      scope,
      fallbackName,
    }: {
      params: ClientListParams;
      scope: ClientScope;
      fallbackName: string;
    }) => downloadFile(`/api/client/export?${clientExportSearch(params, scope)}`, fallbackName),
  });
}
