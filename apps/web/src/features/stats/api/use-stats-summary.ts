import type { StatsSummary } from "@makon/shared";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { apiJson } from "../../../lib/api";
import { type StatsFilterParams, statsApiSearch } from "../stats-params";
import { STATS_QUERY, statsKeys } from "./stats-keys";

/** GET /api/stats/summary: the period's figures: sales, money, overdue, units by status and the funnel. */
export function useStatsSummary(filters: StatsFilterParams, enabled = true) {
  return useQuery({
    queryKey: statsKeys.view("summary", filters),
    queryFn: ({ signal }) =>
      apiJson<StatsSummary>(`/api/stats/summary?${statsApiSearch(filters)}`, { signal, cache: "no-cache" }),
    enabled,
    placeholderData: keepPreviousData,
    ...STATS_QUERY,
  });
}
