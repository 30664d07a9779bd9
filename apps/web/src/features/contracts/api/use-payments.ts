import { type PaymentPage, tashkentToday } from "@makon/shared";
import { keepPreviousData, queryOptions, useMutation, useQuery } from "@tanstack/react-query";
import { apiJson } from "../../../lib/api";
import { ASKED_ON_OPENING_MS } from "../../../lib/asked-on-opening";
import { downloadFile } from "../../../lib/excel";
import { type PaymentListParams, paymentList } from "../payment-params";
import { contractKeys } from "./contract-keys";

/** The period a journal shows when the address names none: this month so far, in Tashkent. */
export function periodOf(params: PaymentListParams): PaymentListParams & { from: string; to: string } {
  const today = tashkentToday();
  return { ...params, from: params.from ?? `${today.slice(0, 8)}01`, to: params.to ?? today };
}

const paymentsQuery = (params: PaymentListParams) =>
  queryOptions({
    // Under the contracts' keys: a payment taken or cancelled on a contract refreshes the journal.
    queryKey: [...contractKeys.all, "journal", params] as const,
    queryFn: ({ signal }) =>
      apiJson<PaymentPage>(`/api/shartnoma/payments?${paymentList.apiSearch(periodOf(params))}`, {
        signal,
        cache: "no-store",
      }),
    staleTime: ASKED_ON_OPENING_MS,
  });

/** GET /api/shartnoma/payments: one page of the journal; the previous page stays while the next loads. */
export function usePayments(params: PaymentListParams) {
  return useQuery({ ...paymentsQuery(params), placeholderData: keepPreviousData });
}

/** The journal's filter as a spreadsheet (export_excel). */
export function useExportPayments() {
  return useMutation({
    mutationFn: (v: { params: PaymentListParams; fallbackName: string }) =>
      downloadFile(
        `/api/shartnoma/payments/export?${paymentList.exportSearch(periodOf(v.params))}`,
        v.fallbackName,
      ),
  });
}
