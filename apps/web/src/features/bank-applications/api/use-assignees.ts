import { type BankLevel, type CurrentUser, doesWork, type UserListItem } from "@makon/shared";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { apiJson } from "../../../lib/api";
import { useCurrentUser } from "../../../lib/session";
import { bankKeys } from "./bank-keys";
import { useBankDesk } from "./use-bank-desk";

export interface Assignee {
  id: number;
  name: string;
  /** Open applications on their desk now, when the desk knows it. */
  open: number | null;
}

export const bankStaffQuery = () =>
  queryOptions({
    queryKey: [...bankKeys.all, "staff"] as const,
    queryFn: ({ signal }) => apiJson<UserListItem[]>("/api/user/all", { signal, cache: "no-store" }),
    staleTime: 60_000,
  });

/** The staff list (with rights) is read by those who manage staff. */
export const readsStaffList = (user: CurrentUser | undefined) =>
  user?.pagesDostup.includes("add_employee") ?? false;

/**
 * Who an application can be given to: those who do the level's work (doesWork). The
 * employee list (/api/user/all, with rights) is read by those who manage staff; a head without
 * that page gets the desk's workload, which lists the level's employees.
 */
export function useAssignees(level: BankLevel, enabled: boolean) {
  const { data: user } = useCurrentUser();
  const readsStaff = readsStaffList(user);
  const desk = useBankDesk(level, enabled);
  const staff = useQuery({ ...bankStaffQuery(), enabled: enabled && readsStaff });

  const data = useMemo<Assignee[]>(() => {
    const load = new Map((desk.data?.workload ?? []).map((w) => [w.userId, w.open]));
    const work = level === "lower" ? "bank_lower" : "bank_upper";
    const people: Assignee[] = staff.data
      ? staff.data
          .filter((u) => doesWork(u, work))
          .map((u) => ({ id: u.id, name: u.name, open: load.get(u.id) ?? 0 }))
      : (desk.data?.workload ?? []).map((w) => ({ id: w.userId, name: w.name, open: w.open }));
    return people.sort((a, b) => a.name.localeCompare(b.name, "uz"));
  }, [desk.data, staff.data, level]);

  return {
    data,
    loading: desk.isFetching || staff.isFetching,
  };
}
