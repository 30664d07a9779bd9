import { z } from "zod";
import { areaSchema } from "../common/area";
import { businessDaySchema } from "../common/day";
import { idSchema } from "../common/ids";
import { textSchema } from "../common/text";
import { BUILD_STATUSES, FINISHING_TYPES, UNIT_TYPES } from "./enums";

const unitType = z.enum(UNIT_TYPES);
const finishing = z.enum(FINISHING_TYPES);
const area = areaSchema;
/** Soʻm per m²; a unit's price is area × this, rounded once. */
export const pricePerM2Schema = z.number().int().min(0).max(1_000_000_000);
const price = pricePerM2Schema;
const entrance = z.number().int().min(1).max(50);
const floor = z.number().int().min(1).max(100);
const rooms = z.number().int().min(0).max(20);

/**
 * POST /api/bino: a building and its layout. The generator below turns it into entrances, floors
 * and units; the web app runs the same generator for the preview, so what is shown is what is saved.
 */
export const createBuildingBodySchema = z.strictObject({
  objectId: idSchema,
  name: textSchema.trim().min(1, "NAME_REQUIRED").max(60),
  entrances: z.number().int().min(1).max(50),
  floors: z.number().int().min(1).max(100),
  unitsPerFloor: z.number().int().min(1).max(30),
  areaM2: area,
  pricePerM2: price,
  rooms: rooms.default(2),
  type: unitType.default("residential"),
  finishing: finishing.default("unfinished"),
  /** "building": 1…N through the whole building; "entrance": each entrance starts again at 1. */
  numbering: z.enum(["building", "entrance"]).default("building"),
  buildStatus: z.enum(BUILD_STATUSES).default("planned"),
  completionDate: businessDaySchema.nullable().optional(),
  bankApproved: z.boolean().default(false),
  /** Entrances that differ: their own number of floors or units per floor. */
  entranceOverrides: z
    .array(
      z.strictObject({
        entrance,
        floors: z.number().int().min(1).max(100).optional(),
        unitsPerFloor: z.number().int().min(1).max(30).optional(),
      }),
    )
    .max(50)
    .default([]),
  /** Floors that differ (in one entrance, or in all when entrance is omitted). */
  floorOverrides: z
    .array(
      z.strictObject({
        entrance: entrance.optional(),
        floor,
        unitsPerFloor: z.number().int().min(0).max(30).optional(),
        type: unitType.optional(),
        pricePerM2: price.optional(),
        areaM2: area.optional(),
      }),
    )
    .max(500)
    .default([]),
  /** Single units that differ, by entrance, floor and position on the floor (1-based). */
  units: z
    .array(
      z.strictObject({
        entrance,
        floor,
        position: z.number().int().min(1).max(30),
        rooms: rooms.optional(),
        areaM2: area.optional(),
        pricePerM2: price.optional(),
        type: unitType.optional(),
        finishing: finishing.optional(),
      }),
    )
    .max(5000)
    .default([]),
});
export type CreateBuildingBody = z.infer<typeof createBuildingBodySchema>;
export type CreateBuildingInput = z.input<typeof createBuildingBodySchema>;

export interface PlannedUnit {
  entrance: number;
  floor: number;
  position: number;
  number: string;
  rooms: number;
  areaM2: number;
  pricePerM2: number;
  /** Whole soʻm: area × price per m², rounded once. */
  totalPrice: number;
  type: (typeof UNIT_TYPES)[number];
  finishing: (typeof FINISHING_TYPES)[number];
}

export interface PlannedLayout {
  entrances: { number: number; floors: number }[];
  units: PlannedUnit[];
}

/** The most units one building may have: a guard against a typo creating a million rows. */
export const MAX_UNITS_PER_BUILDING = 5000;

/** Entrance by entrance, floor by floor from the ground up, position by position. */
export function planLayout(b: CreateBuildingBody): PlannedLayout {
  const entrances: PlannedLayout["entrances"] = [];
  const units: PlannedUnit[] = [];
  let counter = 0;
  // Keyed lookups: a large building with many overrides stays linear.
  const unitOverrides = new Map(b.units.map((u) => [`${u.entrance}:${u.floor}:${u.position}`, u]));
  const floorOverrides = new Map(b.floorOverrides.map((o) => [`${o.entrance ?? "*"}:${o.floor}`, o]));
  for (let e = 1; e <= b.entrances; e++) {
    const eo = b.entranceOverrides.find((o) => o.entrance === e);
    const floors = eo?.floors ?? b.floors;
    entrances.push({ number: e, floors });
    if (b.numbering === "entrance") counter = 0;
    for (let f = 1; f <= floors; f++) {
      const fo = floorOverrides.get(`${e}:${f}`) ?? floorOverrides.get(`*:${f}`);
      const perFloor = fo?.unitsPerFloor ?? eo?.unitsPerFloor ?? b.unitsPerFloor;
      for (let p = 1; p <= perFloor; p++) {
        counter++;
        const uo = unitOverrides.get(`${e}:${f}:${p}`);
        const areaM2 = uo?.areaM2 ?? fo?.areaM2 ?? b.areaM2;
        const pricePerM2 = uo?.pricePerM2 ?? fo?.pricePerM2 ?? b.pricePerM2;
        const type = uo?.type ?? fo?.type ?? b.type;
        units.push({
          entrance: e,
          floor: f,
          position: p,
          number: b.numbering === "entrance" ? `${e}-${counter}` : String(counter),
          rooms: uo?.rooms ?? (type === "residential" ? b.rooms : 0),
          areaM2,
          pricePerM2,
          totalPrice: Math.round(areaM2 * pricePerM2),
          type,
          finishing: uo?.finishing ?? b.finishing,
        });
      }
    }
  }
  return { entrances, units };
}
