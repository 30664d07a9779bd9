import { MutationCache, QueryClient } from "@tanstack/react-query";
import { ApiError } from "../lib/api";
import { CACHED_LISTS_KEY } from "../lib/cache";

/**
 * One more try for a dropped connection or a server error; none for an answer the server gave on
 * purpose (4xx: not found, out of scope, bad input): trying again a second later only holds the
 * screen's message back by that second.
 */
export function retryOnce(count: number, error: unknown): boolean {
  return count < 1 && !(error instanceof ApiError && error.status >= 400 && error.status < 500);
}

export const queryClient = new QueryClient({
  // Any successful write may change a cached list (a new building, a renamed section, a price):
  // the lists are asked again with their ETags, so only a list that really changed is sent.
  // Mounted lists (the menu's sections, a screen's pickers) refresh before the write counts as
  // done, so the success notice never shows beside a stale menu; the others on their next use.
  mutationCache: new MutationCache({
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CACHED_LISTS_KEY }),
  }),
  defaultOptions: {
    queries: {
      // Staff keep a screen open for hours; data refreshes on navigation, not on every focus.
      refetchOnWindowFocus: false,
      retry: retryOnce,
      staleTime: 30_000,
    },
    mutations: { retry: false },
  },
});
