import type { StatsMoney } from "@makon/shared";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { apiJson } from "../../../lib/api";
import { type StatsFilterParams, statsApiSearch } from "../stats-params";
import { STATS_QUERY, statsKeys } from "./stats-keys";

/** GET /api/stats/money: due, received and refunded per month, by method and object, and the 12-month forecast. */
export function useStatsMoney(filters: StatsFilterParams, enabled = true) {
  return useQuery({
    queryKey: statsKeys.view("money", filters),
    queryFn: ({ signal }) =>
      apiJson<StatsMoney>(`/api/stats/money?${statsApiSearch(filters)}`, { signal, cache: "no-cache" }),
    enabled,
    placeholderData: keepPreviousData,
    ...STATS_QUERY,
  });
}
