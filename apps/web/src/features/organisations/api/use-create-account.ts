import type { CreateAccountBody, OrganisationDetail } from "@makon/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiJson } from "../../../lib/api";
import { organisationKey } from "./use-organisation";
import { organisationsKey } from "./use-organisations";

export interface CreateAccountInput {
  organisationId: number;
  body: CreateAccountBody;
}

/** POST /api/tashkilot/{id}/accounts → the organisation; 409 ACCOUNT_TAKEN for a known number. */
export function createAccount({ organisationId, body }: CreateAccountInput): Promise<OrganisationDetail> {
  return apiJson<OrganisationDetail>(`/api/tashkilot/${organisationId}/accounts`, { method: "POST", body });
}

export function useCreateAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAccount,
    onSuccess: (detail) => {
      queryClient.setQueryData(organisationKey(detail.id), detail);
      return queryClient.invalidateQueries({ queryKey: [...organisationsKey, "list"] });
    },
  });
}
