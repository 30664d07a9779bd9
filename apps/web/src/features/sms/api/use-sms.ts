import type { SmsKind, SmsPage, SmsStatus } from "@makon/shared";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiJson, apiRequest } from "../../../lib/api";
import { smsKeys } from "./sms-keys";

export interface SmsParams {
  page: number;
  size: number;
  status?: SmsStatus | undefined;
  kind?: SmsKind | undefined;
  clientId?: number | undefined;
  caseId?: number | undefined;
}

export function smsSearch(p: SmsParams): string {
  const q = new URLSearchParams({ page: String(p.page), size: String(p.size) });
  if (p.status) q.set("status", p.status);
  if (p.kind) q.set("kind", p.kind);
  if (p.clientId) q.set("clientId", String(p.clientId));
  if (p.caseId) q.set("caseId", String(p.caseId));
  return q.toString();
}

/** GET /api/sms: one page of the outbox (no-store: phones and names are personal data). */
export function useSmsPage(params: SmsParams) {
  return useQuery({
    queryKey: [...smsKeys.page(), params] as const,
    queryFn: ({ signal }) => apiJson<SmsPage>(`/api/sms?${smsSearch(params)}`, { signal, cache: "no-store" }),
    placeholderData: keepPreviousData,
    staleTime: 0,
    gcTime: 60_000,
  });
}

/** The outbox and a case's screen (which lists its messages) are read again after a change. */
function useRefresh() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: smsKeys.all }),
      queryClient.invalidateQueries({ queryKey: ["collections"] }),
    ]);
}

/** POST /api/sms/{id}/retry (debt_work): a failed message is queued once more. */
export function useRetrySms() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: number) => apiRequest(`/api/sms/${id}/retry`, { method: "POST" }),
    onSettled: refresh,
  });
}

/** GET /api/client/{id}/sms-opt-out. */
export function useSmsOptOut(clientId: number) {
  return useQuery({
    queryKey: smsKeys.optOut(clientId),
    queryFn: ({ signal }) =>
      apiJson<{ optOut: boolean }>(`/api/client/${clientId}/sms-opt-out`, { signal, cache: "no-store" }),
  });
}

/** PUT /api/client/{id}/sms-opt-out (client_edit or debt_work); queued messages are cancelled. */
export function useSetSmsOptOut(clientId: number) {
  const refresh = useRefresh();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (optOut: boolean) =>
      apiJson<{ optOut: boolean }>(`/api/client/${clientId}/sms-opt-out`, {
        method: "PUT",
        body: { optOut },
      }),
    onSuccess: (r) => queryClient.setQueryData(smsKeys.optOut(clientId), r),
    onSettled: () => Promise.all([refresh(), queryClient.invalidateQueries({ queryKey: ["clients"] })]),
  });
}
