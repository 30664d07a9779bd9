import type { StatsSales } from "@makon/shared";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { apiJson } from "../../../lib/api";
import { type StatsFilterParams, statsApiSearch } from "../stats-params";
import { STATS_QUERY, statsKeys } from "./stats-keys";

/** GET /api/stats/sales: sales per month, price per m² by object and rooms, the managers. */
export function useStatsSales(filters: StatsFilterParams, enabled = true) {
  return useQuery({
    queryKey: statsKeys.view("sales", filters),
    queryFn: ({ signal }) =>
      apiJson<StatsSales>(`/api/stats/sales?${statsApiSearch(filters)}`, { signal, cache: "no-cache" }),
    enabled,
    placeholderData: keepPreviousData,
    ...STATS_QUERY,
  });
}
