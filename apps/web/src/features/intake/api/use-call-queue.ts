import type { ClientRow } from "@makon/shared";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { apiJson } from "../../../lib/api";
import { intakeKeys, type QueueDue, type QueueScope } from "./intake-keys";

export interface CallQueuePage {
  items: ClientRow[];
  total: number;
  page: number;
  size: number;
}

/** How many callbacks one screen shows; a longer queue says how many more there are. */
export const QUEUE_SIZE = 100;

/** GET /api/client/calls/queue → callbacks due by the end of today or overdue, oldest first. */
export function useCallQueue(scope: QueueScope, due?: QueueDue) {
  return useQuery({
    queryKey: intakeKeys.queue(scope, due),
    queryFn: ({ signal }) =>
      apiJson<CallQueuePage>(
        `/api/client/calls/queue?scope=${scope}${due ? `&due=${due}` : ""}&page=1&size=${QUEUE_SIZE}`,
        { signal },
      ),
    placeholderData: keepPreviousData,
    staleTime: 0,
    refetchInterval: 60_000,
  });
}
