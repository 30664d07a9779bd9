import type { CreateOrganisationBody, OrganisationDetail } from "@makon/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiJson } from "../../../lib/api";
import { organisationsKey } from "./use-organisations";

/** POST /api/tashkilot → the new organisation; 409 STIR_TAKEN when the STIR is already used. */
export function createOrganisation(body: CreateOrganisationBody): Promise<OrganisationDetail> {
  return apiJson<OrganisationDetail>("/api/tashkilot", { method: "POST", body });
}

export function useCreateOrganisation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createOrganisation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: organisationsKey }),
  });
}
