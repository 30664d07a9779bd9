import type { OrganisationListItem } from "@makon/shared";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { apiJson } from "../../../lib/api";
import { type OrganisationFilters, organisationQuery } from "../organisation-query";

export interface OrganisationPage {
  items: OrganisationListItem[];
  total: number;
  page: number;
  size: number;
}

/** Every organisation query (list, detail) starts with this key; a change invalidates them all. */
export const organisationsKey = ["organisations"] as const;

export function getOrganisations(
  filters: OrganisationFilters,
  signal?: AbortSignal,
): Promise<OrganisationPage> {
  return apiJson<OrganisationPage>(`/api/tashkilot?${organisationQuery(filters)}`, { signal });
}

/** GET /api/tashkilot: one page of organisations; the previous page stays shown while the next loads. */
export function useOrganisations(filters: OrganisationFilters) {
  return useQuery({
    queryKey: [...organisationsKey, "list", filters],
    queryFn: ({ signal }) => getOrganisations(filters, signal),
    placeholderData: keepPreviousData,
  });
}
