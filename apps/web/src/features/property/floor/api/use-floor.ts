import type { FloorDetail } from "@makon/shared";
import { useQuery } from "@tanstack/react-query";
import { ApiError, apiJson, apiRequest } from "../../../../lib/api";

/** The floor's detail and its plan share the prefix, so one invalidation reloads both. */
export const floorKey = (id: number) => ["floor", id] as const;
const planKey = (id: number) => ["floor", id, "plan"] as const;

const notFoundIsFinal = (count: number, error: Error) =>
  count < 1 && !(error instanceof ApiError && error.status === 404);

/** GET /api/floor/{id}: the floor, where it is, and its units with their holders. */
export function useFloor(id: number | null) {
  return useQuery({
    queryKey: floorKey(id ?? 0),
    queryFn: ({ signal }) => apiJson<FloorDetail>(`/api/floor/${id}`, { signal }),
    enabled: id !== null,
    retry: notFoundIsFinal,
  });
}

/**
 * GET /api/floor/{id}/plan as a Blob: the route needs the bearer token, which an <img src> cannot
 * send. Kept in memory only (React Query), never in IndexedDB; the page makes the object URL.
 * The browser's HTTP cache is bypassed (the URL stays the same when a plan is replaced); the
 * in-memory copy stays fresh as long as the API's max-age, and an upload invalidates it.
 */
export function useFloorPlan(id: number, enabled: boolean) {
  return useQuery({
    queryKey: planKey(id),
    queryFn: async ({ signal }) => {
      const response = await apiRequest(`/api/floor/${id}/plan`, {
        signal,
        cache: "no-cache",
        headers: { Accept: "image/*" },
      });
      return response.blob();
    },
    enabled,
    staleTime: 5 * 60_000,
    retry: notFoundIsFinal,
  });
}
