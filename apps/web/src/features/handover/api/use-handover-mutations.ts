import type {
  AppointmentCloseBody,
  AppointmentCreated,
  AppointmentRescheduleBody,
  HandoverCreateBody,
  HandoverCreated,
  HandoverDefectFixBody,
  HandoverDefectInput,
  HandoverPatchBody,
  HandoverSettings,
} from "@makon/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiJson } from "../../../lib/api";
import { handoverKeys } from "./handover-keys";

/**
 * After any change handover is read again, and so is what an act moves elsewhere: the contract's
 * screens (its status), the boards (the unit handed over), the history.
 */
function useRefresh() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: handoverKeys.all }),
      queryClient.invalidateQueries({ queryKey: ["contracts"] }),
      queryClient.invalidateQueries({ queryKey: ["history"] }),
      queryClient.invalidateQueries({ queryKey: ["chessboard"] }),
    ]);
}

/** POST /api/topshiruv → 201 {id, actNumber}. */
export function useCreateAct() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: HandoverCreateBody) =>
      apiJson<HandoverCreated>("/api/topshiruv", { method: "POST", body }),
    onSuccess: refresh,
  });
}

/** PATCH /api/topshiruv/{id}: keys, readings, note, cadastre. */
export function usePatchAct(id: number) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: HandoverPatchBody) =>
      apiJson<unknown>(`/api/topshiruv/${id}`, { method: "PATCH", body }),
    onSuccess: refresh,
  });
}

/** POST /api/topshiruv/{id}/defects. */
export function useAddDefect(id: number) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: HandoverDefectInput) =>
      apiJson<{ id: number }>(`/api/topshiruv/${id}/defects`, { method: "POST", body }),
    onSuccess: refresh,
  });
}

/** POST /api/topshiruv/{id}/defects/{defectId}/fix; once (409 HANDOVER_DEFECT_FIXED). */
export function useFixDefect() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (v: { actId: number; defectId: number; body: HandoverDefectFixBody }) =>
      apiJson<unknown>(`/api/topshiruv/${v.actId}/defects/${v.defectId}/fix`, {
        method: "POST",
        body: v.body,
      }),
    onSettled: refresh,
  });
}

/** POST /api/topshiruv/{id}/scan: the signed act (PDF, JPEG or PNG, raw body). */
export function useUploadActScan(id: number) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (file: File) => apiJson<unknown>(`/api/topshiruv/${id}/scan`, { method: "POST", body: file }),
    onSuccess: refresh,
  });
}

/** POST /api/topshiruv/{id}/defects/{defectId}/photo (JPEG or PNG, raw body). */
export function useUploadDefectPhoto(id: number) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (v: { defectId: number; file: File }) =>
      apiJson<unknown>(`/api/topshiruv/${id}/defects/${v.defectId}/photo`, { method: "POST", body: v.file }),
    onSuccess: refresh,
  });
}

/** POST /api/shartnoma/{id}/handover-permit (handover_permit). */
export function usePermitHandover() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (v: { contractId: number; reason: string }) =>
      apiJson<{ id: number }>(`/api/shartnoma/${v.contractId}/handover-permit`, {
        method: "POST",
        body: { reason: v.reason },
      }),
    onSuccess: refresh,
  });
}

/** POST /api/topshiruv/appointments, or …/{id}/reschedule when an appointment is moved. */
export function useSaveAppointment() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (v: { contractId: number; rescheduleId: number | null; body: AppointmentRescheduleBody }) =>
      v.rescheduleId === null
        ? apiJson<AppointmentCreated>("/api/topshiruv/appointments", {
            method: "POST",
            body: { contractId: v.contractId, ...v.body },
          })
        : apiJson<AppointmentCreated>(`/api/topshiruv/appointments/${v.rescheduleId}/reschedule`, {
            method: "POST",
            body: v.body,
          }),
    onSuccess: refresh,
  });
}

/** POST /api/topshiruv/appointments/{id}/status: no-show or cancelled. */
export function useCloseAppointment() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (v: { id: number; body: AppointmentCloseBody }) =>
      apiJson<unknown>(`/api/topshiruv/appointments/${v.id}/status`, { method: "POST", body: v.body }),
    onSettled: refresh,
  });
}

/** PUT /api/topshiruv/settings (handover_permit). */
export function useSaveHandoverSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: HandoverSettings) =>
      apiJson<HandoverSettings>("/api/topshiruv/settings", { method: "PUT", body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: handoverKeys.settings() }),
  });
}
