import { z } from "zod";

/** A menu section (bolim): the side menu shows one entry per section the user may open. */
export const sectionSchema = z.object({
  id: z.number().int(),
  path: z.string(),
  name: z.string(),
  icon: z.string(),
  order: z.number().int(),
});
export type Section = z.infer<typeof sectionSchema>;

/** The icons a section may use; the web app maps each name to an icon component. */
export const SECTION_ICONS = [
  "home",
  "team",
  "phone",
  "shop",
  "file-text",
  "file-done",
  "file-excel",
  "database",
  "bank",
  "audit",
  "dollar",
  "key",
  "apartment",
  "build",
  "partition",
  "user",
  "appstore",
  "solution",
] as const;
export type SectionIcon = (typeof SECTION_ICONS)[number];
