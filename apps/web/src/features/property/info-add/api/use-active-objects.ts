import type { PropertyObject } from "@makon/shared";
import { useMemo } from "react";
import { useCachedList } from "../../../../lib/cache";

/** Objects a building can be added to: the cached list without the archived ones, by name. */
export function useActiveObjects() {
  const list = useCachedList<PropertyObject[]>("objects");
  const active = useMemo(
    () =>
      (list.data ?? [])
        .filter((o) => o.archivedAt === null)
        .sort((a, b) => a.name.localeCompare(b.name, "uz")),
    [list.data],
  );
  return { ...list, active };
}
