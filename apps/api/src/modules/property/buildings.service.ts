import {
  type BuildingAbout,
  type BulkPriceBody,
  type CreateBuildingBody,
  MAX_UNITS_PER_BUILDING,
  planLayout,
  type UpdateBuildingBody,
} from "@makon/shared";
import { and, asc, count, eq, gte, inArray, lte, ne, sql } from "drizzle-orm";
import { buildings, contracts, entrances, floors, objects, units } from "../../db/schema";
import type { Db } from "../../db/types";
import { AppError, isUniqueViolation } from "../../lib/app-error";
import { writeAudit } from "../../lib/audit";

/** Rows per INSERT: large buildings are written in slices to stay under parameter limits. */
const CHUNK = 500;

/**
 * Creates a building with its entrances, floors and units in one transaction, from the same
 * layout generator the preview uses. Nothing is left half-made if any part fails.
 */
export async function createBuilding(db: Db, body: CreateBuildingBody, actorId: number | null) {
  const plan = planLayout(body);
  if (plan.units.length === 0 || plan.units.length > MAX_UNITS_PER_BUILDING) {
    throw new AppError("VALIDATION_ERROR", "Unit count out of range", {
      details: [{ path: "/", code: "UNIT_COUNT", message: `1…${MAX_UNITS_PER_BUILDING}` }],
    });
  }
  try {
    return await db.transaction(async (tx) => {
      const [obj] = await tx.select().from(objects).where(eq(objects.id, body.objectId)).for("share");
      if (!obj) {
        throw new AppError("VALIDATION_ERROR", "Unknown object", {
          details: [{ path: "/objectId", code: "NOT_FOUND" }],
        });
      }
      if (obj.archivedAt) throw new AppError("OBJECT_ARCHIVED", "The object is archived");
      const maxFloors = Math.max(...plan.entrances.map((e) => e.floors));
      const [building] = await tx
        .insert(buildings)
        .values({
          objectId: body.objectId,
          name: body.name,
          floors: maxFloors,
          entrances: plan.entrances.length,
          buildStatus: body.buildStatus,
          completionDate: body.completionDate ?? null,
          bankApproved: body.bankApproved,
        })
        .returning();
      if (!building) throw new Error("insert returned nothing");
      const entranceRows = await tx
        .insert(entrances)
        .values(plan.entrances.map((e) => ({ buildingId: building.id, number: e.number })))
        .returning({ id: entrances.id, number: entrances.number });
      const entranceId = new Map(entranceRows.map((e) => [e.number, e.id]));
      const floorValues = plan.entrances.flatMap((e) =>
        Array.from({ length: e.floors }, (_, i) => ({
          buildingId: building.id,
          entranceId: entranceId.get(e.number)!,
          number: i + 1,
        })),
      );
      const floorId = new Map<string, number>();
      for (let i = 0; i < floorValues.length; i += CHUNK) {
        const rows = await tx
          .insert(floors)
          .values(floorValues.slice(i, i + CHUNK))
          .returning({ id: floors.id, entranceId: floors.entranceId, number: floors.number });
        for (const r of rows) floorId.set(`${r.entranceId}:${r.number}`, r.id);
      }
      const unitValues = plan.units.map((u) => {
        const eId = entranceId.get(u.entrance)!;
        return {
          objectId: body.objectId,
          buildingId: building.id,
          entranceId: eId,
          floorId: floorId.get(`${eId}:${u.floor}`)!,
          number: u.number,
          rooms: u.rooms,
          areaM2: u.areaM2,
          pricePerM2: u.pricePerM2,
          totalPrice: u.totalPrice,
          type: u.type,
          finishing: u.finishing,
        };
      });
      for (let i = 0; i < unitValues.length; i += CHUNK) {
        await tx.insert(units).values(unitValues.slice(i, i + CHUNK));
      }
      await writeAudit(tx, {
        userId: actorId,
        entity: "building",
        entityId: building.id,
        action: "create",
        after: { ...building, unitsCount: plan.units.length },
      });
      return {
        id: building.id,
        objectId: building.objectId,
        name: building.name,
        floors: building.floors,
        entrances: building.entrances,
        unitsCount: plan.units.length,
      };
    });
  } catch (err) {
    if (err instanceof AppError) throw err;
    if (isUniqueViolation(err, "buildings_object_name_uq")) {
      throw new AppError("BUILDING_NAME_TAKEN", "The object has a building with this name");
    }
    throw err;
  }
}

