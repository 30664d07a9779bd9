import type {
  ChangePaymentTypeBody,
  ContractDetail,
  CreatePaymentBody,
  Payment,
  PaymentKind,
  RescheduleBody,
} from "@makon/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiJson } from "../../../lib/api";
import { clientKeys } from "../../clients";
import { contractKeys } from "./contract-keys";

/** After any change the contract, its payments, the lists and the history are read again. */
function useRefresh(id: number) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: contractKeys.detail(id) }),
      queryClient.invalidateQueries({ queryKey: contractKeys.payments(id) }),
      queryClient.invalidateQueries({ queryKey: contractKeys.lists() }),
      queryClient.invalidateQueries({ queryKey: ["history"] }),
      // A refusal frees the unit and a step moves the client: boards, sales cards, clients.
      queryClient.invalidateQueries({ queryKey: ["chessboard"] }),
      queryClient.invalidateQueries({ queryKey: ["sales"] }),
      queryClient.invalidateQueries({ queryKey: ["client-card"] }),
      queryClient.invalidateQueries({ queryKey: clientKeys.all }),
    ]);
}

/**
 * POST /api/shartnoma/{id}/payments (or /refunds: money paid back on a refused contract) with the
 * form's Idempotency-Key: a retry after a lost answer sends the same key, so the server answers
 * with the first payment instead of making a second.
 */
export function useRecordPayment(id: number, kind: PaymentKind = "payment") {
  const refresh = useRefresh(id);
  return useMutation({
    mutationFn: ({ body, key }: { body: CreatePaymentBody; key: string }) =>
      apiJson<Payment>(`/api/shartnoma/${id}/${kind === "refund" ? "refunds" : "payments"}`, {
        method: "POST",
        body,
        headers: { "Idempotency-Key": key },
      }),
    onSuccess: refresh,
  });
}

export function useCancelPayment(id: number) {
  const refresh = useRefresh(id);
  return useMutation({
    mutationFn: ({ paymentId, reason }: { paymentId: number; reason: string }) =>
      apiJson<Payment>(`/api/shartnoma/${id}/payments/${paymentId}/cancel`, {
        method: "POST",
        body: { reason },
      }),
    onSuccess: refresh,
  });
}

export type ProcessAction =
  | { kind: "conclude" }
  | { kind: "bank"; bankId: number; note: string | null }
  | { kind: "refuse"; reason: string };

/** Conclude, refuse (each answers with the contract as it now is), send to the bank stage. */
export function useContractAction(id: number) {
  const refresh = useRefresh(id);
  return useMutation({
    mutationFn: (action: ProcessAction) => {
      if (action.kind === "conclude")
        return apiJson<ContractDetail>(`/api/shartnoma/${id}/conclude`, { method: "POST" });
      if (action.kind === "bank")
        // Answers the new application's id; the contract is read again by refresh.
        return apiJson<{ id: number }>(`/api/shartnoma/${id}/bank`, {
          method: "POST",
          body: { bankId: action.bankId, note: action.note },
        });
      return apiJson<ContractDetail>(`/api/shartnoma/${id}/otkaz`, {
        method: "POST",
        body: { reason: action.reason },
      });
    },
    onSuccess: refresh,
  });
}

/** PUT /api/shartnoma/{id}/scan with the file itself as the body (no multipart). */
export function useUploadScan(id: number) {
  const refresh = useRefresh(id);
  return useMutation({
    mutationFn: (file: File) =>
      apiJson<{ ok: boolean }>(`/api/shartnoma/${id}/scan`, { method: "PUT", body: file }),
    onSuccess: refresh,
  });
}

/** POST /api/shartnoma/{id}/schedule: a new schedule version (the old one is kept). */
export function useReschedule(id: number) {
  const refresh = useRefresh(id);
  return useMutation({
    mutationFn: (body: RescheduleBody) =>
      apiJson<ContractDetail>(`/api/shartnoma/${id}/schedule`, { method: "POST", body }),
    onSuccess: refresh,
  });
}

/** POST /api/shartnoma/{id}/payment-type: a deal in process paid another way (a new schedule version). */
export function useChangePaymentType(id: number) {
  const refresh = useRefresh(id);
  return useMutation({
    mutationFn: (body: ChangePaymentTypeBody) =>
      apiJson<ContractDetail>(`/api/shartnoma/${id}/payment-type`, { method: "POST", body }),
    onSuccess: refresh,
  });
}
