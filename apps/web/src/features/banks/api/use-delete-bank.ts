import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiJson } from "../../../lib/api";
import { banksKey } from "./use-banks";

/** DELETE /api/bank/{id} → 204; 409 IN_USE while it has branches, accounts or applications. */
export function deleteBank(id: number): Promise<void> {
  return apiJson<void>(`/api/bank/${id}`, { method: "DELETE" });
}

export function useDeleteBank() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteBank,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: banksKey }),
  });
}
