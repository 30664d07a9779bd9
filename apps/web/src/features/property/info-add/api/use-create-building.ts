import type { CreateBuildingBody } from "@makon/shared";
import { useMutation } from "@tanstack/react-query";
import { apiJson } from "../../../../lib/api";

/** The answer of POST /api/bino (createdBuildingSchema in @makon/shared). */
export interface CreatedBuilding {
  id: number;
  objectId: number;
  name: string;
  floors: number;
  entrances: number;
  unitsCount: number;
}

/** POST /api/bino: the building, its entrances, floors and units in one transaction. */
export function useCreateBuilding() {
  return useMutation({
    mutationFn: (body: CreateBuildingBody) => apiJson<CreatedBuilding>("/api/bino", { method: "POST", body }),
  });
}
