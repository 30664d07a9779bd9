import {
  type BuildStatus,
  type CreateBuildingBody,
  type CreateBuildingInput,
  createBuildingBodySchema,
  type Finishing,
  MAX_UNITS_PER_BUILDING,
  type UnitType,
} from "@makon/shared";
import { type LayoutIssue, toIssue } from "./layout-issue";

/** An empty number box gives null (antd) or undefined (never touched). */
type Num = number | null | undefined;

export interface EntranceOverrideRow {
  entrance?: Num;
  floors?: Num;
  unitsPerFloor?: Num;
}

export interface FloorOverrideRow {
  entrance?: Num;
  floor?: Num;
  unitsPerFloor?: Num;
  type?: UnitType | null;
  pricePerM2?: Num;
  areaM2?: Num;
}

/** One position that differs from its floor (set by clicking a preview cell). */
export type UnitOverride = CreateBuildingBody["units"][number];

/** The "new building" form as antd holds it: every box may be empty while the user types. */
export interface LayoutFormValues {
  objectId?: Num;
  name?: string;
  entrances?: Num;
  floors?: Num;
  unitsPerFloor?: Num;
  areaM2?: Num;
  pricePerM2?: Num;
  rooms?: Num;
  type?: UnitType;
  finishing?: Finishing;
  numbering?: "building" | "entrance";
  buildStatus?: BuildStatus;
  /** "YYYY-MM-DD" (the date picker's value is converted at the form item). */
  completionDate?: string | null;
  bankApproved?: boolean;
  entranceOverrides?: (EntranceOverrideRow | undefined)[];
  floorOverrides?: (FloorOverrideRow | undefined)[];
}

export const DEFAULT_LAYOUT_VALUES: LayoutFormValues = {
  name: "",
  entrances: 1,
  floors: 9,
  unitsPerFloor: 4,
  areaM2: 60,
  pricePerM2: 8_000_000,
  rooms: 2,
  type: "residential",
  finishing: "unfinished",
  numbering: "building",
  buildStatus: "planned",
  completionDate: null,
  bankApproved: false,
  entranceOverrides: [],
  floorOverrides: [],
};

const num = (v: Num) => (v === null || v === undefined ? undefined : v);

/** Drops empty keys so the strict schema sees only what the user filled in. */
function compact<T extends Record<string, unknown>>(o: T): Partial<T> {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as Partial<T>;
}

/**
 * The request body for POST /api/bino, before validation. Empty required boxes stay undefined so
 * the schema reports them; empty optional boxes of an override row are left out.
 */
export function toCreateBody(
  values: LayoutFormValues,
  units: readonly UnitOverride[] = [],
): CreateBuildingInput {
  return {
    objectId: num(values.objectId) as number,
    name: values.name ?? "",
    entrances: num(values.entrances) as number,
    floors: num(values.floors) as number,
    unitsPerFloor: num(values.unitsPerFloor) as number,
    areaM2: num(values.areaM2) as number,
    pricePerM2: num(values.pricePerM2) as number,
    rooms: num(values.rooms),
    type: values.type,
    finishing: values.finishing,
    numbering: values.numbering,
    buildStatus: values.buildStatus,
    completionDate: values.completionDate ?? null,
    bankApproved: values.bankApproved ?? false,
    entranceOverrides: (values.entranceOverrides ?? []).map((row) =>
      compact({
        entrance: num(row?.entrance) as number,
        floors: num(row?.floors),
        unitsPerFloor: num(row?.unitsPerFloor),
      }),
    ) as CreateBuildingInput["entranceOverrides"],
    floorOverrides: (values.floorOverrides ?? []).map((row) =>
      compact({
        entrance: num(row?.entrance),
        floor: num(row?.floor) as number,
        unitsPerFloor: num(row?.unitsPerFloor),
        type: row?.type ?? undefined,
        pricePerM2: num(row?.pricePerM2),
        areaM2: num(row?.areaM2),
      }),
    ) as CreateBuildingInput["floorOverrides"],
    // Positions outside the current layout (after the user shrank it) are dropped, not sent.
    units: units.filter((u) => u.entrance <= (num(values.entrances) ?? 0)),
  };
}

/**
 * How many units the body makes, counted the way planLayout walks the building but without
 * building them: an absurd input (50 × 100 × 30) is refused before anything is allocated.
 */
export function countUnits(b: CreateBuildingBody): number {
  const floorOverrides = new Map(b.floorOverrides.map((o) => [`${o.entrance ?? "*"}:${o.floor}`, o]));
  let total = 0;
  for (let e = 1; e <= b.entrances; e++) {
    const eo = b.entranceOverrides.find((o) => o.entrance === e);
    const floors = eo?.floors ?? b.floors;
    for (let f = 1; f <= floors; f++) {
      const fo = floorOverrides.get(`${e}:${f}`) ?? floorOverrides.get(`*:${f}`);
      total += fo?.unitsPerFloor ?? eo?.unitsPerFloor ?? b.unitsPerFloor;
    }
  }
  return total;
}

export type LayoutCheck =
  | { ok: true; body: CreateBuildingBody; count: number }
  | { ok: false; issues: LayoutIssue[]; count: number | null };

/** The same checks as the API: the schema, then 1…MAX_UNITS_PER_BUILDING units. */
export function checkLayout(input: CreateBuildingInput): LayoutCheck {
  const parsed = createBuildingBodySchema.safeParse(input);
  if (!parsed.success) return { ok: false, issues: parsed.error.issues.map(toIssue), count: null };
  const count = countUnits(parsed.data);
  if (count > MAX_UNITS_PER_BUILDING)
    return { ok: false, count, issues: [{ field: "", kind: "tooMany", limit: MAX_UNITS_PER_BUILDING }] };
  if (count === 0) return { ok: false, count, issues: [{ field: "", kind: "none" }] };
  return { ok: true, body: parsed.data, count };
}

/**
 * The input the preview plans: the object and the name do not change the layout, so a form
 * without them yet still shows its chessboard.
 */
export function previewInput(input: CreateBuildingInput): CreateBuildingInput {
  return {
    ...input,
    objectId: input.objectId ?? 1,
    name: input.name?.trim() ? input.name : "—",
    completionDate: /^\d{4}-\d{2}-\d{2}$/.test(input.completionDate ?? "") ? input.completionDate : null,
  };
}
