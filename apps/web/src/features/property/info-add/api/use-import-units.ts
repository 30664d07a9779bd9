import { useMutation } from "@tanstack/react-query";
import { apiJson } from "../../../../lib/api";
import { XLSX_MIME } from "../import-model";

/**
 * POST /api/bino/{id}/import with the file itself as the body (typed as .xlsx whatever the
 * browser guessed). The report of a file with problems arrives in the error's details.
 */
export function importUnitsFile(buildingId: number, file: Blob): Promise<{ created: number }> {
  return apiJson<{ created: number }>(`/api/bino/${buildingId}/import`, {
    method: "POST",
    body: new Blob([file], { type: XLSX_MIME }),
  });
}

export function useImportUnits() {
  return useMutation({
    mutationFn: ({ buildingId, file }: { buildingId: number; file: Blob }) =>
      importUnitsFile(buildingId, file),
  });
}
