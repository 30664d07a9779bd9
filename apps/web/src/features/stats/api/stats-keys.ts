import { queryOptions } from "@tanstack/react-query";
import { apiJson } from "../../../lib/api";
import { ASKED_ON_OPENING_MS } from "../../../lib/asked-on-opening";
import { type StatsFilterParams, statsApiSearch } from "../stats-params";

/** React Query keys of the stats calls: a payment or a refund elsewhere invalidates `all`. */
export const statsKeys = {
  all: ["stats"] as const,
  view: (name: "summary" | "money" | "sales" | "clients", filters: StatsFilterParams) =>
    ["stats", name, filters] as const,
  rows: (query: Record<string, string | number | undefined>) => ["stats", "rows", query] as const,
};

/**
 * Figures move with every payment: asked again on every opening (ASKED_ON_OPENING_MS: not a second
 * time for the screen's own head start), kept a minute for going back and forth.
 */
export const STATS_QUERY = { staleTime: ASKED_ON_OPENING_MS, gcTime: 60_000 } as const;

/** One view's figures for the filters: GET /api/stats/{name}. The hooks and the screen's head start share it. */
export const statsViewQuery = <T>(
  name: "summary" | "money" | "sales" | "clients",
  filters: StatsFilterParams,
) =>
  queryOptions({
    queryKey: statsKeys.view(name, filters),
    queryFn: ({ signal }) =>
      apiJson<T>(`/api/stats/${name}?${statsApiSearch(filters)}`, { signal, cache: "no-cache" }),
    ...STATS_QUERY,
  });
