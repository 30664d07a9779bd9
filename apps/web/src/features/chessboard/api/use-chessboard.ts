import type { Chessboard } from "@makon/shared";
import { useQuery } from "@tanstack/react-query";
import { ApiError, apiJson } from "../../../lib/api";

export const chessboardKey = (id: number) => ["chessboard", id] as const;

export function getChessboard(id: number, signal?: AbortSignal): Promise<Chessboard> {
  return apiJson<Chessboard>(`/api/bino/${id}/chessboard`, { signal });
}

/** GET /api/bino/{id}/chessboard: the building, its entrances and every unit. A 404 is final. */
export function useChessboard(id: number | null) {
  return useQuery({
    queryKey: chessboardKey(id ?? 0),
    queryFn: ({ signal }) => getChessboard(id as number, signal),
    enabled: id !== null,
    retry: (count, error) => count < 1 && !(error instanceof ApiError && error.status === 404),
  });
}
