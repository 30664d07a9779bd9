import type { Chessboard, Unit, UpdateUnitBody } from "@makon/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiJson } from "../../../../lib/api";
import { chessboardKey } from "./use-chessboard";

export interface UpdateUnitInput {
  id: number;
  buildingId: number;
  body: UpdateUnitBody;
}

/** PATCH /api/uy/{id}: price, rooms, area, type, finishing, on / off sale of a free unit. */
export function updateUnit({ id, body }: UpdateUnitInput): Promise<Unit> {
  return apiJson<Unit>(`/api/uy/${id}`, { method: "PATCH", body });
}

/** Saves a unit, puts the answer on the board at once, then reloads the board. */
export function useUpdateUnit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUnit,
    onSuccess: (unit, { buildingId }) => {
      queryClient.setQueryData<Chessboard>(chessboardKey(buildingId), (board) =>
        board
          ? { ...board, units: board.units.map((u) => (u.id === unit.id ? { ...u, ...unit } : u)) }
          : board,
      );
      return queryClient.invalidateQueries({ queryKey: chessboardKey(buildingId) });
    },
  });
}
