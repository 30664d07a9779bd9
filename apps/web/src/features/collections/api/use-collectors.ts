import { type CurrentUser, doesWork, type UserListItem } from "@makon/shared";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { apiJson } from "../../../lib/api";
import { useCurrentUser } from "../../../lib/session";
import { debtKeys } from "./collection-keys";
import { useDebtSummary } from "./use-debt-summary";

export interface Collector {
  id: number;
  name: string;
  /** Open cases on their desk now, when the boss's summary tells it. */
  open: number | null;
}

export const staffQuery = () =>
  queryOptions({
    queryKey: [...debtKeys.all, "staff"] as const,
    queryFn: ({ signal }) => apiJson<UserListItem[]>("/api/user/all", { signal, cache: "no-store" }),
    staleTime: 60_000,
  });

/** Who reads the staff list for the collectors, and who the boss's summary: useCollectors's rule. */
export function collectorSources(user: CurrentUser | undefined) {
  return {
    staff: user?.pagesDostup.includes("add_employee") ?? false,
    summary: user?.dostup.includes("debt_escalate") ?? false,
  };
}

/**
 * Who a case can be given to: those who do collections (doesWork). The employee list (/api/user/all)
 * is read by those who manage staff; a boss without that page gets the summary's collectors; a
 * collector can always take a case themselves.
 */
export function useCollectors(enabled: boolean) {
  const { data: user } = useCurrentUser();
  const sources = collectorSources(user);
  const readsStaff = sources.staff;
  const summary = useDebtSummary(enabled && sources.summary);
  const staff = useQuery({ ...staffQuery(), enabled: enabled && readsStaff });

  const data = useMemo<Collector[]>(() => {
    const load = new Map((summary.data?.byCollector ?? []).map((c) => [c.userId, c.openCases]));
    const people = new Map<number, Collector>();
    for (const u of staff.data ?? [])
      if (doesWork(u, "collections")) people.set(u.id, { id: u.id, name: u.name, open: load.get(u.id) ?? 0 });
    if (!staff.data)
      for (const c of summary.data?.byCollector ?? [])
        if (c.userId !== null && c.name !== null)
          people.set(c.userId, { id: c.userId, name: c.name, open: c.openCases });
    if (user && doesWork(user, "collections") && !people.has(user.id))
      people.set(user.id, { id: user.id, name: user.name, open: load.get(user.id) ?? null });
    return [...people.values()].sort((a, b) => a.name.localeCompare(b.name, "uz"));
  }, [staff.data, summary.data, user]);

  return { data, loading: staff.isFetching || summary.isFetching };
}
