import type { BankListItem, CreateBankBody } from "@makon/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiJson } from "../../../lib/api";
import { banksKey } from "./use-banks";

/** POST /api/bank → the new bank; 409 MFO_TAKEN when the MFO is already used. */
export function createBank(body: CreateBankBody): Promise<BankListItem> {
  return apiJson<BankListItem>("/api/bank", { method: "POST", body });
}

export function useCreateBank() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createBank,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: banksKey }),
  });
}
