import type { ClientCard } from "@makon/shared";
import { useQuery } from "@tanstack/react-query";
import { ApiError, apiJson } from "../../../lib/api";
import { clientKeys } from "./client-keys";

/** GET /api/client/{id}, asked with no-store: personal data never lands in the browser's cache. */
export function fetchClientCard(id: number, signal?: AbortSignal): Promise<ClientCard> {
  return apiJson<ClientCard>(`/api/client/${id}`, { signal, cache: "no-store" });
}

/**
 * The client card. Kept in memory only (React Query, never IndexedDB) and dropped soon after the
 * drawer closes, so passport data does not linger in the tab.
 */
export function useClientCard(id: number | null) {
  return useQuery({
    queryKey: clientKeys.card(id ?? 0),
    queryFn: ({ signal }) => fetchClientCard(id as number, signal),
    enabled: id !== null,
    staleTime: 0,
    gcTime: 30_000,
    retry: (count, error) => count < 1 && !(error instanceof ApiError && error.status === 404),
  });
}
