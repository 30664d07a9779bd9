import type { AuditEntry } from "@makon/shared";
import { useQuery } from "@tanstack/react-query";
import { apiJson } from "../api";

export const historyKey = (url: string | null) => ["history", url] as const;

/** Newest first, whatever order the server sent (ties by id). */
export function sortNewestFirst(entries: readonly AuditEntry[]): AuditEntry[] {
  return [...entries].sort((a, b) => Date.parse(b.at) - Date.parse(a.at) || b.id - a.id);
}

/** GET {url} → a record's audit rows (…/{id}/history). Fetched again each time it is opened. */
export function useHistory(url: string | null, enabled: boolean) {
  return useQuery({
    queryKey: historyKey(url),
    queryFn: ({ signal }) => apiJson<AuditEntry[]>(url!, { signal }),
    enabled: enabled && url !== null,
    select: sortNewestFirst,
    staleTime: 0,
  });
}
