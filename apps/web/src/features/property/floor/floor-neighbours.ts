import type { UnitWithClient } from "@makon/shared";

export interface FloorLink {
  id: number;
  number: number;
}

/**
 * The floors just below and above one floor of an entrance, from the building's units (the
 * chessboard answer). Floors without units have no id there, so they are stepped over.
 */
export function floorNeighbours(
  units: readonly Pick<UnitWithClient, "entranceId" | "floorId" | "floor">[],
  entranceId: number,
  floor: number,
): { below: FloorLink | null; above: FloorLink | null } {
  let below: FloorLink | null = null;
  let above: FloorLink | null = null;
  for (const u of units) {
    if (u.entranceId !== entranceId || u.floor === floor) continue;
    if (u.floor < floor && (!below || u.floor > below.number)) below = { id: u.floorId, number: u.floor };
    if (u.floor > floor && (!above || u.floor < above.number)) above = { id: u.floorId, number: u.floor };
  }
  return { below, above };
}
