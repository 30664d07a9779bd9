import type { Chessboard } from "@makon/shared";
import { type QueryClient, queryOptions, useQuery } from "@tanstack/react-query";
import { ApiError, apiJson } from "../../../../lib/api";

export const chessboardKey = (id: number) => ["chessboard", id] as const;

export function getChessboard(id: number, signal?: AbortSignal): Promise<Chessboard> {
  return apiJson<Chessboard>(`/api/bino/${id}/chessboard`, { signal });
}

/** The board's query, shared by the screens and the page-load prefetch (app/route-data.ts). */
function chessboardQuery(id: number | null) {
  return queryOptions({
    queryKey: chessboardKey(id ?? 0),
    queryFn: ({ signal }) => getChessboard(id as number, signal),
    enabled: id !== null,
    retry: (count, error) => count < 1 && !(error instanceof ApiError && error.status === 404),
  });
}

/** GET /api/bino/{id}/chessboard: the building, its entrances and every unit. A 404 is final. */
export function useChessboard(id: number | null) {
  return useQuery(chessboardQuery(id));
}

/** Asks for a board before its screen renders (a full page load of /bino or /sotuv_bino). */
export function prefetchChessboard(client: QueryClient, id: number | null): void {
  if (id !== null) void client.prefetchQuery(chessboardQuery(id));
}
