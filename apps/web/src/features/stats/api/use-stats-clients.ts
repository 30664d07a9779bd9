import type { StatsClients } from "@makon/shared";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { StatsFilterParams } from "../stats-params";
import { statsViewQuery } from "./stats-keys";

/** GET /api/stats/clients: the clients' Sankey and conversion by source and manager. */
export function useStatsClients(filters: StatsFilterParams, enabled = true) {
  return useQuery({
    ...statsViewQuery<StatsClients>("clients", filters),
    enabled,
    placeholderData: keepPreviousData,
  });
}
