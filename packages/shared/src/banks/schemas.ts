import { z } from "zod";

export const bankSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  mfo: z.string(),
  parentId: z.number().int().nullable(),
  parentName: z.string().nullable(),
});
export type Bank = z.infer<typeof bankSchema>;
