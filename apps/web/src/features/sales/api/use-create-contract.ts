import type { ContractDetail, CreateContractBody } from "@makon/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiJson } from "../../../lib/api";
import { clientKeys } from "../../clients";
import { chessboardKey } from "../../property";
import { salesKeys } from "./sales-keys";

/** POST /api/shartnoma (contract_create): the unit leaves the free stock at once, the client moves on. */
export function useCreateContract() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (v: { body: CreateContractBody; buildingId: number }) =>
      apiJson<ContractDetail>("/api/shartnoma", { method: "POST", body: v.body }),
    onSettled: (_d, _e, v) => {
      void queryClient.invalidateQueries({ queryKey: salesKeys.unit(v.body.unitId) });
      void queryClient.invalidateQueries({ queryKey: chessboardKey(v.buildingId) });
      void queryClient.invalidateQueries({ queryKey: salesKeys.objects });
      // The client's step moved to "contract".
      void queryClient.invalidateQueries({ queryKey: clientKeys.card(v.body.clientId) });
      void queryClient.invalidateQueries({ queryKey: clientKeys.all });
    },
  });
}
