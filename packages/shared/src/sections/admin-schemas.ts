import { z } from "zod";
import { PAGE_KEYS } from "../access/page-keys";
import { textSchema } from "../common/text";
import { SECTION_ICONS } from "./schemas";

/**
 * POST /api/bolim. Icons come from the fixed set only: no markup is ever stored, so nothing a
 * section holds can run as script in anyone's menu.
 */
export const createSectionBodySchema = z.strictObject({
  path: z.enum(PAGE_KEYS),
  name: textSchema.trim().min(2, "NAME_TOO_SHORT").max(60, "NAME_TOO_LONG"),
  icon: z.enum(SECTION_ICONS),
  order: z.number().int().min(0).max(10_000).default(0),
});
export type CreateSectionBody = z.infer<typeof createSectionBodySchema>;

export const updateSectionBodySchema = z
  .strictObject({
    path: z.enum(PAGE_KEYS),
    name: textSchema.trim().min(2, "NAME_TOO_SHORT").max(60, "NAME_TOO_LONG"),
    icon: z.enum(SECTION_ICONS),
    order: z.number().int().min(0).max(10_000),
  })
  .partial()
  .refine((v) => Object.keys(v).length > 0, "EMPTY_UPDATE");
export type UpdateSectionBody = z.infer<typeof updateSectionBodySchema>;