export async function buildingAbout(db: Db, id: number): Promise<BuildingAbout> {
  const [b] = await db
    .select({ building: buildings, objectName: objects.name, address: objects.address })
    .from(buildings)
    .innerJoin(objects, eq(objects.id, buildings.objectId))
    .where(eq(buildings.id, id));
  if (!b) throw new AppError("NOT_FOUND", "Building not found");
  const [byStatus, sales] = await Promise.all([
    db
      .select({
        status: units.status,
        count: count(),
        areaM2: sql<string>`coalesce(sum(${units.areaM2}), 0)`,
        value: sql<string>`coalesce(sum(${units.totalPrice}), 0)`,
      })
      .from(units)
      .where(eq(units.buildingId, id))
      .groupBy(units.status)
      .orderBy(asc(units.status)),
    db
      .select({
        month: sql<string>`to_char(${contracts.date}, 'YYYY-MM')`,
        count: count(),
        total: sql<string>`coalesce(sum(${contracts.total}), 0)`,
      })
      .from(contracts)
      .innerJoin(units, eq(units.id, contracts.unitId))
      .where(and(eq(units.buildingId, id), ne(contracts.status, "refused")))
      .groupBy(sql`to_char(${contracts.date}, 'YYYY-MM')`)
      .orderBy(sql`to_char(${contracts.date}, 'YYYY-MM')`),
  ]);
  const { building } = b;
  return {
    id: building.id,
    objectId: building.objectId,
    objectName: b.objectName,
    address: b.address,
    name: building.name,
    floors: building.floors,
    entrances: building.entrances,
    buildStatus: building.buildStatus,
    completionDate: building.completionDate,
    bankApproved: building.bankApproved,
    byStatus: byStatus.map((s) => ({
      status: s.status,
      count: s.count,
      areaM2: Number(s.areaM2),
      value: Number(s.value),
    })),
    salesByMonth: sales.map((s) => ({ month: s.month, count: s.count, total: Number(s.total) })),
  };
}

export async function updateBuilding(
  db: Db,
  id: number,
  body: UpdateBuildingBody,
  actorId: number,
): Promise<BuildingAbout> {
  try {
    await db.transaction(async (tx) => {
      const [before] = await tx.select().from(buildings).where(eq(buildings.id, id)).for("update");
      if (!before) throw new AppError("NOT_FOUND", "Building not found");
      const [after] = await tx
        .update(buildings)
        .set({ ...body, updatedAt: new Date() })
        .where(eq(buildings.id, id))
        .returning();
      await writeAudit(tx, {
        userId: actorId,
        entity: "building",
        entityId: id,
        action: "update",
        before,
        after,
      });
    });
  } catch (err) {
    if (err instanceof AppError) throw err;
    if (isUniqueViolation(err, "buildings_object_name_uq")) {
      throw new AppError("BUILDING_NAME_TAKEN", "The object has a building with this name");
    }
    throw err;
  }
  return buildingAbout(db, id);
}

/**
 * Sets the price per m² of the selected free units, or changes it by a percentage (rounded to
 * whole soum); each unit's total is recomputed. One audit row lists every unit's old and new price.
 */
export async function bulkPrice(
  db: Db,
  buildingId: number,
  body: BulkPriceBody,
  actorId: number,
): Promise<{ updated: number }> {
  return db.transaction(async (tx) => {
    const [b] = await tx.select({ id: buildings.id }).from(buildings).where(eq(buildings.id, buildingId));
    if (!b) throw new AppError("NOT_FOUND", "Building not found");
    const where = [eq(units.buildingId, buildingId), inArray(units.status, ["available", "not_for_sale"])];
    if (body.entrances?.length) where.push(inArray(entrances.number, body.entrances));
    if (body.floorFrom !== undefined) where.push(gte(floors.number, body.floorFrom));
    if (body.floorTo !== undefined) where.push(lte(floors.number, body.floorTo));
    if (body.rooms?.length) where.push(inArray(units.rooms, body.rooms));
    const selected = await tx
      .select({ id: units.id, pricePerM2: units.pricePerM2, areaM2: units.areaM2 })
      .from(units)
      .innerJoin(entrances, eq(entrances.id, units.entranceId))
      .innerJoin(floors, eq(floors.id, units.floorId))
      .where(and(...where))
      .for("update", { of: units });
    // One UPDATE for the whole selection; the new price is computed by the database from the
    // old one in the same statement.
    const newPrice =
      body.mode === "per_m2"
        ? sql`${body.value}::bigint`
        : sql`round(${units.pricePerM2} * ${String(1 + body.value / 100)}::numeric)::bigint`;
    const updated = selected.length
      ? await tx
          .update(units)
          .set({
            pricePerM2: newPrice,
            totalPrice: sql`round(${units.areaM2} * ${newPrice})::bigint`,
            updatedAt: new Date(),
          })
          .where(
            inArray(
              units.id,
              selected.map((u) => u.id),
            ),
          )
          .returning({ id: units.id, to: units.pricePerM2 })
      : [];
    const before = new Map(selected.map((u) => [u.id, u.pricePerM2]));
    const changes = updated.map((u) => ({ id: u.id, from: before.get(u.id), to: u.to }));
    await writeAudit(tx, {
      userId: actorId,
      entity: "building",
      entityId: buildingId,
      action: "bulk_price",
      before: { selection: body },
      after: { units: changes.map(({ id, from, to }) => ({ id, from, to })) },
    });
    return { updated: changes.length };
  });
}
