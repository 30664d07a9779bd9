import { type BankLevel, type BankView, bankRights, type CurrentUser } from "@makon/shared";
import type { QueryClient } from "@tanstack/react-query";
import { prefetchCachedList } from "../../lib/cache";
import { bankStaffQuery, readsStaffList } from "./api/use-assignees";
import { bankApplicationsQuery } from "./api/use-bank-applications";
import { bankDeskQuery } from "./api/use-bank-desk";
import { bankManagersQuery } from "./api/use-bank-managers";
import { bankParamsFromSearch, QUEUE_START } from "./bank-params";

/**
 * A level's list's first requests, asked as it opens (its page's screenData): the page its address
 * names, in the view the list starts on for this user, and the filters' lists, as its hooks ask.
 */
export function prefetchBankList(
  client: QueryClient,
  level: BankLevel,
  search: URLSearchParams,
  user: CurrentUser,
): void {
  const defaultView: BankView = user.dostup.includes(bankRights(level).work) ? "mine" : "open";
  void client.prefetchQuery(bankApplicationsQuery(level, bankParamsFromSearch(search, defaultView)));
  prefetchCachedList(client, "banks");
  prefetchCachedList(client, "objects");
  if (user.pagesDostup.includes("shartnoma_jarayon")) void client.prefetchQuery(bankManagersQuery());
}

/** The head's desk's first requests: its counters, the unassigned queue and whom to give them to. */
export function prefetchBankDesk(client: QueryClient, level: BankLevel, user: CurrentUser): void {
  void client.prefetchQuery(bankDeskQuery(level));
  void client.prefetchQuery(bankApplicationsQuery(level, QUEUE_START));
  if (readsStaffList(user)) void client.prefetchQuery(bankStaffQuery());
}
