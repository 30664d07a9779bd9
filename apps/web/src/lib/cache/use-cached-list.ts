import { type QueryClient, queryOptions, useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { listLoader } from "./list-cache-instance";
import type { CacheEntry } from "./list-loader";
import { CACHED_LISTS, type CachedListName } from "./lists";

export interface CachedList<T> {
  data: T | undefined;
  /** A request for the list is running (a copy may already be shown). */
  loading: boolean;
  /** The last request failed (the copy, if any, is still shown). */
  failed: boolean;
  /** When the shown copy was last confirmed by the server. */
  timestamp: number | null;
  /** Fetches the whole list again, ignoring the copy's ETag (a reload button). */
  refresh: () => Promise<void>;
}

/** Every cached list sits under this key: any successful write marks them all stale (query-client.ts). */
export const CACHED_LISTS_KEY = ["cached-list"] as const;
const keyOf = (name: CachedListName) => [...CACHED_LISTS_KEY, name] as const;

function fetchInto(client: QueryClient, name: CachedListName, force: boolean): Promise<CacheEntry> {
  const { url, persist } = CACHED_LISTS[name];
  return listLoader.load({
    name,
    url,
    persist,
    force,
    current: client.getQueryData<CacheEntry>(keyOf(name)),
    // The copy from the last visit is shown while the server is asked.
    onStoredCopy: (entry) => client.setQueryData(keyOf(name), entry, { updatedAt: entry.timestamp }),
  });
}

/** The query of a cached list: the hook's and a screen's head start (prefetchCachedList) share it. */
function cachedListQuery(client: QueryClient, name: CachedListName) {
  return queryOptions({
    queryKey: keyOf(name),
    queryFn: () =>
      fetchInto(client, name, false).catch((error: unknown) => {
        // docs/product.md, Lists cache: a failed list is only logged (the copy stays on screen) —
        // never its data.
        console.warn(
          `List "${name}" could not be loaded (${error instanceof Error ? error.name : "unknown error"})`,
        );
        throw error;
      }),
  });
}

/** Asks for a cached list ahead of the screen that shows it (pages' screenData); nothing when fresh. */
export function prefetchCachedList(client: QueryClient, name: CachedListName): void {
  void client.prefetchQuery(cachedListQuery(client, name));
}

/**
 * One of the cached lists: the copy at once, revalidated with If-None-Match when it is older than
 * the app's staleTime or after any write. Every screen that shows a list shares one copy and one
 * request (React Query), so a list changed anywhere is fresh everywhere.
 */
export function useCachedList<T>(name: CachedListName): CachedList<T> {
  const client = useQueryClient();
  const query = useQuery(cachedListQuery(client, name));
  const refresh = useCallback(async () => {
    const entry = await fetchInto(client, name, true);
    client.setQueryData(keyOf(name), entry);
  }, [client, name]);

  return {
    data: query.data?.data as T | undefined,
    loading: query.isFetching,
    failed: query.isError,
    timestamp: query.data?.timestamp ?? null,
    refresh,
  };
}
