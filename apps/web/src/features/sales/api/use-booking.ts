import type { Booking, UnitRow } from "@makon/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiJson } from "../../../lib/api";
import { clientKeys } from "../../clients";
import { chessboardKey } from "../../property";
import { salesKeys } from "./sales-keys";

/**
 * After a booking changes, the unit card, the board and the free counts are stale, and so is the
 * client (a booking moves their step).
 */
function useRefreshUnit() {
  const queryClient = useQueryClient();
  return (unit: Pick<UnitRow, "id" | "buildingId">, clientId?: number) => {
    void queryClient.invalidateQueries({ queryKey: salesKeys.unit(unit.id) });
    void queryClient.invalidateQueries({ queryKey: chessboardKey(unit.buildingId) });
    void queryClient.invalidateQueries({ queryKey: salesKeys.objects });
    if (clientId !== undefined) {
      void queryClient.invalidateQueries({ queryKey: clientKeys.card(clientId) });
      void queryClient.invalidateQueries({ queryKey: clientKeys.all });
    }
  };
}

/** POST /api/uy/{id}/bron (unit_book). */
export function useBookUnit() {
  const refresh = useRefreshUnit();
  return useMutation({
    mutationFn: (v: { unit: UnitRow; clientId: number; hours: number }) =>
      apiJson<Booking>(`/api/uy/${v.unit.id}/bron`, {
        method: "POST",
        body: { clientId: v.clientId, hours: v.hours },
      }),
    onSettled: (_d, _e, v) => refresh(v.unit, v.clientId),
  });
}

/** DELETE /api/uy/{id}/bron (unit_release). */
export function useReleaseUnit() {
  const refresh = useRefreshUnit();
  return useMutation({
    mutationFn: (unit: UnitRow) => apiJson<Booking>(`/api/uy/${unit.id}/bron`, { method: "DELETE" }),
    onSettled: (_d, _e, unit) => refresh(unit),
  });
}
