import type {
  CreatePaymentBody,
  DebtActionBody,
  DebtActionResult,
  DebtCaseBulkResult,
  DebtCaseCreateBody,
} from "@makon/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiJson } from "../../../lib/api";
import { debtKeys } from "./collection-keys";

/**
 * After any change collections are read again, and so are what a payment, a restructuring or a
 * termination moves elsewhere: the contract's screens, the boards, the bell.
 */
function useRefresh() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: debtKeys.all }),
      queryClient.invalidateQueries({ queryKey: ["contracts"] }),
      queryClient.invalidateQueries({ queryKey: ["history"] }),
      queryClient.invalidateQueries({ queryKey: ["notifications"] }),
    ]);
}

/** POST /api/undiruv → 201 {id}; an open case → 409 DEBT_CASE_OPEN. */
export function useOpenCase() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: DebtCaseCreateBody) =>
      apiJson<{ id: number }>("/api/undiruv", { method: "POST", body }),
    onSuccess: refresh,
  });
}

/** POST /api/undiruv/bulk: cases for the ticked debtors; those with an open case are skipped. */
export function useOpenCases() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: { contractIds: number[]; assigneeId?: number }) =>
      apiJson<DebtCaseBulkResult>("/api/undiruv/bulk", { method: "POST", body }),
    onSettled: refresh,
  });
}

/** POST /api/undiruv/{id}/assign (debt_escalate). */
export function useAssignCase(id: number) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (assigneeId: number) =>
      apiJson<unknown>(`/api/undiruv/${id}/assign`, { method: "POST", body: { assigneeId } }),
    onSettled: refresh,
  });
}

/** POST /api/undiruv/{id}/actions: the case's status follows (debtStatusAfter). */
export function useRecordAction(id: number) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: DebtActionBody) =>
      apiJson<DebtActionResult>(`/api/undiruv/${id}/actions`, { method: "POST", body }),
    onSuccess: refresh,
  });
}

/**
 * POST /api/undiruv/{id}/payments with the dialog's Idempotency-Key: a retry after a lost answer
 * sends the same key, so the server answers with the first payment instead of booking a second.
 */
export function useRecordCasePayment(id: number) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ body, key }: { body: CreatePaymentBody; key: string }) =>
      apiJson<{ paymentId: number; status: string }>(`/api/undiruv/${id}/payments`, {
        method: "POST",
        body,
        headers: { "Idempotency-Key": key },
      }),
    onSuccess: refresh,
  });
}

/** POST /api/undiruv/{id}/close. */
export function useCloseCase(id: number) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (note: string) =>
      apiJson<unknown>(`/api/undiruv/${id}/close`, { method: "POST", body: { note } }),
    onSettled: refresh,
  });
}

/** POST /api/undiruv/{id}/penalty-waiver (debt_penalty_waive). */
export function useWaivePenalty(id: number) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (reason: string) =>
      apiJson<{ id: number; amount: number }>(`/api/undiruv/${id}/penalty-waiver`, {
        method: "POST",
        body: { reason },
      }),
    onSettled: refresh,
  });
}
