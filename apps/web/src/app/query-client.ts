import { QueryClient } from "@tanstack/react-query";
import { ApiError } from "../lib/api";

/**
 * One more try for a dropped connection or a server error; none for an answer the server gave on
 * purpose (4xx: not found, out of scope, bad input): trying again a second later only holds the
 * screen's message back by that second.
 */
export function retryOnce(count: number, error: unknown): boolean {
  return count < 1 && !(error instanceof ApiError && error.status >= 400 && error.status < 500);
}

export const queryClient = new QueryClient({
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
