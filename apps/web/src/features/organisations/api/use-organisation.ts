import type { OrganisationDetail } from "@makon/shared";
import { useQuery } from "@tanstack/react-query";
import { ApiError, apiJson } from "../../../lib/api";
import { organisationsKey } from "./use-organisations";

export const organisationKey = (id: number) => [...organisationsKey, "detail", id] as const;

export function getOrganisation(id: number, signal?: AbortSignal): Promise<OrganisationDetail> {
  return apiJson<OrganisationDetail>(`/api/tashkilot/${id}`, { signal });
}

/** GET /api/tashkilot/{id}: the organisation and its bank accounts. A 404 is final, not retried. */
export function useOrganisation(id: number | null) {
  return useQuery({
    queryKey: organisationKey(id ?? 0),
    queryFn: ({ signal }) => getOrganisation(id as number, signal),
    enabled: id !== null,
    retry: (count, error) => count < 1 && !(error instanceof ApiError && error.status === 404),
  });
}
