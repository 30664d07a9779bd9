import type { StatsFilterParams } from "../stats-params";

/** React Query keys of the stats calls: a payment or a refund elsewhere invalidates `all`. */
export const statsKeys = {
  all: ["stats"] as const,
  view: (name: "summary" | "money" | "sales" | "clients", filters: StatsFilterParams) =>
    ["stats", name, filters] as const,
  rows: (query: Record<string, string | number | undefined>) => ["stats", "rows", query] as const,
};

/** Figures move with every payment: always asked again, kept a minute for going back and forth. */
export const STATS_QUERY = { staleTime: 0, gcTime: 60_000 } as const;
