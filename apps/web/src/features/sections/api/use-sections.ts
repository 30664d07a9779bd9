import type { Section } from "@makon/shared";
import { useCachedList } from "../../../lib/cache";

/** The menu sections (GET /api/bolim/all), from the lists cache. */
export function useSections() {
  return useCachedList<Section[]>("sections");
}
