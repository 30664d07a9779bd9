import type { AuditEntry } from "@makon/shared";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { apiJson } from "../../../lib/api";
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

/** GET /api/audit: one page of changes, newest first. Always fetched fresh: it is a log. */
export function useAudit(filters: AuditFilters) {
  return useQuery({
    queryKey: [...auditKey, filters],
    queryFn: ({ signal }) => getAudit(filters, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
