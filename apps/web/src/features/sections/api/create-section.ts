import type { CreateSectionBody, Section } from "@makon/shared";
import { useMutation } from "@tanstack/react-query";
import { apiJson } from "../../../lib/api";

/** POST /api/bolim → 201 the section; 409 SECTION_PATH_TAKEN (needs section_edit). */
export function createSection(body: CreateSectionBody): Promise<Section> {
  return apiJson<Section>("/api/bolim", { method: "POST", body });
}

export function useCreateSection() {
  return useMutation({ mutationFn: createSection });
}
