import { useMutation } from "@tanstack/react-query";
import { downloadFile } from "../../../lib/excel";
import { exportSearch, type UserListParams } from "../list-params";

/** GET /api/user/export with the list's filters → an .xlsx download (needs export_excel). */
export function exportUsers(params: UserListParams, fallbackName: string): Promise<void> {
  return downloadFile(`/api/user/export?${exportSearch(params)}`, fallbackName);
}

export function useExportUsers() {
  return useMutation({
    mutationFn: ({ params, fallbackName }: { params: UserListParams; fallbackName: string }) =>
      exportUsers(params, fallbackName),
  });
}
