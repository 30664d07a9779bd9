import type { PageKey } from "@makon/shared";
import { prefetchChessboard } from "../features/property";
import { parseRouteId } from "../lib/ui/route-id";
import { queryClient } from "./query-client";

type Params = Readonly<Record<string, string | undefined>>;

/**
 * What a screen reads first, asked for on a full page load as soon as the user's rights are known
 * (preload-route.ts), while the screen's code still loads. Each entry uses the screen's own query
 * (same key and function), so the screen finds the answer in the cache or the request under way.
 * Only modules already in the main chunk may be imported here.
 */
export const ROUTE_DATA: Partial<Record<PageKey, (params: Params) => void>> = {
  bino: (p) => prefetchChessboard(queryClient, parseRouteId(p.id)),
  sotuv_bino: (p) => prefetchChessboard(queryClient, parseRouteId(p.id)),
};
