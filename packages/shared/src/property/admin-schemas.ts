import { z } from "zod";

/** POST /api/obyekt */
export const createObjectBodySchema = z.strictObject({
  name: z.string().trim().min(2, "NAME_TOO_SHORT").max(120, "NAME_TOO_LONG"),
  address: z.string().trim().min(3, "ADDRESS_TOO_SHORT").max(300),
  district: z.string().trim().max(100).nullable().optional(),
});
export type CreateObjectBody = z.infer<typeof createObjectBodySchema>;

/** PATCH /api/obyekt/{id}; `archived` archives or restores (needs object_archive). */
export const updateObjectBodySchema = z
  .strictObject({
    name: z.string().trim().min(2, "NAME_TOO_SHORT").max(120, "NAME_TOO_LONG"),
    address: z.string().trim().min(3, "ADDRESS_TOO_SHORT").max(300),
    district: z.string().trim().max(100).nullable(),
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
