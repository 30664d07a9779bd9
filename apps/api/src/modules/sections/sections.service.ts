import type { CreateSectionBody, Section, UpdateSectionBody } from "@makon/shared";
import { asc, eq } from "drizzle-orm";
import { sections } from "../../db/schema";
import type { Db } from "../../db/types";
import { AppError, isUniqueViolation } from "../../lib/app-error";
import { writeAudit } from "../../lib/audit";

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

function toSection(row: typeof sections.$inferSelect): Section {
  return { id: row.id, path: row.path, name: row.name, icon: row.icon, order: row.sortOrder };
}

function mapWriteError(err: unknown): never {
  if (isUniqueViolation(err)) throw new AppError("SECTION_PATH_TAKEN", "A section for this page exists");
  throw err;
}

export async function createSection(db: Db, body: CreateSectionBody, actorId: number): Promise<Section> {
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(sections)
        .values({ path: body.path, name: body.name, icon: body.icon, sortOrder: body.order })
        .returning();
      if (!row) throw new Error("insert returned nothing");
      await writeAudit(tx, {
        userId: actorId,
        entity: "section",
        entityId: row.id,
        action: "create",
        after: toSection(row),
      });
      return toSection(row);
    });
  } catch (err) {
    mapWriteError(err);
  }
}

export async function updateSection(
  db: Db,
  id: number,
  body: UpdateSectionBody,
  actorId: number,
): Promise<Section> {
  try {
    return await db.transaction(async (tx) => {
      const [before] = await tx.select().from(sections).where(eq(sections.id, id)).for("update");
      if (!before) throw new AppError("NOT_FOUND", "Section not found");
      const [row] = await tx
        .update(sections)
        .set({
          ...(body.path !== undefined ? { path: body.path } : {}),
          ...(body.name !== undefined ? { name: body.name } : {}),
          ...(body.icon !== undefined ? { icon: body.icon } : {}),
          ...(body.order !== undefined ? { sortOrder: body.order } : {}),
        })
        .where(eq(sections.id, id))
        .returning();
      if (!row) throw new Error("update returned nothing");
      await writeAudit(tx, {
        userId: actorId,
        entity: "section",
        entityId: id,
        action: "update",
        before: toSection(before),
        after: toSection(row),
      });
      return toSection(row);
    });
  } catch (err) {
    if (err instanceof AppError) throw err;
    mapWriteError(err);
  }
}

/** Deletes a section; employees of it keep working, with no section (ON DELETE SET NULL). */
export async function deleteSection(db: Db, id: number, actorId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx.delete(sections).where(eq(sections.id, id)).returning();
    if (!row) throw new AppError("NOT_FOUND", "Section not found");
    await writeAudit(tx, {
      userId: actorId,
      entity: "section",
      entityId: id,
      action: "delete",
      before: toSection(row),
    });
  });
}
