import type { BankDesk, BankLevel } from "@makon/shared";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiJson } from "../../../lib/api";
import { ASKED_ON_OPENING_MS } from "../../../lib/asked-on-opening";
import { bankKeys } from "./bank-keys";

export const bankDeskQuery = (level: BankLevel) =>
  queryOptions({
    queryKey: bankKeys.desk(level),
    queryFn: ({ signal }) =>
      apiJson<BankDesk>(`/api/ariza/desk?level=${level}`, { signal, cache: "no-store" }),
    staleTime: ASKED_ON_OPENING_MS,
  });

/** GET /api/ariza/desk?level=: the head's counters, workload and banks. */
export function useBankDesk(level: BankLevel, enabled = true) {
  return useQuery({ ...bankDeskQuery(level), enabled });
}
