import { tashkentToday } from "@makon/shared";
import type { QueryClient } from "@tanstack/react-query";
import { prefetchCachedList } from "../../lib/cache";
import { statsViewQuery } from "./api/stats-keys";
import { statsParamsFromSearch } from "./stats-params";

/**
 * /flow_chart's first requests, asked as it opens (its page's screenData): the period's figures and
 * the open view's, for the filters its address names, and the objects for the filter.
 */
export function prefetchStats(client: QueryClient, search: URLSearchParams): void {
  const { view, ...filters } = statsParamsFromSearch(search, tashkentToday());
  void client.prefetchQuery(statsViewQuery("summary", filters));
  void client.prefetchQuery(statsViewQuery(view, filters));
  prefetchCachedList(client, "objects");
}
