import { z } from "zod";
import { pagedSchema } from "../common/paging";
import { BUILD_STATUSES, FINISHING_TYPES, UNIT_STATUSES, UNIT_TYPES } from "./enums";

export const objectSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  address: z.string(),
  district: z.string().nullable(),
  archivedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type PropertyObject = z.infer<typeof objectSchema>;

export const buildingSchema = z.object({
  id: z.number().int(),
  objectId: z.number().int(),
  name: z.string(),
  floors: z.number().int(),
  entrances: z.number().int(),
  buildStatus: z.enum(BUILD_STATUSES),
  completionDate: z.string().nullable(),
  bankApproved: z.boolean(),
});
export type Building = z.infer<typeof buildingSchema>;

export const entranceSchema = z.object({
  id: z.number().int(),
  buildingId: z.number().int(),
  number: z.number().int(),
});
export type Entrance = z.infer<typeof entranceSchema>;

export const unitSchema = z.object({
  id: z.number().int(),
  objectId: z.number().int(),
  buildingId: z.number().int(),
  entranceId: z.number().int(),
  floorId: z.number().int(),
  floor: z.number().int(),
  number: z.string(),
  rooms: z.number().int(),
  areaM2: z.number(),
  pricePerM2: z.number().int(),
  totalPrice: z.number().int(),
  type: z.enum(UNIT_TYPES),
  finishing: z.enum(FINISHING_TYPES),
  status: z.enum(UNIT_STATUSES),
});
export type Unit = z.infer<typeof unitSchema>;

/** A unit with the client who holds it (booking or live contract), names only. */
export const unitWithClientSchema = unitSchema.extend({
  clientId: z.number().int().nullable(),
  clientName: z.string().nullable(),
  contractId: z.number().int().nullable(),
  contractNumber: z.string().nullable(),
  bookingExpiresAt: z.string().nullable(),
});
export type UnitWithClient = z.infer<typeof unitWithClientSchema>;

/** Per-building counts and sums by unit status (uy/all_stat). */
export const unitStatSchema = z.object({
  objectId: z.number().int(),
  objectName: z.string(),
  buildingId: z.number().int(),
  buildingName: z.string(),
  status: z.enum(UNIT_STATUSES),
  count: z.number().int(),
  areaM2: z.number(),
  totalPrice: z.number().int(),
});
export type UnitStat = z.infer<typeof unitStatSchema>;

/** A row of the property database: the unit, where it is, and who holds it. */
export const unitRowSchema = unitWithClientSchema.extend({
  objectName: z.string(),
  buildingName: z.string(),
  entranceNumber: z.number().int(),
  clientPhone: z.string().nullable(),
});
export type UnitRow = z.infer<typeof unitRowSchema>;

export const unitPageSchema = pagedSchema(unitRowSchema);

/** GET /api/bino/{id}/chessboard: everything one building's chessboard draws, in one answer. */
export const chessboardSchema = z.object({
  building: buildingSchema.extend({ objectName: z.string() }),
  entrances: z.array(z.object({ id: z.number().int(), number: z.number().int(), floors: z.number().int() })),
  units: z.array(unitWithClientSchema),
});
export type Chessboard = z.infer<typeof chessboardSchema>;

/** GET /api/floor/{id}: one floor of one entrance, with its units. */
export const floorDetailSchema = z.object({
  id: z.number().int(),
  number: z.number().int(),
  buildingId: z.number().int(),
  buildingName: z.string(),
  objectName: z.string(),
  entranceId: z.number().int(),
  entranceNumber: z.number().int(),
  hasPlan: z.boolean(),
  units: z.array(unitWithClientSchema),
});
export type FloorDetail = z.infer<typeof floorDetailSchema>;
