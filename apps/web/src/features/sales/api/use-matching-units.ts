import type { UnitRow } from "@makon/shared";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { apiJson } from "../../../lib/api";
import { salesKeys } from "./sales-keys";

export interface MatchParams {
  objectId: number | null;
  rooms: number | null;
  priceMax: number | null;
  page: number;
}

export const MATCH_PAGE_SIZE = 20;

export function matchQuery(p: MatchParams): string {
  const q = new URLSearchParams({ status: "available", size: String(MATCH_PAGE_SIZE), page: String(p.page) });
  if (p.objectId !== null) q.set("objectId", String(p.objectId));
  if (p.rooms !== null) q.set("rooms", String(p.rooms));
  if (p.priceMax !== null) q.set("priceMax", String(p.priceMax));
  q.set("sort", "price");
  return q.toString();
}

/** GET /api/uy?status=available&…: free units matching a client's interest, a page at a time. */
export function useMatchingUnits(p: MatchParams, enabled: boolean) {
  const qs = matchQuery(p);
  return useQuery({
    queryKey: salesKeys.matching(qs),
    queryFn: ({ signal }) =>
      apiJson<{ items: UnitRow[]; total: number; page: number; size: number }>(`/api/uy?${qs}`, { signal }),
    enabled,
    placeholderData: keepPreviousData,
  });
}
