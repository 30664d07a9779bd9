import type { Section } from "@makon/shared";
import { asc } from "drizzle-orm";
import { sections } from "../../db/schema";
import type { Db } from "../../db/types";

export async function listSections(db: Db): Promise<Section[]> {
  return db
    .select({
      id: sections.id,
      path: sections.path,
      name: sections.name,
      icon: sections.icon,
      order: sections.sortOrder,
    })
    .from(sections)
    .orderBy(asc(sections.sortOrder), asc(sections.id));
}
