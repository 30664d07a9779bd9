import type { TodayVisit } from "@makon/shared";
import { type QueryClient, queryOptions, useQuery } from "@tanstack/react-query";
import { apiJson } from "../../../lib/api";
import { ASKED_ON_OPENING_MS } from "../../../lib/asked-on-opening";
import { prefetchCachedList } from "../../../lib/cache";
import { intakeKeys } from "./intake-keys";

/** GET /api/client/visits/today → today's visitors (Tashkent day), newest first. */
export function useTodayVisits() {
  return useQuery({
    ...todayVisitsQuery(),
    // The desk stays open all day: other receptionists' visitors show up without a reload.
    refetchInterval: 60_000,
  });
}

const todayVisitsQuery = () =>
  queryOptions({
    queryKey: intakeKeys.todayVisits(),
    queryFn: ({ signal }) => apiJson<TodayVisit[]>("/api/client/visits/today?scope=all", { signal }),
    staleTime: ASKED_ON_OPENING_MS,
  });

/** Today's visitors and the interest fields' objects, asked as /reciption opens (its page's screenData). */
export function prefetchReception(client: QueryClient): void {
  void client.prefetchQuery(todayVisitsQuery());
  prefetchCachedList(client, "objects");
}
