import type { UnitStat } from "@makon/shared";
import { useCachedList } from "../../../lib/cache";

/** Unit counts and sums per building and status (GET /api/uy/all_stat), from the lists cache. */
export function useUnitStats() {
  return useCachedList<UnitStat[]>("unitStats");
}
