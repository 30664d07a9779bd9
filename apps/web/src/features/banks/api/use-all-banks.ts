import type { Bank } from "@makon/shared";
import { useCachedList } from "../../../lib/cache";

/** Every bank (GET /api/bank/all) from the lists cache, for selects. */
export function useAllBanks() {
  return useCachedList<Bank[]>("banks");
}
