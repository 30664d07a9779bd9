import type { StatsRowsPage } from "@makon/shared";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { apiJson } from "../../../lib/api";
import { type RowsTarget, rowsApiSearch } from "../rows-query";
import type { StatsFilterParams } from "../stats-params";
import { STATS_QUERY, statsKeys } from "./stats-keys";

/** GET /api/stats/rows: one page of the rows a figure sums, with their sum (no-store: names). */
export function useStatsRows(
  filters: StatsFilterParams,
  target: RowsTarget | undefined,
  paging: { page: number; size: number },
) {
  const search = target ? rowsApiSearch(filters, target, paging) : "";
  return useQuery({
    queryKey: statsKeys.rows({ search }),
    queryFn: ({ signal }) =>
      apiJson<StatsRowsPage>(`/api/stats/rows?${search}`, { signal, cache: "no-store" }),
    enabled: target !== undefined,
    placeholderData: keepPreviousData,
    ...STATS_QUERY,
  });
}
