import type { QueryClient } from "@tanstack/react-query";
import { auditPageQuery } from "./api/use-audit";
import { userNamesQuery } from "./api/use-user-names";
import { auditFiltersFromParams } from "./audit-query";

/** /audit's first requests, asked as it opens (its page's screenData): the page its address names and the "who" filter's names. */
export function prefetchAudit(client: QueryClient, search: URLSearchParams): void {
  void client.prefetchQuery(auditPageQuery(auditFiltersFromParams(search)));
  void client.prefetchQuery(userNamesQuery());
}
