import type { CreateObjectBody, PropertyObject, UpdateObjectBody } from "@makon/shared";
import { eq } from "drizzle-orm";
import { objects } from "../../db/schema";
import type { Db } from "../../db/types";
import { AppError } from "../../lib/app-error";
import { writeAudit } from "../../lib/audit";

function toObject(o: typeof objects.$inferSelect): PropertyObject {
  return {
    id: o.id,
    name: o.name,
    address: o.address,
    district: o.district,
    archivedAt: o.archivedAt?.toISOString() ?? null,
    createdAt: o.createdAt.toISOString(),
  };
}

export async function createObject(
  db: Db,
  body: CreateObjectBody,
  actorId: number | null,
): Promise<PropertyObject> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(objects)
      .values({ name: body.name, address: body.address, district: body.district ?? null })
      .returning();
    if (!row) throw new Error("insert returned nothing");
    await writeAudit(tx, {
      userId: actorId,
      entity: "object",
      entityId: row.id,
      action: "create",
      after: row,
    });
    return toObject(row);
  });
}

/** Archived objects leave sales screens and default lists, but keep all their data and history. */
export async function updateObject(
  db: Db,
  id: number,
  body: UpdateObjectBody,
  actorId: number,
): Promise<PropertyObject> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(objects).where(eq(objects.id, id)).for("update");
    if (!before) throw new AppError("NOT_FOUND", "Object not found");
    const { archived, ...fields } = body;
    const archivedAt =
      archived === undefined ? before.archivedAt : archived ? (before.archivedAt ?? new Date()) : null;
    const [after] = await tx
      .update(objects)
      .set({ ...fields, archivedAt, updatedAt: new Date() })
      .where(eq(objects.id, id))
      .returning();
    if (!after) throw new Error("update returned nothing");
    const action =
      archived === true && !before.archivedAt
        ? "archive"
        : archived === false && before.archivedAt
          ? "restore"
          : "update";
    await writeAudit(tx, { userId: actorId, entity: "object", entityId: id, action, before, after });
    return toObject(after);
  });
}
