import type { StatsView } from "@makon/shared";
import { useMutation } from "@tanstack/react-query";
import { downloadFile } from "../../../lib/excel";
import { type RowsTarget, rowsApiSearch } from "../rows-query";
import { type StatsFilterParams, statsApiSearch } from "../stats-params";

/** GET /api/stats/export?view=: a view's tables as one workbook (export_excel). */
export function useExportStatsView() {
  return useMutation({
    mutationFn: (v: { view: StatsView; filters: StatsFilterParams; fallbackName: string }) =>
      downloadFile(`/api/stats/export?${statsApiSearch(v.filters, [["view", v.view]])}`, v.fallbackName),
  });
}

/** GET /api/stats/rows/export: every row a figure sums (export_excel). */
export function useExportStatsRows() {
  return useMutation({
    mutationFn: (v: { target: RowsTarget; filters: StatsFilterParams; fallbackName: string }) =>
      downloadFile(`/api/stats/rows/export?${rowsApiSearch(v.filters, v.target)}`, v.fallbackName),
  });
}
