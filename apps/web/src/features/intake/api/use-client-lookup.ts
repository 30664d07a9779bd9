import type { ClientRow } from "@makon/shared";
import { useQuery } from "@tanstack/react-query";
import { apiJson } from "../../../lib/api";
import { intakeKeys } from "./intake-keys";

/** GET /api/client/lookup?phone= → the client with this main or second phone (live or in the basket). */
export function lookupClient(phone: string, signal?: AbortSignal): Promise<{ client: ClientRow | null }> {
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
