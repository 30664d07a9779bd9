import type { StatsMoney } from "@makon/shared";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { StatsFilterParams } from "../stats-params";
import { statsViewQuery } from "./stats-keys";

/** GET /api/stats/money: due, received and refunded per month, by method and object, and the 12-month forecast. */
export function useStatsMoney(filters: StatsFilterParams, enabled = true) {
  return useQuery({
    ...statsViewQuery<StatsMoney>("money", filters),
    enabled,
    placeholderData: keepPreviousData,
  });
}
