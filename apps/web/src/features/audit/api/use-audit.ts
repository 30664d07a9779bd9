import type { AuditEntry } from "@makon/shared";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { apiJson } from "../../../lib/api";
import { ASKED_ON_OPENING_MS } from "../../../lib/asked-on-opening";
import { type AuditFilters, auditQuery } from "../audit-query";

export interface AuditPage {
  items: AuditEntry[];
  total: number;
  page: number;
  size: number;
}

export const auditKey = ["audit"] as const;

export function getAudit(filters: AuditFilters, signal?: AbortSignal): Promise<AuditPage> {
  return apiJson<AuditPage>(`/api/audit?${auditQuery(filters)}`, { signal });
}

export const auditPageQuery = (filters: AuditFilters) =>
  queryOptions({
    queryKey: [...auditKey, filters],
    queryFn: ({ signal }) => getAudit(filters, signal),
    staleTime: ASKED_ON_OPENING_MS,
  });

/** GET /api/audit: one page of changes, newest first. Fetched fresh on every opening: it is a log. */
export function useAudit(filters: AuditFilters) {
  return useQuery({ ...auditPageQuery(filters), placeholderData: keepPreviousData });
}
