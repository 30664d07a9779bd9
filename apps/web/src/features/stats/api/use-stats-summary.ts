import type { StatsSummary } from "@makon/shared";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { StatsFilterParams } from "../stats-params";
import { statsViewQuery } from "./stats-keys";

/** GET /api/stats/summary: the period's figures: sales, money, overdue, units by status and the funnel. */
export function useStatsSummary(filters: StatsFilterParams, enabled = true) {
  return useQuery({
    ...statsViewQuery<StatsSummary>("summary", filters),
    enabled,
    placeholderData: keepPreviousData,
  });
}
