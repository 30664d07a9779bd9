import {
  type ClientBrief,
  type ClientCard,
  type ClientRow,
  type CreateClientBody,
  normalisePhone,
} from "@makon/shared";
import { useMutation, useQuery } from "@tanstack/react-query";
import { apiJson } from "../../../lib/api";
import { salesKeys } from "./sales-keys";

/** Nine digits (with or without the mask's dashes) are a phone; anything else is a name. */
export const isPhone = (q: string) => /^\d{9}$/.test(normalisePhone(q));

/**
 * Clients one may deal with, and — for a phone that is someone else's client — that client's
 * brief, so the manager learns whose client it is instead of registering them again.
 */
export interface ClientSearchResult {
  clients: ClientRow[];
  foreign: ClientBrief | null;
}

async function findClients(q: string, signal: AbortSignal): Promise<ClientSearchResult> {
  if (isPhone(q)) {
    const phone = normalisePhone(q);
    const found = await apiJson<{ client: ClientRow | null; brief: ClientBrief | null }>(
      `/api/client/lookup?phone=${phone}`,
      { signal, cache: "no-store" },
    );
    return { clients: found.client ? [found.client] : [], foreign: found.brief };
  }
  const page = await apiJson<{ items: ClientRow[] }>(`/api/client?q=${encodeURIComponent(q)}&size=10`, {
    signal,
    cache: "no-store",
  });
  return { clients: page.items, foreign: null };
}

/** GET /api/client/lookup by phone, or GET /api/client?q= by name; nothing asked for a blank query. */
export function useClientSearch(q: string) {
  return useQuery({
    queryKey: salesKeys.clientSearch(q),
    queryFn: ({ signal }) => findClients(q, signal),
    enabled: q.trim().length >= 2,
    staleTime: 0,
    gcTime: 30_000,
  });
}

/** POST /api/client: a client registered on the spot (client_create). */
export function useCreateClient() {
  return useMutation({
    mutationFn: (body: CreateClientBody) => apiJson<ClientCard>("/api/client", { method: "POST", body }),
  });
}
