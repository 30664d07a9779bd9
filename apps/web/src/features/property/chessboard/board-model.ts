import type { Chessboard, UnitStatus, UnitWithClient } from "@makon/shared";
import { formatNumber, UNIT_STATUSES } from "@makon/shared";

/** One unit placed on the board: its row (0 = top floor) and column inside its entrance. */
export interface BoardCell {
  unit: UnitWithClient;
  row: number;
  col: number;
}

export interface BoardEntrance {
  id: number;
  number: number;
  /** Widest floor of this entrance: how many unit columns its block has. */
  columns: number;
  cells: BoardCell[];
}

export interface BoardLayout {
  /** Floor numbers, top floor first: row i of every entrance is floors[i]. */
  floors: number[];
  entrances: BoardEntrance[];
}

/** "12", "12a", "3" sort as people expect: by the leading number, then as text. */
export function compareUnitNumbers(a: string, b: string): number {
  const na = Number.parseInt(a, 10);
  const nb = Number.parseInt(b, 10);
  if (!Number.isNaN(na) && !Number.isNaN(nb) && na !== nb) return na - nb;
  return a.localeCompare(b);
}

/** Lays out the flat unit list: entrances side by side, floors as rows with the top floor first. */
export function buildLayout(board: Pick<Chessboard, "entrances" | "units">): BoardLayout {
  const floorSet = new Set<number>();
  const byEntrance = new Map<number, Map<number, UnitWithClient[]>>();
  for (const unit of board.units) {
    floorSet.add(unit.floor);
    let floors = byEntrance.get(unit.entranceId);
    if (!floors) {
      floors = new Map();
      byEntrance.set(unit.entranceId, floors);
    }
    const list = floors.get(unit.floor);
    if (list) list.push(unit);
    else floors.set(unit.floor, [unit]);
  }
  // Floors without units still get a row when an entrance says it has them.
  const maxEntranceFloors = board.entrances.reduce((m, e) => Math.max(m, e.floors), 0);
  const unitFloors = [...floorSet];
  const maxFloor = Math.max(maxEntranceFloors, ...unitFloors, 0);
  const minFloor = unitFloors.length ? Math.min(1, ...unitFloors) : 1;
  const floors: number[] = [];
  for (let f = maxFloor; f >= minFloor; f--) floors.push(f);
  const rowOf = new Map(floors.map((f, i) => [f, i]));

  const known = new Map(board.entrances.map((e) => [e.id, e.number]));
  const entranceIds = [...board.entrances.map((e) => e.id)];
  // Units of an entrance the list does not name still show, after the named ones.
  for (const id of byEntrance.keys()) if (!known.has(id)) entranceIds.push(id);

  const entrances = entranceIds
    .map((id, index): BoardEntrance => {
      const floorsMap = byEntrance.get(id) ?? new Map<number, UnitWithClient[]>();
      const cells: BoardCell[] = [];
      let columns = 0;
      for (const [floor, list] of floorsMap) {
        list.sort((a, b) => compareUnitNumbers(a.number, b.number) || a.id - b.id);
        columns = Math.max(columns, list.length);
        const row = rowOf.get(floor) ?? 0;
        list.forEach((unit, col) => {
          cells.push({ unit, row, col });
        });
      }
      cells.sort((a, b) => a.row - b.row || a.col - b.col);
      return { id, number: known.get(id) ?? index + 1, columns: Math.max(columns, 1), cells };
    })
    .sort((a, b) => a.number - b.number);
  return { floors, entrances };
}

/** The chessboard's filters; empty lists and nulls mean "any". Prices in so'm, areas in m². */
export interface BoardFilter {
  statuses: UnitStatus[];
  rooms: number[];
  priceMin: number | null;
  priceMax: number | null;
  areaMin: number | null;
  areaMax: number | null;
}

export const EMPTY_FILTER: BoardFilter = {
  statuses: [],
  rooms: [],
  priceMin: null,
  priceMax: null,
  areaMin: null,
  areaMax: null,
};

export function isFilterEmpty(f: BoardFilter): boolean {
  return (
    f.statuses.length === 0 &&
    f.rooms.length === 0 &&
    f.priceMin === null &&
    f.priceMax === null &&
    f.areaMin === null &&
    f.areaMax === null
  );
}

type FilterableUnit = Pick<UnitWithClient, "status" | "rooms" | "totalPrice" | "areaM2">;

export function matchesFilter(unit: FilterableUnit, f: BoardFilter): boolean {
  if (f.statuses.length > 0 && !f.statuses.includes(unit.status)) return false;
  if (f.rooms.length > 0 && !f.rooms.includes(unit.rooms)) return false;
  if (f.priceMin !== null && unit.totalPrice < f.priceMin) return false;
  if (f.priceMax !== null && unit.totalPrice > f.priceMax) return false;
  if (f.areaMin !== null && unit.areaM2 < f.areaMin) return false;
  if (f.areaMax !== null && unit.areaM2 > f.areaMax) return false;
  return true;
}

/** Ids of the units the filter does not match (the board dims them); empty when no filter is set. */
export function dimmedIds(units: readonly UnitWithClient[], f: BoardFilter): Set<number> {
  const out = new Set<number>();
  if (isFilterEmpty(f)) return out;
  for (const u of units) if (!matchesFilter(u, f)) out.add(u.id);
  return out;
}

export function countByStatus(units: readonly Pick<UnitWithClient, "status">[]): Record<UnitStatus, number> {
  const counts = Object.fromEntries(UNIT_STATUSES.map((s) => [s, 0])) as Record<UnitStatus, number>;
  for (const u of units) counts[u.status] += 1;
  return counts;
}

/** Distinct room counts, ascending: the options of the rooms filter. */
export function roomOptions(units: readonly Pick<UnitWithClient, "rooms">[]): number[] {
  return [...new Set(units.map((u) => u.rooms))].sort((a, b) => a - b);
}

/** Only available and not-for-sale units can be edited (the API answers 409 otherwise). */
export function isEditable(status: UnitStatus): boolean {
  return status === "available" || status === "not_for_sale";
}

/** 495_600_000 → "495,6": the price in millions with one decimal. */
export function formatMillions(sum: number): string {
  return formatNumber(sum / 1_000_000, 1);
}

/** 495600000 → "495 600 000": whole so'm with spaces between thousands. */
export function formatSum(sum: number): string {
  return Math.round(sum)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, " ");
}

/** The total the API will store for a price per m² and an area (rounded to whole so'm). */
export function totalFor(pricePerM2: number, areaM2: number): number {
  return Math.round(pricePerM2 * areaM2);
}
