import type { OrganisationDetail, UpdateOrganisationBody } from "@makon/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiJson } from "../../../lib/api";
import { organisationKey } from "./use-organisation";
import { organisationsKey } from "./use-organisations";

export interface UpdateOrganisationInput {
  id: number;
  body: UpdateOrganisationBody;
}

/** PATCH /api/tashkilot/{id}: edits fields, or archives / restores with `archived`. */
export function updateOrganisation({ id, body }: UpdateOrganisationInput): Promise<OrganisationDetail> {
  return apiJson<OrganisationDetail>(`/api/tashkilot/${id}`, { method: "PATCH", body });
}

export function useUpdateOrganisation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateOrganisation,
    onSuccess: (detail) => {
      queryClient.setQueryData(organisationKey(detail.id), detail);
      return queryClient.invalidateQueries({ queryKey: [...organisationsKey, "list"] });
    },
  });
}
