import type { StatsClients } from "@makon/shared";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { apiJson } from "../../../lib/api";
import { type StatsFilterParams, statsApiSearch } from "../stats-params";
import { STATS_QUERY, statsKeys } from "./stats-keys";

/** GET /api/stats/clients: the clients' Sankey and conversion by source and manager. */
export function useStatsClients(filters: StatsFilterParams, enabled = true) {
  return useQuery({
    queryKey: statsKeys.view("clients", filters),
    queryFn: ({ signal }) =>
      apiJson<StatsClients>(`/api/stats/clients?${statsApiSearch(filters)}`, { signal, cache: "no-cache" }),
    enabled,
    placeholderData: keepPreviousData,
    ...STATS_QUERY,
  });
}
