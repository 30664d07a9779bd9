import { z } from "zod";
import { areaSchema } from "../common/area";
import { businessDaySchema } from "../common/day";
import { idParamSchema } from "../common/ids";
import { pagedSchema } from "../common/paging";
import { textSchema } from "../common/text";
import { pricePerM2Schema } from "./layout";

const objectName = textSchema.trim().min(2, "NAME_TOO_SHORT").max(120, "NAME_TOO_LONG");
const address = textSchema.trim().min(3, "ADDRESS_TOO_SHORT").max(300);
const district = textSchema.trim().max(100);

/** POST /api/obyekt */
export const createObjectBodySchema = z.strictObject({
  name: objectName,
  address,
  district: district.nullable().optional(),
});
export type CreateObjectBody = z.infer<typeof createObjectBodySchema>;

/** PATCH /api/obyekt/{id}; `archived` archives or restores (needs object_archive). */
export const updateObjectBodySchema = z
  .strictObject({
    name: objectName,
    address,
    district: district.nullable(),
    archived: z.boolean(),
  })
  .partial()
  .refine((v) => Object.keys(v).length > 0, "EMPTY_UPDATE");
export type UpdateObjectBody = z.infer<typeof updateObjectBodySchema>;

/** The answer of POST /api/bino: the building and how much of it was made. */
export const createdBuildingSchema = z.object({
  id: z.number().int(),
  objectId: z.number().int(),
  name: z.string(),
  floors: z.number().int(),
  entrances: z.number().int(),
  unitsCount: z.number().int(),
});

/** PATCH /api/uy/{id}: only a free unit (available or not for sale) can be changed here. */
export const updateUnitBodySchema = z
  .strictObject({
    rooms: z.number().int().min(0).max(20),
    areaM2: areaSchema,
    pricePerM2: pricePerM2Schema,
    type: z.enum(["residential", "commercial", "parking"]),
    finishing: z.enum(["finished", "unfinished"]),
    /** true: take off sale (not_for_sale); false: back on sale (available). */
    notForSale: z.boolean(),
  })
  .partial()
  .refine((v) => Object.keys(v).length > 0, "EMPTY_UPDATE");
export type UpdateUnitBody = z.infer<typeof updateUnitBodySchema>;

const int = z.coerce.number().int();

export const UNIT_SORTS = [
  "number",
  "-number",
  "price",
  "-price",
  "area",
  "-area",
  "floor",
  "-floor",
  "rooms",
  "-rooms",
] as const;

/** GET /api/uy: the property database (baza), every filter optional. */
export const unitListQuerySchema = z.strictObject({
  page: int.min(1).default(1),
  size: int.min(1).max(200).default(50),
  q: textSchema.trim().max(100).optional(),
  objectId: idParamSchema.optional(),
  buildingId: idParamSchema.optional(),
  entranceId: idParamSchema.optional(),
  floor: int.min(1).max(100).optional(),
  /** One status or several, comma-separated. */
  status: z
    .string()
    .regex(
      /^(available|booked|in_process|sold|handed_over|not_for_sale)(,(available|booked|in_process|sold|handed_over|not_for_sale))*$/,
    )
    .optional(),
  rooms: int.min(0).max(20).optional(),
  priceMin: int.min(0).optional(),
  priceMax: int.min(0).optional(),
  areaMin: z.coerce.number().min(0).optional(),
  areaMax: z.coerce.number().min(0).optional(),
  /** Archived objects are left out unless asked for. */
  includeArchived: z.enum(["true", "false"]).default("false"),
  sort: z.enum(UNIT_SORTS).default("number"),
});
export type UnitListQuery = z.infer<typeof unitListQuerySchema>;

/** GET /api/obyekt?page&size&q&archived: objects with their numbers. */
export const objectListQuerySchema = z.strictObject({
  page: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(200).default(20),
  q: textSchema.trim().max(100).optional(),
  archived: z.enum(["true", "false", "all"]).default("false"),
});
export type ObjectListQuery = z.infer<typeof objectListQuerySchema>;

export const objectWithStatsSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  address: z.string(),
  district: z.string().nullable(),
  archivedAt: z.string().nullable(),
  createdAt: z.string(),
  buildingsCount: z.number().int(),
  unitsCount: z.number().int(),
  /** Units per status (every status present, 0 when none). */
  byStatus: z.record(z.string(), z.number().int()),
  /** Area of units under a live contract (sold, in process, handed over). */
  soldAreaM2: z.number(),
  /** Sum of the live contracts' totals. */
  contractsTotal: z.number().int(),
  /** Money received on those contracts (payments less refunds). */
  paid: z.number().int(),
});
export type ObjectWithStats = z.infer<typeof objectWithStatsSchema>;

