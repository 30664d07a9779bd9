import type { StatsSales } from "@makon/shared";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { StatsFilterParams } from "../stats-params";
import { statsViewQuery } from "./stats-keys";

/** GET /api/stats/sales: sales per month, price per m² by object and rooms, the managers. */
export function useStatsSales(filters: StatsFilterParams, enabled = true) {
  return useQuery({
    ...statsViewQuery<StatsSales>("sales", filters),
    enabled,
    placeholderData: keepPreviousData,
  });
}
