import {
  type CreateObjectBody,
  foldSearch,
  type ObjectListQuery,
  type ObjectWithStats,
  type PropertyObject,
  UNIT_STATUSES,
  type UpdateObjectBody,
} from "@makon/shared";
import { and, asc, count, eq, inArray, isNotNull, isNull, ne, or, type SQL, sql } from "drizzle-orm";
import { buildings, contracts, objects, units } from "../../db/schema";
import type { Db } from "../../db/types";
import { AppError } from "../../lib/app-error";
import { archiveTransition } from "../../lib/archive";
import { writeAudit } from "../../lib/audit";
import { foldedContains, offsetOf, type Page, totalOver } from "../../lib/paging";

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
    const { archivedAt, action } = archiveTransition(before.archivedAt, archived);
    const [after] = await tx
      .update(objects)
      .set({ ...fields, archivedAt, updatedAt: new Date() })
      .where(eq(objects.id, id))
      .returning();
    if (!after) throw new Error("update returned nothing");
    await writeAudit(tx, { userId: actorId, entity: "object", entityId: id, action, before, after });
    return toObject(after);
  });
}

/** Objects with their numbers: three grouped queries for the whole page, never one per object. */
/** The tables a page of objects with their numbers is made from (its remembered answer's counters). */
export const OBJECT_LIST_TABLES = ["objects", "buildings", "units", "contracts"] as const;

export async function listObjectsWithStats(db: Db, q: ObjectListQuery): Promise<Page<ObjectWithStats>> {
  const where: SQL[] = [];
  if (q.q)
    where.push(
      or(
        foldedContains(objects.name, foldSearch(q.q)),
        foldedContains(objects.address, foldSearch(q.q)),
      ) as SQL,
    );
  if (q.archived === "false") where.push(isNull(objects.archivedAt));
  if (q.archived === "true") where.push(isNotNull(objects.archivedAt));
  const condition = where.length ? and(...where) : undefined;
  const rows = await db
    .select({ object: objects, total: totalOver() })
    .from(objects)
    .where(condition)
    .orderBy(asc(objects.name), asc(objects.id))
    .limit(q.size)
    .offset(offsetOf(q));
  const ids = rows.map((r) => r.object.id);
  const total =
    rows[0]?.total ??
    (q.page > 1 ? ((await db.select({ n: count() }).from(objects).where(condition))[0]?.n ?? 0) : 0);
  if (ids.length === 0) return { items: [], total, page: q.page, size: q.size };

  const [unitStats, buildingCounts, money] = await Promise.all([
    db
      .select({
        objectId: units.objectId,
        status: units.status,
        n: count(),
        area: sql<string>`coalesce(sum(${units.areaM2}), 0)`,
      })
      .from(units)
      .where(inArray(units.objectId, ids))
      .groupBy(units.objectId, units.status),
    db
      .select({ objectId: buildings.objectId, n: count() })
      .from(buildings)
      .where(inArray(buildings.objectId, ids))
      .groupBy(buildings.objectId),
    db
      .select({
        objectId: units.objectId,
        contractsTotal: sql<string>`coalesce(sum(${contracts.total}), 0)`,
        paid: sql<string>`coalesce(sum(${contracts.paid}), 0)`,
      })
      .from(contracts)
      .innerJoin(units, eq(units.id, contracts.unitId))
      .where(and(inArray(units.objectId, ids), ne(contracts.status, "refused")))
      .groupBy(units.objectId),
  ]);
  const SOLD = new Set(["in_process", "sold", "handed_over"]);
  const items = rows.map(({ object: o }) => {
    const byStatus: Record<string, number> = Object.fromEntries(UNIT_STATUSES.map((s) => [s, 0]));
    let unitsCount = 0;
    let soldAreaM2 = 0;
    for (const s of unitStats.filter((x) => x.objectId === o.id)) {
      byStatus[s.status] = s.n;
      unitsCount += s.n;
      if (SOLD.has(s.status)) soldAreaM2 += Number(s.area);
    }
    const m = money.find((x) => x.objectId === o.id);
    return {
      ...toObject(o),
      buildingsCount: buildingCounts.find((b) => b.objectId === o.id)?.n ?? 0,
      unitsCount,
      byStatus,
      soldAreaM2: Math.round(soldAreaM2 * 100) / 100,
      contractsTotal: Number(m?.contractsTotal ?? 0),
      paid: Number(m?.paid ?? 0),
    };
  });
  return { items, total, page: q.page, size: q.size };
}