export const objectPageSchema = pagedSchema(objectWithStatsSchema);

/** GET /api/bino/{id}: a building with its sales numbers and monthly sales for the chart. */
export const buildingAboutSchema = z.object({
  id: z.number().int(),
  objectId: z.number().int(),
  objectName: z.string(),
  address: z.string(),
  name: z.string(),
  floors: z.number().int(),
  entrances: z.number().int(),
  buildStatus: z.string(),
  completionDate: z.string().nullable(),
  bankApproved: z.boolean(),
  byStatus: z.array(
    z.object({ status: z.string(), count: z.number().int(), areaM2: z.number(), value: z.number().int() }),
  ),
  /** Live contracts per month of signing: how many and for how much. */
  salesByMonth: z.array(z.object({ month: z.string(), count: z.number().int(), total: z.number().int() })),
});
export type BuildingAbout = z.infer<typeof buildingAboutSchema>;

/** PATCH /api/bino/{id}: the building's own details (its layout is changed unit by unit). */
export const updateBuildingBodySchema = z
  .strictObject({
    name: textSchema.trim().min(1).max(60),
    buildStatus: z.enum(["planned", "foundation", "frame", "finishing", "completed"]),
    completionDate: businessDaySchema.nullable(),
    bankApproved: z.boolean(),
  })
  .partial()
  .refine((v) => Object.keys(v).length > 0, "EMPTY_UPDATE");
export type UpdateBuildingBody = z.infer<typeof updateBuildingBodySchema>;

/**
 * POST /api/bino/{id}/prices: a new price per m² (or a percentage change) for a selection of the
 * building's free units. Booked and sold units keep their price: their deal fixed it.
 */
export const bulkPriceBodySchema = z
  .strictObject({
    entrances: z.array(z.number().int().min(1).max(50)).max(50).optional(),
    floorFrom: z.number().int().min(1).max(100).optional(),
    floorTo: z.number().int().min(1).max(100).optional(),
    rooms: z.array(z.number().int().min(0).max(20)).max(21).optional(),
    mode: z.enum(["per_m2", "percent"]),
    /** per_m2: the new price per m² in soʻm; percent: -90…+300 (e.g. 5 = +5 %). */
    value: z.number(),
  })
  .refine(
    (b) =>
      b.mode === "per_m2"
        ? Number.isInteger(b.value) && b.value >= 0 && b.value <= 1_000_000_000
        : b.value >= -90 && b.value <= 300,
    {
      message: "VALUE_OUT_OF_RANGE",
      path: ["value"],
    },
  );
export type BulkPriceBody = z.infer<typeof bulkPriceBodySchema>;

/**
 * The columns of a units import file (the first row holds their titles, in any order and in any
 * of the three languages: the catalogue's documents.unitsImport names them).
 */
export const UNIT_IMPORT_COLUMNS = [
  "entrance",
  "floor",
  "number",
  "rooms",
  "areaM2",
  "pricePerM2",
  "type",
  "finishing",
] as const;
export type UnitImportColumn = (typeof UNIT_IMPORT_COLUMNS)[number];

/** One row of the import, after the words of type and finishing are read. */
export const unitImportRowSchema = z.strictObject({
  entrance: z.number().int().min(1).max(50),
  floor: z.number().int().min(1).max(100),
  number: textSchema.trim().min(1).max(20),
  rooms: z.number().int().min(0).max(20),
  areaM2: areaSchema,
  pricePerM2: pricePerM2Schema,
  type: z.enum(["residential", "commercial", "parking"]),
  finishing: z.enum(["finished", "unfinished"]),
});
export type UnitImportRow = z.infer<typeof unitImportRowSchema>;

/**
 * Filled rows the template shows on its second sheet and the screen beside each column, so an
 * office sees what a cell looks like. Never on the first sheet: a forgotten example row would be
 * imported as a real unit.
 */
export const UNIT_IMPORT_EXAMPLES: readonly [UnitImportRow, ...UnitImportRow[]] = [
  {
    entrance: 1,
    floor: 2,
    number: "5",
    rooms: 2,
    areaM2: 54.5,
    pricePerM2: 8_500_000,
    type: "residential",
    finishing: "finished",
  },
  {
    entrance: 1,
    floor: 1,
    number: "N-1",
    rooms: 0,
    areaM2: 120,
    pricePerM2: 12_000_000,
    type: "commercial",
    finishing: "unfinished",
  },
];

/** A problem in the file: the spreadsheet row (1 = the title row) and column, and what is wrong. */
export const importProblemSchema = z.object({
  row: z.number().int(),
  column: z.string().nullable(),
  code: z.string(),
});
export type ImportProblem = z.infer<typeof importProblemSchema>;
