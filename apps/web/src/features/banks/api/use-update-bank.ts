import type { BankListItem, UpdateBankBody } from "@makon/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiJson } from "../../../lib/api";
import { banksKey } from "./use-banks";

export interface UpdateBankInput {
  id: number;
  body: UpdateBankBody;
}

/** PATCH /api/bank/{id} → the bank. */
export function updateBank({ id, body }: UpdateBankInput): Promise<BankListItem> {
  return apiJson<BankListItem>(`/api/bank/${id}`, { method: "PATCH", body });
}

export function useUpdateBank() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateBank,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: banksKey }),
  });
}
