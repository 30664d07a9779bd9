import { useMutation } from "@tanstack/react-query";
import { downloadFile } from "../../../lib/excel";
import { type EmployeeListParams, exportSearch } from "../list-params";

/** GET /api/user/export with the list's filters → an .xlsx download (needs export_excel). */
export function exportEmployees(params: EmployeeListParams, fallbackName: string): Promise<void> {
  return downloadFile(`/api/user/export?${exportSearch(params)}`, fallbackName);
}

export function useExportEmployees() {
  return useMutation({
    mutationFn: ({ params, fallbackName }: { params: EmployeeListParams; fallbackName: string }) =>
      exportEmployees(params, fallbackName),
  });
}
