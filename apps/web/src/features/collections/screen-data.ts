import type { CurrentUser } from "@makon/shared";
import type { QueryClient } from "@tanstack/react-query";
import { prefetchCachedList } from "../../lib/cache";
import { collectorSources, staffQuery } from "./api/use-collectors";
import { debtSummaryQuery } from "./api/use-debt-summary";
import { debtorsQuery } from "./api/use-debtors";
import { debtorParamsFromSearch } from "./debtor-params";

/**
 * /undiruv's first requests, asked as it opens (its page's screenData): on the debtors tab (the
 * one it opens on) the page its address names, the objects for the filter and the collectors, as
 * the tab's own hooks will ask. The other tabs ask for themselves.
 */
export function prefetchCollections(client: QueryClient, search: URLSearchParams, user: CurrentUser): void {
  const tab = search.get("tab");
  if (tab !== null && tab !== "debtors") return;
  void client.prefetchQuery(debtorsQuery(debtorParamsFromSearch(search)));
  prefetchCachedList(client, "objects");
  const sources = collectorSources(user);
  if (sources.staff) void client.prefetchQuery(staffQuery());
  if (sources.summary) void client.prefetchQuery(debtSummaryQuery());
}
