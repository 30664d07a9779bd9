import { CACHED_LISTS } from "../../../lib/cache";
import { listCache } from "../../../lib/cache/list-cache-instance";

/**
 * Fetches the sections list again, past its ETag: the menu and the sections screen share the
 * cached copy, so a change shows in the current user's menu at once (others get it on their
 * next load, when their copy is revalidated).
 */
export function refreshSections(): Promise<void> {
  const { url, persist } = CACHED_LISTS.sections;
  return listCache.load("sections", url, { persist, force: true });
}
