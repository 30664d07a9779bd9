import {
  type FloorDetail,
  TOTAL_CAP,
  type UnitListQuery,
  type UnitRow,
  type UnitWithClient,
  type UpdateUnitBody,
} from "@makon/shared";
import { and, asc, eq, gte, inArray, lte, type SQL, sql } from "drizzle-orm";
import { queryRow } from "../../db/raw";
import { bookings, buildings, clients, contracts, entrances, floors, objects, units } from "../../db/schema";
import type { Db } from "../../db/types";
import { AppError } from "../../lib/app-error";
import { writeAudit } from "../../lib/audit";
import { type Keyset, keysetOrder } from "../../lib/page-anchors";
import { type IdSelect, pageJson, pageOfIds } from "../../lib/paging";
import { preparedPerDb } from "../../lib/prepared";
import { hideForeignHolders, type ScopedViewer, seesAllHolders } from "../../lib/record-scope";
import { isoSql, jsonRowsInOrder } from "../../lib/sql-json";
import { matchingClientIds } from "../clients";

/** The live contract and the active booking of each unit: who holds it. */
function holders(db: Db) {
  const contractClient = db
    .select({
      unitId: contracts.unitId,
      contractId: contracts.id,
      number: contracts.number,
      clientId: contracts.clientId,
    })
    .from(contracts)
    // Constants written into the text, not parameters: a prepared plan (rowsByIds) can then use
    // the partial indexes on live contracts and active bookings instead of reading every row.
    .where(sql`${contracts.status} <> 'refused'`)
    .as("cc");
  const bookingClient = db
    .select({ unitId: bookings.unitId, clientId: bookings.clientId, expiresAt: bookings.expiresAt })
    .from(bookings)
    .where(sql`${bookings.status} = 'active'`)
    .as("bc");
  return { contractClient, bookingClient };
}

/**
 * Units with where they are and who holds them. `lookups: "probe"` reads the floor, entrance,
 * building and object of each row by its key (for a page of ids: 50 index probes cost less than
 * hashing the 7,000 floors a join would build); "join" joins them (for whole lists).
 */
function unitRowsQuery(db: Db, lookups: "join" | "probe" = "join") {
  const { contractClient, bookingClient } = holders(db);
  const probe = lookups === "probe";
  const columns = {
    id: units.id,
    objectId: units.objectId,
    buildingId: units.buildingId,
    entranceId: units.entranceId,
    floorId: units.floorId,
    floor: probe ? sql<number>`(select f.number from floors f where f.id = units.floor_id)` : floors.number,
    number: units.number,
    rooms: units.rooms,
    areaM2: units.areaM2,
    pricePerM2: units.pricePerM2,
    totalPrice: units.totalPrice,
    type: units.type,
    finishing: units.finishing,
    status: units.status,
    contractId: contractClient.contractId,
    contractNumber: contractClient.number,
    clientId: sql<number | null>`coalesce(${contractClient.clientId}, ${bookingClient.clientId})`,
    clientName: clients.fullName,
    clientPhone: clients.phone,
    bookingExpiresAt: bookingClient.expiresAt,
    objectName: probe
      ? sql<string>`(select o.name from objects o where o.id = units.object_id)`
      : objects.name,
    buildingName: probe
      ? sql<string>`(select b.name from buildings b where b.id = units.building_id)`
      : buildings.name,
    entranceNumber: probe
      ? sql<number>`(select e.number from entrances e where e.id = units.entrance_id)`
      : entrances.number,
  };
  const base = db.select(columns).from(units).$dynamic();
  const placed = probe
    ? base
    : base
        .innerJoin(floors, eq(floors.id, units.floorId))
        .innerJoin(entrances, eq(entrances.id, units.entranceId))
        .innerJoin(buildings, eq(buildings.id, units.buildingId))
        .innerJoin(objects, eq(objects.id, units.objectId));
  return placed
    .leftJoin(contractClient, eq(contractClient.unitId, units.id))
    .leftJoin(bookingClient, eq(bookingClient.unitId, units.id))
    .leftJoin(clients, sql`${clients.id} = coalesce(${contractClient.clientId}, ${bookingClient.clientId})`);
}

/**
 * The full rows are a join of nine tables: planning it costs the server ~8 ms, running it for one
 * page ~1 ms. Prepared once per database, the plan is reused and only the ids change.
 */
const rowsByIds = preparedPerDb((db) =>
  unitRowsQuery(db, "probe")
    .where(sql`${units.id} = any(${sql.placeholder("ids")}::int[])`)
    .prepare("unit_rows_by_ids"),
);

