import type { OrganisationListItem } from "@makon/shared";
import { keepPreviousData, type QueryClient, queryOptions, useQuery } from "@tanstack/react-query";
import { apiJson } from "../../../lib/api";
import {
  DEFAULT_ORGANISATION_FILTERS,
  type OrganisationFilters,
  organisationQuery,
} from "../organisation-query";

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

const organisationsQuery = (filters: OrganisationFilters) =>
  queryOptions({
    queryKey: [...organisationsKey, "list", filters],
    queryFn: ({ signal }) => getOrganisations(filters, signal),
  });

/** GET /api/tashkilot: one page of organisations; the previous page stays shown while the next loads. */
export function useOrganisations(filters: OrganisationFilters) {
  return useQuery({ ...organisationsQuery(filters), placeholderData: keepPreviousData });
}

/** The list as its tab opens (filters are the tab's own state, not the address): /tashkilotlar's screenData. */
export function prefetchOrganisations(client: QueryClient): void {
  void client.prefetchQuery(organisationsQuery(DEFAULT_ORGANISATION_FILTERS));
}
