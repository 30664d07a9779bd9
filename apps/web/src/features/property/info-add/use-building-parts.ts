import type { Entrance, Unit } from "@makon/shared";
import { useMemo } from "react";
import { useCachedList } from "../../../lib/cache";

/** A building's entrance numbers and room counts (for the selects), from the cached lists. */
export function useBuildingParts(buildingId: number | null) {
  const entrances = useCachedList<Entrance[]>("entrances");
  const units = useCachedList<Unit[]>("units");
  const entranceNumber = useMemo(
    () => new Map((entrances.data ?? []).map((e) => [e.id, e.number])),
    [entrances.data],
  );
  const numbers = useMemo(
    () =>
      (entrances.data ?? [])
        .filter((e) => e.buildingId === buildingId)
        .map((e) => e.number)
        .sort((a, b) => a - b),
    [entrances.data, buildingId],
  );
  const rooms = useMemo(
    () =>
      [...new Set((units.data ?? []).filter((u) => u.buildingId === buildingId).map((u) => u.rooms))].sort(
        (a, b) => a - b,
      ),
    [units.data, buildingId],
  );
  return { entranceNumbers: numbers, entranceNumber, rooms, units: units.data };
}
