import type { ClientBrief, ClientRow } from "@makon/shared";
import { useQuery } from "@tanstack/react-query";
import { apiJson } from "../../../lib/api";
import { intakeKeys } from "./intake-keys";

/**
 * GET /api/client/lookup?phone= → the client with this main or second phone (live or in the
 * basket): the whole row within one's record scope, only the brief outside it.
 */
export function lookupClient(
  phone: string,
  signal?: AbortSignal,
): Promise<{ client: ClientRow | null; brief: ClientBrief | null }> {
  return apiJson(`/api/client/lookup?phone=${encodeURIComponent(phone)}`, { signal });
}

/** Asks only once the phone has all 9 digits; always fresh (another desk may have just added them). */
export function useClientLookup(phone: string | null) {
  return useQuery({
    queryKey: intakeKeys.lookup(phone ?? ""),
    queryFn: ({ signal }) => lookupClient(phone ?? "", signal),
    enabled: phone !== null,
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
}

/** A client found by phone, whole or in brief: what the desk screens show and act on. */
export type FoundClient = ClientRow | ClientBrief;

/** True for a client of one's own record scope (the whole row, the card opens). */
export function isWholeClient(client: FoundClient): client is ClientRow {
  return "step" in client;
}
