import type { Section, UpdateSectionBody } from "@makon/shared";
import { useMutation } from "@tanstack/react-query";
import { apiJson } from "../../../lib/api";

/** PATCH /api/bolim/{id} with the changed fields → 200 the section. */
export function updateSection(id: number, body: UpdateSectionBody): Promise<Section> {
  return apiJson<Section>(`/api/bolim/${id}`, { method: "PATCH", body });
}

export function useUpdateSection() {
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: UpdateSectionBody }) => updateSection(id, body),
  });
}
