import type { Home } from "@makon/shared";
import { useQuery } from "@tanstack/react-query";
import { apiJson } from "../../../lib/api";

export const homeKey = ["stats", "home"] as const;

/** GET /api/stats/home: the viewer's groups of tiles. Always asked afresh: it is today's work. */
export function useHome() {
  return useQuery({
    queryKey: homeKey,
    queryFn: ({ signal }) => apiJson<Home>("/api/stats/home", { signal }),
    staleTime: 0,
    refetchOnWindowFocus: true,
  });
}
