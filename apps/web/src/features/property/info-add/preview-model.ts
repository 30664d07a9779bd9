import type { PlannedLayout, PlannedUnit } from "@makon/shared";

export interface PreviewCell {
  unit: PlannedUnit;
  /** 0-based grid row: the top floor is row 0. */
  row: number;
  /** 0-based position on the floor. */
  col: number;
}

export interface PreviewEntrance {
  number: number;
  /** The widest floor of the entrance. */
  columns: number;
  cells: PreviewCell[];
}

export interface PreviewGrid {
  /** Floor numbers from the top down, one row each, shared by every entrance. */
  floors: number[];
  entrances: PreviewEntrance[];
  totals: { units: number; areaM2: number; value: number };
}

/** The chessboard of a planned building: entrances as columns, floors as rows (top first). */
export function buildPreview(plan: PlannedLayout): PreviewGrid {
  const top = Math.max(0, ...plan.entrances.map((e) => e.floors));
  const byEntrance = new Map<number, PreviewEntrance>(
    plan.entrances.map((e) => [e.number, { number: e.number, columns: 1, cells: [] }]),
  );
  let areaM2 = 0;
  let value = 0;
  for (const unit of plan.units) {
    const entrance = byEntrance.get(unit.entrance);
    if (!entrance) continue;
    entrance.cells.push({ unit, row: top - unit.floor, col: unit.position - 1 });
    if (unit.position > entrance.columns) entrance.columns = unit.position;
    areaM2 += unit.areaM2;
    value += unit.totalPrice;
  }
  return {
    floors: Array.from({ length: top }, (_, i) => top - i),
    entrances: [...byEntrance.values()],
    // Summed in floating point; two decimals are what the form can hold per unit.
    totals: { units: plan.units.length, areaM2: Math.round(areaM2 * 100) / 100, value },
  };
}

/** The key of a position in the building, shared by preview cells and unit overrides. */
export const positionKey = (u: { entrance: number; floor: number; position: number }) =>
  `${u.entrance}:${u.floor}:${u.position}`;
