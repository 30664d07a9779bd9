import type { UnitRow } from "@makon/shared";
import { keepPreviousData, useMutation, useQuery } from "@tanstack/react-query";
import { apiJson } from "../../../../lib/api";
import { downloadFile } from "../../../../lib/excel";
import { type BazaParams, bazaExportSearch, bazaListSearch } from "../baza-params";

export interface UnitPage {
  items: UnitRow[];
  total: number;
  page: number;
  size: number;
}

/** React Query keys of the property database. */
export const unitKeys = {
  all: ["units"] as const,
  list: (params: BazaParams) => [...unitKeys.all, "list", params] as const,
};

/** GET /api/uy?… → one page of units and the total. */
export function fetchUnits(params: BazaParams, signal?: AbortSignal): Promise<UnitPage> {
  return apiJson<UnitPage>(`/api/uy?${bazaListSearch(params)}`, { signal });
}

/** The page shown; the previous page stays on screen while the next one loads. */
export function useUnits(params: BazaParams) {
  return useQuery({
    queryKey: unitKeys.list(params),
    queryFn: ({ signal }) => fetchUnits(params, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** GET /api/uy/export with the screen's filters → baza.xlsx (needs export_excel). */
export function useExportUnits() {
  return useMutation({
    mutationFn: ({ params, fallbackName }: { params: BazaParams; fallbackName: string }) =>
      downloadFile(`/api/uy/export?${bazaExportSearch(params)}`, fallbackName),
  });
}
