import type { TodayVisit } from "@makon/shared";
import { useQuery } from "@tanstack/react-query";
import { apiJson } from "../../../lib/api";
import { intakeKeys } from "./intake-keys";

/** GET /api/client/visits/today → today's visitors (Tashkent day), newest first. */
export function useTodayVisits() {
  return useQuery({
    queryKey: intakeKeys.todayVisits(),
    queryFn: ({ signal }) => apiJson<TodayVisit[]>("/api/client/visits/today?scope=all", { signal }),
    staleTime: 0,
    // The desk stays open all day: other receptionists' visitors show up without a reload.
    refetchInterval: 60_000,
  });
}
