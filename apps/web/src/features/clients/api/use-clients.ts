import type { ClientRow, ClientScope } from "@makon/shared";
import { keepPreviousData, useMutation, useQuery } from "@tanstack/react-query";
import { apiJson } from "../../../lib/api";
import { downloadFile } from "../../../lib/excel";
import { type ClientListParams, clientExportSearch, clientListSearch } from "../client-params";
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
  return useQuery({
    queryKey: [...clientKeys.lists(), scope, params] as const,
    queryFn: ({ signal }) => fetchClients(params, scope, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
    gcTime: 60_000,
  });
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
