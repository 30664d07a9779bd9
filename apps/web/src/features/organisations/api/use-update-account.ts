import type { OrganisationDetail, UpdateAccountBody } from "@makon/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiJson } from "../../../lib/api";
import { organisationKey } from "./use-organisation";
import { organisationsKey } from "./use-organisations";

export interface UpdateAccountInput {
  organisationId: number;
  accountId: number;
  body: UpdateAccountBody;
}

/** PATCH /api/tashkilot/{id}/accounts/{accountId}; `primary: true` clears the other accounts' flag. */
export function updateAccount({
  organisationId,
  accountId,
  body,
}: UpdateAccountInput): Promise<OrganisationDetail> {
  return apiJson<OrganisationDetail>(`/api/tashkilot/${organisationId}/accounts/${accountId}`, {
    method: "PATCH",
    body,
  });
}

export function useUpdateAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAccount,
    onSuccess: (detail) => {
      queryClient.setQueryData(organisationKey(detail.id), detail);
      return queryClient.invalidateQueries({ queryKey: [...organisationsKey, "list"] });
    },
  });
}
