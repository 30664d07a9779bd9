import type { BuildingAbout, UpdateBuildingBody } from "@makon/shared";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { ApiError, apiJson } from "../../../../lib/api";

export const buildingAboutKey = (id: number) => ["building-about", id] as const;

export function getBuilding(id: number, signal?: AbortSignal): Promise<BuildingAbout> {
  return apiJson<BuildingAbout>(`/api/bino/${id}`, { signal });
}

/** GET /api/bino/{id}: the building, its numbers by status and its sales by month. A 404 is final. */
export function useBuilding(id: number | null) {
  return useQuery({
    queryKey: buildingAboutKey(id ?? 0),
    queryFn: ({ signal }) => getBuilding(id as number, signal),
    enabled: id !== null,
    retry: (count, error) => count < 1 && !(error instanceof ApiError && error.status === 404),
  });
}

export interface UpdateBuildingInput {
  id: number;
  body: UpdateBuildingBody;
}

/** PATCH /api/bino/{id} (property_edit) → the building as GET shows it. */
export function updateBuilding({ id, body }: UpdateBuildingInput): Promise<BuildingAbout> {
  return apiJson<BuildingAbout>(`/api/bino/${id}`, { method: "PATCH", body });
}

export function useUpdateBuilding() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateBuilding,
    onSuccess: (building) => {
      queryClient.setQueryData(buildingAboutKey(building.id), building);
      // The chessboard shows the building's name too.
      return queryClient.invalidateQueries({ queryKey: ["chessboard", building.id] });
    },
  });
}
