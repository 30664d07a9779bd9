import type { Booking, BookingStatus } from "@makon/shared";
import { and, desc, eq, inArray, lte } from "drizzle-orm";
import { bookings, clients, units, users } from "../../db/schema";
import type { Db } from "../../db/types";
import { AppError } from "../../lib/app-error";
import { writeAudit } from "../../lib/audit";
import { assertClientInScope, clientsInScope, type ScopedViewer } from "../../lib/record-scope";
import { followClientStep, lockClientForDeal } from "../clients";

const HOUR = 3_600_000;

/**
 * Ends bookings whose time is up and frees their units, in one transaction per sweep. Safe with
 * any number of API processes sweeping at once: each booking row changes status once (the
 * condition is in the UPDATE), and a unit goes back to "available" only while it is "booked".
 */
export async function expireBookings(db: Db, unitId?: number): Promise<number> {
  return db.transaction(async (tx) => {
    const lapsed = and(
      eq(bookings.status, "active"),
      lte(bookings.expiresAt, new Date()),
      unitId ? eq(bookings.unitId, unitId) : undefined,
    );
    // Units first, then bookings: the order a contract takes them in, so the two never deadlock.
    const unitIds = (await tx.select({ unitId: bookings.unitId }).from(bookings).where(lapsed)).map(
      (b) => b.unitId,
    );
    if (unitIds.length === 0) return 0;
    await tx
      .select({ id: units.id })
      .from(units)
      .where(inArray(units.id, unitIds))
      .orderBy(units.id)
      .for("update");
    const ended = await tx
      .update(bookings)
      .set({ status: "expired", endedAt: new Date() })
      .where(lapsed)
      .returning({ id: bookings.id, unitId: bookings.unitId });
    if (ended.length === 0) return 0;
    await tx
      .update(units)
      .set({ status: "available", updatedAt: new Date() })
      .where(
        and(
          inArray(
            units.id,
            ended.map((b) => b.unitId),
          ),
          eq(units.status, "booked"),
        ),
      );
    for (const b of ended)
      await writeAudit(tx, { userId: null, entity: "booking", entityId: b.id, action: "expire", after: b });
    return ended.length;
  });
}

/**
 * Books a unit for a client. The unit's status changes only in an UPDATE that requires it to be
 * available, and a partial unique index allows one active booking per unit: of any number of
 * agents booking one unit at once, one wins, the others get UNIT_NOT_AVAILABLE.
 */
export async function bookUnit(
  db: Db,
  unitId: number,
  body: { clientId: number; hours: number; note?: string | null },
  actorId: number,
): Promise<Booking> {
  // A lapsed booking of this very unit must not block a new one until the next sweep.
  await expireBookings(db, unitId);
  const id = await db.transaction(async (tx) => {
    const client = await lockClientForDeal(tx, body.clientId);
    const [unit] = await tx
      .update(units)
      .set({ status: "booked", updatedAt: new Date() })
      .where(and(eq(units.id, unitId), eq(units.status, "available")))
      .returning({ id: units.id });
    if (!unit) {
      const [exists] = await tx.select({ id: units.id }).from(units).where(eq(units.id, unitId));
      throw exists ? new AppError("UNIT_NOT_AVAILABLE") : new AppError("NOT_FOUND", "Unit not found");
    }
    const [booking] = await tx
      .insert(bookings)
      .values({
        unitId,
        clientId: body.clientId,
        userId: actorId,
        expiresAt: new Date(Date.now() + body.hours * HOUR),
      })
      .returning();
    if (!booking) throw new Error("insert returned nothing");
    await followClientStep(tx, client.id, "booked", actorId, body.note ?? null);
    await writeAudit(tx, {
      userId: actorId,
      entity: "booking",
      entityId: booking.id,
      action: "create",
      after: booking,
    });
    return booking.id;
  });
  return bookingById(db, id);
}

/** Releases the unit's active booking by hand: the unit is available again at once. */
export async function releaseBooking(db: Db, unitId: number, actor: ScopedViewer): Promise<Booking> {
  const actorId = actor.id;
  const id = await db.transaction(async (tx) => {
    // The unit is locked before its booking, in the order a contract takes them (no deadlock).
    await tx.select({ id: units.id }).from(units).where(eq(units.id, unitId)).for("update");
    // Someone else's client's booking is not theirs to end (record scope).
    const [active] = await tx
      .select({ clientId: bookings.clientId })
      .from(bookings)
      .where(and(eq(bookings.unitId, unitId), eq(bookings.status, "active")));
    if (active) await assertClientInScope(tx, actor, active.clientId);
    const [ended] = await tx
      .update(bookings)
      .set({ status: "released", endedAt: new Date() })
      .where(and(eq(bookings.unitId, unitId), eq(bookings.status, "active")))
      .returning();
    if (!ended) throw new AppError("BOOKING_NOT_FOUND");
    await tx
      .update(units)
      .set({ status: "available", updatedAt: new Date() })
      .where(and(eq(units.id, unitId), eq(units.status, "booked")));
    await writeAudit(tx, {
      userId: actorId,
      entity: "booking",
      entityId: ended.id,
      action: "release",
      after: ended,
    });
    return ended.id;
  });
  return bookingById(db, id);
}

function bookingQuery(db: Db) {
  return db
    .select({
      id: bookings.id,
      unitId: bookings.unitId,
      clientId: bookings.clientId,
      clientName: clients.fullName,
      userId: bookings.userId,
      userName: users.name,
      status: bookings.status,
      expiresAt: bookings.expiresAt,
      createdAt: bookings.createdAt,
      endedAt: bookings.endedAt,
    })
    .from(bookings)
    .innerJoin(clients, eq(clients.id, bookings.clientId))
    .leftJoin(users, eq(users.id, bookings.userId));
}

type BookingRow = Omit<
  Awaited<ReturnType<ReturnType<typeof bookingQuery>["execute"]>>[number],
  "clientName"
> & {
  clientName: string | null;
};

function toBooking(r: BookingRow): Booking {
  return {
    ...r,
    status: r.status as BookingStatus,
    expiresAt: r.expiresAt.toISOString(),
    createdAt: r.createdAt.toISOString(),
    endedAt: r.endedAt ? r.endedAt.toISOString() : null,
  };
}

async function bookingById(db: Db, id: number): Promise<Booking> {
  const [row] = await bookingQuery(db).where(eq(bookings.id, id));
  if (!row) throw new AppError("NOT_FOUND", "Booking not found");
  return toBooking(row);
}

/** A unit's bookings, newest first: the active one (if any) and the history. */
/** A unit's bookings; clients outside the viewer's record scope are not named. */
export async function unitBookings(db: Db, unitId: number, viewer: ScopedViewer): Promise<Booking[]> {
  const rows = await bookingQuery(db)
    .where(eq(bookings.unitId, unitId))
    .orderBy(desc(bookings.createdAt), desc(bookings.id))
    .limit(100);
  const seen = await clientsInScope(
    db,
    viewer,
    rows.map((r) => r.clientId),
  );
  return rows.map((r) => toBooking(seen.has(r.clientId) ? r : { ...r, clientName: null }));
}
