import type { Building, Entrance, PropertyObject, Unit, UnitStat, UnitWithClient } from "@makon/shared";
import { and, asc, eq, sql } from "drizzle-orm";
import { buildings, entrances, floors, objects, units } from "../../db/schema";
import type { Db } from "../../db/types";
import type { ScopedViewer } from "../../lib/record-scope";
import { unitsWithHolders } from "./units.service";

export async function listObjects(db: Db): Promise<PropertyObject[]> {
  const rows = await db.select().from(objects).orderBy(asc(objects.name), asc(objects.id));
  return rows.map((o) => ({
    id: o.id,
    name: o.name,
    address: o.address,
    district: o.district,
    archivedAt: o.archivedAt?.toISOString() ?? null,
    createdAt: o.createdAt.toISOString(),
  }));
}

export async function listBuildings(db: Db): Promise<Building[]> {
  const rows = await db
    .select({
      id: buildings.id,
      objectId: buildings.objectId,
      name: buildings.name,
      floors: buildings.floors,
      entrances: buildings.entrances,
      buildStatus: buildings.buildStatus,
      completionDate: buildings.completionDate,
      bankApproved: buildings.bankApproved,
    })
    .from(buildings)
    .orderBy(asc(buildings.objectId), asc(buildings.name), asc(buildings.id));
  return rows as Building[];
}

export async function listEntrances(db: Db): Promise<Entrance[]> {
  return db
    .select({ id: entrances.id, buildingId: entrances.buildingId, number: entrances.number })
    .from(entrances)
    .orderBy(asc(entrances.buildingId), asc(entrances.number));
}

const unitColumns = {
  id: units.id,
  objectId: units.objectId,
  buildingId: units.buildingId,
  entranceId: units.entranceId,
  floorId: units.floorId,
  floor: floors.number,
  number: units.number,
  rooms: units.rooms,
  areaM2: units.areaM2,
  pricePerM2: units.pricePerM2,
  totalPrice: units.totalPrice,
  type: units.type,
  finishing: units.finishing,
  status: units.status,
};

export async function listUnits(db: Db): Promise<Unit[]> {
  const rows = await db
    .select(unitColumns)
    .from(units)
    .innerJoin(floors, eq(floors.id, units.floorId))
    .orderBy(asc(units.buildingId), asc(units.entranceId), asc(floors.number), asc(units.number));
  return rows as Unit[];
}

/**
 * Units with the client who holds each one: the live contract's client, else the active
 * booking's. Names only — passport data never travels in a list.
 */
export async function listUnitsWithClients(db: Db, viewer: ScopedViewer): Promise<UnitWithClient[]> {
  return unitsWithHolders(db, viewer);
}

/** Per building and status: how many units, their area and their value. */
export async function unitStats(db: Db): Promise<UnitStat[]> {
  const rows = await db
    .select({
      objectId: objects.id,
      objectName: objects.name,
      buildingId: buildings.id,
      buildingName: buildings.name,
      status: units.status,
      count: sql<number>`count(*)::int`,
      areaM2: sql<string>`coalesce(sum(${units.areaM2}), 0)`,
      totalPrice: sql<string>`coalesce(sum(${units.totalPrice}), 0)`,
    })
    .from(units)
    .innerJoin(buildings, eq(buildings.id, units.buildingId))
    .innerJoin(objects, and(eq(objects.id, buildings.objectId)))
    .groupBy(objects.id, objects.name, buildings.id, buildings.name, units.status)
    .orderBy(asc(objects.name), asc(buildings.name), asc(units.status));
  return rows.map((r) => ({
    ...r,
    status: r.status as UnitStat["status"],
    count: Number(r.count),
    areaM2: Number(r.areaM2),
    totalPrice: Number(r.totalPrice),
  }));
}