/**
 * A page's rows as the JSON text of unitRowSchema's objects, in the order of `ids`, written by the
 * database as toRow writes rowsByIds' rows (the list's test holds the two alike) — keys in the
 * schema's order, the area as float8, so the text is what JSON.stringify would write: nothing is
 * parsed, mapped, checked and written again here. The holder as rowsByIds finds it: through the
 * live contract or the active booking (constants in the text, so the partial indexes serve).
 * The floor and entrance are looked up by key; the object and the building are joined instead
 * (rowsByIds reads one unit, this a page): both tables are a few pages, so a per-row lookup was a
 * scan of the whole table (151 buildings read for each of 50 rows), and the statement took
 * 2.2–2.8 ms a page where it takes 1.1–2.1 with them hashed once. Prepared once per connection.
 */
const rowsJson = jsonRowsInOrder(
  "unit_rows_json",
  sql`select u.id, u.object_id as "objectId", u.building_id as "buildingId", u.entrance_id as "entranceId",
        u.floor_id as "floorId", (select f.number from floors f where f.id = u.floor_id) as floor,
        u.number, u.rooms, u.area_m2::float8 as "areaM2", u.price_per_m2 as "pricePerM2",
        u.total_price as "totalPrice", u.type, u.finishing, u.status,
        coalesce(cc.client_id, bc.client_id) as "clientId", cl.full_name as "clientName",
        cc.id as "contractId", cc.number as "contractNumber",
        ${isoSql(sql`bc.expires_at`)} as "bookingExpiresAt",
        o.name as "objectName", b.name as "buildingName",
        (select e.number from entrances e where e.id = u.entrance_id) as "entranceNumber",
        cl.phone as "clientPhone"
      from units u
      join objects o on o.id = u.object_id
      join buildings b on b.id = u.building_id
      left join contracts cc on cc.unit_id = u.id and cc.status <> 'refused'
      left join bookings bc on bc.unit_id = u.id and bc.status = 'active'
      left join clients cl on cl.id = coalesce(cc.client_id, bc.client_id)
      where u.id = any(${sql.placeholder("ids")}::int[])`,
);

/**
 * The filter and the order on the units table alone (floors joined only to sort by floor): the
 * page's ids come from an index scan that stops after one page — for the default order an
 * index-only scan, however deep the page; the full rows are read for those ids.
 */
function filteredUnits<T extends Record<string, unknown>>(db: Db, columns: T, sort: UnitListQuery["sort"]) {
  const base = db
    .select(columns as Record<string, never>)
    .from(units)
    .$dynamic();
  return sort === "floor" || sort === "-floor" ? base.innerJoin(floors, eq(floors.id, units.floorId)) : base;
}

type RawRow = Omit<UnitRow, "clientId" | "bookingExpiresAt" | "type" | "finishing" | "status"> & {
  clientId: unknown;
  bookingExpiresAt: Date | string | null;
  type: string;
  finishing: string;
  status: string;
};

function toRow(r: RawRow): UnitRow {
  return {
    ...r,
    type: r.type as UnitRow["type"],
    finishing: r.finishing as UnitRow["finishing"],
    status: r.status as UnitRow["status"],
    clientId: r.clientId === null ? null : Number(r.clientId),
    bookingExpiresAt: r.bookingExpiresAt ? new Date(r.bookingExpiresAt).toISOString() : null,
  };
}

/**
 * Each order as key columns, all NOT NULL and ending in the id: a deep page starts from a
 * remembered page start (page-anchors.ts). Creation order is the building's order: entrance,
 * floor, position (the numbering's order).
 */
const KEYSETS: Record<UnitListQuery["sort"], Keyset> = {
  number: { columns: [units.buildingId, units.id], descending: false },
  "-number": { columns: [units.buildingId, units.id], descending: true },
  price: { columns: [units.totalPrice, units.id], descending: false },
  "-price": { columns: [units.totalPrice, units.id], descending: true },
  area: { columns: [units.areaM2, units.id], descending: false },
  "-area": { columns: [units.areaM2, units.id], descending: true },
  floor: { columns: [floors.number, units.id], descending: false },
  "-floor": { columns: [floors.number, units.id], descending: true },
  rooms: { columns: [units.rooms, units.id], descending: false },
  "-rooms": { columns: [units.rooms, units.id], descending: true },
};

