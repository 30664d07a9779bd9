import type { UnitRow } from "@makon/shared";
import {
  keepPreviousData,
  type QueryClient,
  queryOptions,
  useMutation,
  useQuery,
} from "@tanstack/react-query";
import { apiJson } from "../../../../lib/api";
import { ASKED_ON_OPENING_MS } from "../../../../lib/asked-on-opening";
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

const unitsQuery = (params: BazaParams) =>
  queryOptions({
    queryKey: unitKeys.list(params),
    queryFn: ({ signal }) => fetchUnits(params, signal),
    staleTime: ASKED_ON_OPENING_MS,
  });

/** The page shown; the previous page stays on screen while the next one loads. */
export function useUnits(params: BazaParams) {
  return useQuery({ ...unitsQuery(params), placeholderData: keepPreviousData });
}

/** The same page asked as /baza opens (its screenData). */
export function prefetchUnits(client: QueryClient, params: BazaParams): void {
  void client.prefetchQuery(unitsQuery(params));
}

/** GET /api/uy/export with the screen's filters → baza.xlsx (needs export_excel). */
export function useExportUnits() {
  return useMutation({
    mutationFn: ({ params, fallbackName }: { params: BazaParams; fallbackName: string }) =>
      downloadFile(`/api/uy/export?${bazaExportSearch(params)}`, fallbackName),
  });
}
