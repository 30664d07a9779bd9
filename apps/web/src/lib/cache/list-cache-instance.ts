import { apiRequest } from "../api";
import { idbEntryStore, localEtagStore } from "./idb-store";
import { type FetchResult, ListLoader } from "./list-loader";

async function fetchList(url: string, etag: string | null): Promise<FetchResult> {
  const response = await apiRequest(url, {
    headers: etag ? { "If-None-Match": etag } : undefined,
    // The list cache is the only copy: keep lists (some with personal data) out of the HTTP cache.
    cache: "no-store",
    accept: [304],
    // No abort signal on purpose: a list asked for by a screen the user has just left still
    // refreshes the copy the next screen reads, and aborting it would only ask again.
  });
  if (response.status === 304) return { status: 304 };
  return { status: 200, data: await response.json(), etag: response.headers.get("ETag") };
}

export { openEntryStore as openListCache } from "./idb-store";

/** The one loader of the page. */
export const listLoader = new ListLoader({ store: idbEntryStore, etags: localEtagStore, fetchList });

/** Forgets the stored copies (the page reloads after it, which empties React Query's). */
export function clearListCache(): Promise<void> {
  return listLoader.clear();
}