function unitFilters(q: UnitFilter): SQL | undefined {
  const where: SQL[] = [];
  // Written out: inside a subquery the builder would drop the table's name. Usually nothing is
  // archived and the array is empty.
  if (q.includeArchived !== "true")
    where.push(sql`not (units.object_id = any(array(select id from objects where archived_at is not null)))`);
  if (q.objectId) where.push(eq(units.objectId, q.objectId));
  if (q.buildingId) where.push(eq(units.buildingId, q.buildingId));
  if (q.entranceId) where.push(eq(units.entranceId, q.entranceId));
  if (q.floor) where.push(sql`units.floor_id in (select f.id from floors f where f.number = ${q.floor})`);
  if (q.status) where.push(inArray(units.status, q.status.split(",")));
  if (q.rooms !== undefined) where.push(eq(units.rooms, q.rooms));
  if (q.priceMin !== undefined) where.push(gte(units.totalPrice, q.priceMin));
  if (q.priceMax !== undefined) where.push(lte(units.totalPrice, q.priceMax));
  if (q.areaMin !== undefined) where.push(gte(units.areaM2, q.areaMin));
  if (q.areaMax !== undefined) where.push(lte(units.areaM2, q.areaMax));
  if (q.q) where.push(numberOrHeld(q.q, q.heldIds));
  return where.length ? and(...where) : undefined;
}

/**
 * The units whose holder a search finds: the clients first, through their search index, then
 * the live contracts and active bookings that hold units for them. The holder is the live
 * contract's client, else the active booking's (as the rows show it). Read once, as a list of
 * ids, so the page and its count do not each search again.
 */
async function unitsOfHolders(db: Db, q: string): Promise<number[]> {
  const found = matchingClientIds(q);
  if (!found) return [];
  const live = sql`c.status <> 'refused'`;
  // The clients are searched once (a trigram search is most of the cost), then both holdings.
  const row = await queryRow<{ ids: number[] }>(
    db,
    sql`with found as materialized ${found}
    select array(
    select c.unit_id from contracts c where ${live} and c.client_id in (select id from found)
    union
    select b.unit_id from bookings b where b.status = 'active' and b.client_id in (select id from found)
      and not exists (select 1 from contracts c where c.unit_id = b.unit_id and ${live})) as ids`,
  );
  return row?.ids ?? [];
}

/** A unit list's query with the search's holders looked up (see unitsOfHolders). */
type UnitFilter = Omit<UnitListQuery, "page" | "size" | "sort"> & { heldIds?: number[] };

async function withHolders<T extends Omit<UnitListQuery, "page" | "size">>(db: Db, q: T) {
  return q.q ? { ...q, heldIds: await unitsOfHolders(db, q.q) } : q;
}

/** The unit's number, or a unit held by a client the search found (a constant array: hashed). */
function numberOrHeld(q: string, heldIds: readonly number[] = []): SQL {
  const byNumber = sql`units.number = ${q.trim()}`;
  return heldIds.length ? sql`(${byNumber} or units.id = any(${`{${heldIds.join(",")}}`}::int[]))` : byNumber;
}

/** Tables the rows of units with their holders are built from: a remembered answer is tagged with their counters. */
export const UNIT_ROW_TABLES = [
  "units",
  "objects",
  "buildings",
  "entrances",
  "floors",
  "contracts",
  "bookings",
  "clients",
] as const;

/**
 * The property database (baza): every unit with its client and contract, paged and filtered. One
 * statement gives the page's ids and the filter's total (counted up to TOTAL_CAP); a prepared one
 * reads the full rows of those ids.
 */
export async function listUnitRows(
  db: Db,
  q: UnitListQuery,
  viewer: ScopedViewer,
  seen: string,
): Promise<string> {
  const { page, size, sort, ...filter } = q;
  const where = unitFilters(await withHolders(db, q));
  const { ids, ...total } = await pageOfIds(db, {
    select: (columns) => filteredUnits(db, columns, sort) as unknown as ReturnType<IdSelect>,
    id: units.id,
    where,
    order: keysetOrder(KEYSETS[sort]),
    page: { page, size },
    cap: TOTAL_CAP,
    // The units list has no record scope: the filter alone decides the total.
    total: { key: `uy:${JSON.stringify(filter)}`, seen },
    keyset: { key: `uy:${sort}:${JSON.stringify(filter)}`, order: KEYSETS[sort] },
  });
  const json = await rowsJson(db, { ids });
  // Who holds a unit is hidden outside the viewer's scopes: only then are the rows read back.
  const items = seesAllHolders(viewer)
    ? json
    : JSON.stringify(await hideForeignHolders(db, viewer, JSON.parse(json) as UnitRow[]));
  return pageJson(items, total, q);
}

