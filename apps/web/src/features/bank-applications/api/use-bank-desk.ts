import type { BankDesk, BankLevel } from "@makon/shared";
import { useQuery } from "@tanstack/react-query";
import { apiJson } from "../../../lib/api";
import { bankKeys } from "./bank-keys";

/** GET /api/ariza/desk?level=: the head's counters, workload and banks. */
export function useBankDesk(level: BankLevel, enabled = true) {
  return useQuery({
    queryKey: bankKeys.desk(level),
    queryFn: ({ signal }) =>
      apiJson<BankDesk>(`/api/ariza/desk?level=${level}`, { signal, cache: "no-store" }),
    enabled,
    staleTime: 0,
  });
}
