import { useCallback, useEffect, useSyncExternalStore } from "react";
import { listCache } from "./list-cache-instance";
import { CACHED_LISTS, type CachedListName } from "./lists";

export interface CachedList<T> {
  data: T | undefined;
  /** A request for the list is running (a copy may already be shown). */
  loading: boolean;
  failed: boolean;
  /** When the shown copy was last confirmed by the server. */
  timestamp: number | null;
  /** Fetches the whole list again, ignoring the copy's ETag. */
  refresh: () => Promise<void>;
}

/** One of the cached lists: the copy at once, then revalidated with If-None-Match on mount. */
export function useCachedList<T>(name: CachedListName): CachedList<T> {
  const { url, persist } = CACHED_LISTS[name];
  const subscribe = useCallback((listener: () => void) => listCache.subscribe(name, listener), [name]);
  const state = useSyncExternalStore(subscribe, () => listCache.getState(name));

  useEffect(() => {
    void listCache.load(name, url, { persist });
  }, [name, url, persist]);

  const refresh = useCallback(
    () => listCache.load(name, url, { persist, force: true }),
    [name, url, persist],
  );

  return {
    data: state.data as T | undefined,
    loading: state.loading,
    failed: state.failed,
    timestamp: state.timestamp,
    refresh,
  };
}
