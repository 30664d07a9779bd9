import { apiRequest } from "../api";
import { idbEntryStore } from "./idb-store";
import { type FetchResult, ListCache } from "./list-cache";

async function fetchList(url: string, etag: string | null): Promise<FetchResult> {
  const response = await apiRequest(url, {
    headers: etag ? { "If-None-Match": etag } : undefined,
    // The list cache is the only copy: keep lists (some with personal data) out of the HTTP cache.
    cache: "no-store",
    accept: [304],
  });
  if (response.status === 304) return { status: 304 };
  return { status: 200, data: await response.json(), etag: response.headers.get("ETag") };
}

/** The one cache of the page. */
export const listCache = new ListCache({ store: idbEntryStore, fetchList });

export function clearListCache(): Promise<void> {
  return listCache.clear();
}
