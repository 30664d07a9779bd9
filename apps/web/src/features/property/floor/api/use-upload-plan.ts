import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiJson } from "../../../../lib/api";
import { floorKey } from "./use-floor";

export interface UploadPlanInput {
  floorId: number;
  file: File;
}

/** PUT /api/floor/{id}/plan with the image itself as the body (no multipart). */
export function uploadPlan({ floorId, file }: UploadPlanInput): Promise<{ ok: boolean }> {
  return apiJson<{ ok: boolean }>(`/api/floor/${floorId}/plan`, { method: "PUT", body: file });
}

/** Uploads the plan, then reloads the floor (hasPlan) and its image. */
export function useUploadPlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadPlan,
    onSuccess: (_answer, { floorId }) => queryClient.invalidateQueries({ queryKey: floorKey(floorId) }),
  });
}
