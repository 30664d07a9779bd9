import type { Home } from "@makon/shared";
import { type QueryClient, queryOptions, useQuery } from "@tanstack/react-query";
import { apiJson } from "../../../lib/api";
import { ASKED_ON_OPENING_MS } from "../../../lib/asked-on-opening";
import { prefetchCachedList } from "../../../lib/cache";

export const homeKey = ["stats", "home"] as const;

const homeQuery = () =>
  queryOptions({
    queryKey: homeKey,
    queryFn: ({ signal }) => apiJson<Home>("/api/stats/home", { signal }),
    staleTime: ASKED_ON_OPENING_MS,
  });

/** GET /api/stats/home: the viewer's groups of tiles. Asked afresh on every opening: it is today's work. */
export function useHome() {
  return useQuery({ ...homeQuery(), refetchOnWindowFocus: true });
}

/** The home's tiles and the objects' unit figures, asked as the home opens (its page's screenData). */
export function prefetchHome(client: QueryClient): void {
  void client.prefetchQuery(homeQuery());
  prefetchCachedList(client, "unitStats");
}
