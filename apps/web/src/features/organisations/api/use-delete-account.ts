import type { OrganisationDetail } from "@makon/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiJson } from "../../../lib/api";
import { organisationKey } from "./use-organisation";
import { organisationsKey } from "./use-organisations";

export interface DeleteAccountInput {
  organisationId: number;
  accountId: number;
}

/** DELETE /api/tashkilot/{id}/accounts/{accountId} → the organisation without it. */
export function deleteAccount({
  organisationId,
  accountId,
}: DeleteAccountInput): Promise<OrganisationDetail> {
  return apiJson<OrganisationDetail>(`/api/tashkilot/${organisationId}/accounts/${accountId}`, {
    method: "DELETE",
  });
}

export function useDeleteAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAccount,
    onSuccess: (detail) => {
      queryClient.setQueryData(organisationKey(detail.id), detail);
      return queryClient.invalidateQueries({ queryKey: [...organisationsKey, "list"] });
    },
  });
}
