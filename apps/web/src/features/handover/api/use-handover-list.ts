import type { HandoverPage } from "@makon/shared";
import { keepPreviousData, useMutation, useQuery } from "@tanstack/react-query";
import { apiJson } from "../../../lib/api";
import { downloadFile } from "../../../lib/excel";
import { type HandoverParams, handoverApiSearch } from "../list-params";
import { handoverKeys } from "./handover-keys";

/** GET /api/topshiruv: one page of a tab's view (no-store: personal data). */
export function useHandoverList(params: HandoverParams) {
  return useQuery({
    queryKey: [...handoverKeys.list(), params] as const,
    queryFn: ({ signal }) =>
      apiJson<HandoverPage>(`/api/topshiruv?${handoverApiSearch(params, true)}`, {
        signal,
        cache: "no-store",
      }),
    // The previous page stays while the next loads, but never another tab's rows.
    placeholderData: (previous) => (previous?.tab === params.tab ? keepPreviousData(previous) : undefined),
    staleTime: 0,
    gcTime: 60_000,
  });
}

/** GET /api/topshiruv/export with the list's filters → an .xlsx download (export_excel). */
export function useExportHandover() {
  return useMutation({
    mutationFn: (v: { params: HandoverParams; fallbackName: string }) =>
      downloadFile(`/api/topshiruv/export?${handoverApiSearch(v.params, false)}`, v.fallbackName),
  });
}
