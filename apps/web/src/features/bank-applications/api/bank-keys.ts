import type { BankLevel } from "@makon/shared";

/** React Query keys of the bank desks; a change invalidates `bankKeys.all`. */
export const bankKeys = {
  all: ["bank-applications"] as const,
  lists: () => [...bankKeys.all, "list"] as const,
  detail: (id: number) => [...bankKeys.all, "detail", id] as const,
  desk: (level: BankLevel) => [...bankKeys.all, "desk", level] as const,
};
