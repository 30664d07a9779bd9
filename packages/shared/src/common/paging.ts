import { z } from "zod";
import { textSchema } from "./text";

/** ?page=&size=&q=&sort= of every paged list (DESIGN.md §5). */
export const pageQuerySchema = z.strictObject({
  page: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(200).default(20),
  q: textSchema.trim().max(100).optional(),
  sort: textSchema.max(50).optional(),
});
export type PageQuery = z.infer<typeof pageQuerySchema>;

export function pagedSchema<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    size: z.number().int(),
  });
}
