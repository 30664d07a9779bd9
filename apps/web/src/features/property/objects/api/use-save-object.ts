import type { CreateObjectBody, PropertyObject, UpdateObjectBody } from "@makon/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiJson } from "../../../../lib/api";
import { objectsKey } from "./use-objects";

/** POST /api/obyekt (property_edit) → the new object. */
export function createObject(body: CreateObjectBody): Promise<PropertyObject> {
  return apiJson<PropertyObject>("/api/obyekt", { method: "POST", body });
}

export interface UpdateObjectInput {
  id: number;
  body: UpdateObjectBody;
}

/** PATCH /api/obyekt/{id}: fields (property_edit) or `archived` (object_archive). */
export function updateObject({ id, body }: UpdateObjectInput): Promise<PropertyObject> {
  return apiJson<PropertyObject>(`/api/obyekt/${id}`, { method: "PATCH", body });
}

export function useCreateObject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createObject,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: objectsKey }),
  });
}

export function useUpdateObject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateObject,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: objectsKey }),
  });
}
