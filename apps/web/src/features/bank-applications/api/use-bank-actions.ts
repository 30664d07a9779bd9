import type { BankApplicationDetail, BankDocumentKind, BankStatusBody } from "@makon/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiJson } from "../../../lib/api";
import { bankKeys } from "./bank-keys";

/**
 * After any change the application, the lists, the desks and the history are read again; a
 * decision also moves the contract (its screens) and may pay it (payments).
 */
function useRefresh() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: bankKeys.all }),
      queryClient.invalidateQueries({ queryKey: ["history"] }),
      queryClient.invalidateQueries({ queryKey: ["contracts"] }),
      queryClient.invalidateQueries({ queryKey: ["notifications"] }),
    ]);
}

/** POST /api/ariza/{id}/status: a move to one of the application's `moves`. */
export function useMoveApplication(id: number) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: BankStatusBody) =>
      apiJson<BankApplicationDetail>(`/api/ariza/${id}/status`, { method: "POST", body }),
    // A refused move (409: someone moved it first; 403: rights changed) refreshes the screen too.
    onSettled: refresh,
  });
}

/** POST /api/ariza/{id}/assign. */
export function useAssignApplication(id: number) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (assigneeId: number) =>
      apiJson<unknown>(`/api/ariza/${id}/assign`, { method: "POST", body: { assigneeId } }),
    onSettled: refresh,
  });
}

/** POST /api/ariza/assign: many of the head's queue to one employee at once. */
export function useBulkAssign() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (v: { ids: number[]; assigneeId: number }) =>
      apiJson<{ items: { id: number; changed: boolean }[] }>("/api/ariza/assign", {
        method: "POST",
        body: v,
      }),
    onSettled: refresh,
  });
}

/** PUT /api/ariza/{id}/documents/{kind} with the file itself as the body (no multipart). */
export function useUploadDocument(id: number) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ kind, file }: { kind: BankDocumentKind; file: File }) =>
      apiJson<unknown>(`/api/ariza/${id}/documents/${kind}`, { method: "PUT", body: file }),
    onSuccess: refresh,
  });
}

/** POST /api/ariza/{id}/comments. */
export function useAddComment(id: number) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (text: string) =>
      apiJson<unknown>(`/api/ariza/${id}/comments`, { method: "POST", body: { text } }),
    onSuccess: refresh,
  });
}
