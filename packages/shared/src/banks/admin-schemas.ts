import { z } from "zod";
import { INT4_MAX, idSchema } from "../common/ids";
import { pagedSchema } from "../common/paging";
import { textSchema } from "../common/text";

/** POST /api/bank: a head office (parentId null) or a branch of one. */
export const createBankBodySchema = z.strictObject({
  name: textSchema.trim().min(2, "NAME_TOO_SHORT").max(200, "NAME_TOO_LONG"),
  mfo: z.string().regex(/^\d{5}$/, "MFO_5_DIGITS"),
  parentId: idSchema.nullable().optional(),
});
export type CreateBankBody = z.infer<typeof createBankBodySchema>;

export const updateBankBodySchema = z
  .strictObject({
    name: textSchema.trim().min(2, "NAME_TOO_SHORT").max(200, "NAME_TOO_LONG"),
    mfo: z.string().regex(/^\d{5}$/, "MFO_5_DIGITS"),
    parentId: idSchema.nullable(),
  })
  .partial()
  .refine((v) => Object.keys(v).length > 0, "EMPTY_UPDATE");
export type UpdateBankBody = z.infer<typeof updateBankBodySchema>;

/** GET /api/bank?page=&size=&q=&parentId= (parentId=0: head offices only) */
export const bankListQuerySchema = z.strictObject({
  page: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(200).default(20),
  q: textSchema.trim().max(100).optional(),
  sort: z.enum(["name", "-name", "mfo", "-mfo"]).default("name"),
  parentId: z
    .string()
    .regex(/^[0-9]{1,10}$/)
    .transform(Number)
    .pipe(z.number().int().min(0).max(INT4_MAX))
    .optional(),
});
export type BankListQuery = z.infer<typeof bankListQuerySchema>;

export const bankListItemSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  mfo: z.string(),
  parentId: z.number().int().nullable(),
  parentName: z.string().nullable(),
  branchCount: z.number().int(),
  accountsCount: z.number().int(),
});
export type BankListItem = z.infer<typeof bankListItemSchema>;

export const bankPageSchema = pagedSchema(bankListItemSchema);