export async function exportUnitRows(
  db: Db,
  q: Omit<UnitListQuery, "page" | "size">,
  viewer: ScopedViewer,
): Promise<UnitRow[]> {
  const rows = await unitRowsQuery(db)
    .where(unitFilters(await withHolders(db, q)))
    .orderBy(...keysetOrder(KEYSETS[q.sort]))
    .limit(100_000);
  return hideForeignHolders(db, viewer, rows.map(toRow));
}

/** Every unit with its holder, ordered by building, entrance, floor and number (uy/all_with_clients). */
export async function unitsWithHolders(db: Db, viewer: ScopedViewer): Promise<UnitWithClient[]> {
  const rows = await unitRowsQuery(db).orderBy(
    asc(units.buildingId),
    asc(entrances.number),
    asc(floors.number),
    asc(units.id),
  );
  return hideForeignHolders(
    db,
    viewer,
    rows.map((r) => {
      const { objectName: _o, buildingName: _b, entranceNumber: _e, clientPhone: _p, ...unit } = toRow(r);
      return unit;
    }),
  );
}

/** One unit with where it is and who holds it (the sales unit card). */
export async function unitRow(db: Db, id: number, viewer: ScopedViewer): Promise<UnitRow> {
  const [row] = await rowsByIds(db).execute({ ids: [id] });
  if (!row) throw new AppError("NOT_FOUND", "Unit not found");
  const [shown] = await hideForeignHolders(db, viewer, [toRow(row)]);
  return shown as UnitRow;
}

/**
 * Changes a free unit. The condition on status is part of the UPDATE, so a unit booked a moment
 * ago is never changed under the booking.
 */
export async function updateUnit(
  db: Db,
  id: number,
  body: UpdateUnitBody,
  actor: ScopedViewer,
): Promise<UnitRow> {
  const actorId = actor.id;
  await db.transaction(async (tx) => {
    const [before] = await tx.select().from(units).where(eq(units.id, id));
    if (!before) throw new AppError("NOT_FOUND", "Unit not found");
    const areaM2 = body.areaM2 ?? before.areaM2;
    const pricePerM2 = body.pricePerM2 ?? before.pricePerM2;
    const [after] = await tx
      .update(units)
      .set({
        ...(body.rooms !== undefined ? { rooms: body.rooms } : {}),
        ...(body.type !== undefined ? { type: body.type } : {}),
        ...(body.finishing !== undefined ? { finishing: body.finishing } : {}),
        areaM2,
        pricePerM2,
        totalPrice: Math.round(areaM2 * pricePerM2),
        ...(body.notForSale !== undefined ? { status: body.notForSale ? "not_for_sale" : "available" } : {}),
        updatedAt: new Date(),
      })
      .where(and(eq(units.id, id), inArray(units.status, ["available", "not_for_sale"])))
      .returning();
    if (!after) throw new AppError("UNIT_NOT_AVAILABLE", "Only a free unit can be changed");
    await writeAudit(tx, { userId: actorId, entity: "unit", entityId: id, action: "update", before, after });
  });
  return unitRow(db, id, actor);
}

export async function floorDetail(db: Db, floorId: number, viewer: ScopedViewer): Promise<FloorDetail> {
  const [f] = await db
    .select({
      id: floors.id,
      number: floors.number,
      buildingId: floors.buildingId,
      buildingName: buildings.name,
      objectName: objects.name,
      entranceId: floors.entranceId,
      entranceNumber: entrances.number,
      planImage: floors.planImage,
    })
    .from(floors)
    .innerJoin(buildings, eq(buildings.id, floors.buildingId))
    .innerJoin(objects, eq(objects.id, buildings.objectId))
    .innerJoin(entrances, eq(entrances.id, floors.entranceId))
    .where(eq(floors.id, floorId));
  if (!f) throw new AppError("NOT_FOUND", "Floor not found");
  const rows = await unitRowsQuery(db).where(eq(units.floorId, floorId)).orderBy(asc(units.id));
  const { planImage, ...floor } = f;
  return {
    ...floor,
    hasPlan: planImage !== null,
    units: await hideForeignHolders(
      db,
      viewer,
      rows.map((r) => {
        const { objectName: _o, buildingName: _b, entranceNumber: _e, clientPhone: _p, ...unit } = toRow(r);
        return unit;
      }),
    ),
  };
}
