import { useMutation } from "@tanstack/react-query";
import { apiJson } from "../../../lib/api";

/** DELETE /api/bolim/{id} → 204; the entry leaves the menu. */
export function deleteSection(id: number): Promise<void> {
  return apiJson<void>(`/api/bolim/${id}`, { method: "DELETE" });
}

export function useDeleteSection() {
  return useMutation({ mutationFn: deleteSection });
}
