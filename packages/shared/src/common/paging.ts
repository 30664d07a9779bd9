import { z } from "zod";
import { textSchema } from "./text";

/** ?page=&size=&q=&sort= of every paged list (docs/product.md, Lists, paging and search). */
export const pageQuerySchema = z.strictObject({
  page: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(200).default(20),
  q: textSchema.trim().max(100).optional(),
  sort: textSchema.max(50).optional(),
});
export type PageQuery = z.infer<typeof pageQuerySchema>;

/**
 * A list counts its rows only this far: past it the answer says "more than" (total = the cap,
 * totalCapped true) instead of counting every row for every page asked.
 */
export const TOTAL_CAP = 10_000;
/** A search counts less far: past a thousand matches a person adds a word rather than paging on. */
export const SEARCH_TOTAL_CAP = 1_000;

export function pagedSchema<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    total: z.number().int(),
    /** total is a lower bound: there are more rows than the list counts (see TOTAL_CAP). */
    totalCapped: z.boolean().optional(),
    page: z.number().int(),
    size: z.number().int(),
  });
}
