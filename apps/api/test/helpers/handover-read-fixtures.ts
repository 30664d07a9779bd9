import { handoverActNumber, type SmsStatus } from "@makon/shared";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import {
  clients,
  handoverAppointments,
  handoverDefects,
  handoverPermits,
  handovers,
  smsMessages,
} from "../../src/db/schema";
import type { Db } from "../../src/db/types";
import { searchTextOf } from "../../src/modules/clients/client-rows";
import { concludedDeal, SELLER_RIGHTS } from "./handover-fixtures";
import { makeUser, type TestUser } from "./test-app";

/**
 * Acts, defects, appointments, permits and notices written straight into their tables, so the
 * read side is tested apart from the write services.
 */

let seq = 0;

export async function renameClient(db: Db, clientId: number, fullName: string): Promise<void> {
  const [c] = await db.select().from(clients).where(eq(clients.id, clientId));
  if (!c) throw new Error("no such client");
  await db
    .update(clients)
    .set({ fullName, searchText: searchTextOf(fullName, c.phone, c.extraPhones) })
    .where(eq(clients.id, clientId));
}

export async function clientPhone(db: Db, clientId: number): Promise<string> {
  const [c] = await db.select({ phone: clients.phone }).from(clients).where(eq(clients.id, clientId));
  return c?.phone ?? "";
}

export interface ActInput {
  actDate: string;
  keysCount?: number;
  cadastreAppliedAt?: string | null;
  cadastreNumber?: string | null;
  cadastreRegisteredAt?: string | null;
  warrantyUntil?: string | null;
  signedScan?: string | null;
  note?: string | null;
  meters?: { electricity?: number; gas?: number; water?: number };
}

export async function insertAct(
  db: Db,
  contractId: number,
  userId: number,
  a: ActInput,
): Promise<{ id: number; actNumber: string }> {
  seq++;
  const year = Number(a.actDate.slice(0, 4));
  const actNumber = handoverActNumber(year, seq);
  const [row] = await db
    .insert(handovers)
    .values({
      contractId,
      actNumber,
      year,
      seq,
      actDate: a.actDate,
      keysCount: a.keysCount ?? 2,
      electricityReading: a.meters?.electricity ?? null,
      gasReading: a.meters?.gas ?? null,
      waterReading: a.meters?.water ?? null,
      note: a.note ?? null,
      signedScan: a.signedScan ?? null,
      cadastreAppliedAt: a.cadastreAppliedAt ?? null,
      cadastreNumber: a.cadastreNumber ?? null,
      cadastreRegisteredAt: a.cadastreRegisteredAt ?? null,
      warrantyUntil: a.warrantyUntil ?? null,
      userId,
    })
    .returning({ id: handovers.id });
  return { id: row?.id as number, actNumber };
}

export async function insertDefect(
  db: Db,
  handoverId: number,
  d: {
    item: string;
    room?: string | null;
    deadline?: string | null;
    photo?: string | null;
    fixed?: { fixedOn: string; byId: number; note?: string; buyerAccepted?: boolean };
  },
): Promise<number> {
  const [row] = await db
    .insert(handoverDefects)
    .values({
      handoverId,
      item: d.item,
      room: d.room ?? null,
      deadline: d.deadline ?? null,
      photo: d.photo ?? null,
      fixedAt: d.fixed ? new Date() : null,
      fixedOn: d.fixed?.fixedOn ?? null,
      fixedById: d.fixed?.byId ?? null,
      fixNote: d.fixed?.note ?? null,
      buyerAccepted: d.fixed?.buyerAccepted ?? false,
    })
    .returning({ id: handoverDefects.id });
  return row?.id as number;
}

export async function insertAppointment(
  db: Db,
  contractId: number,
  userId: number,
  a: { scheduledAt: Date; status?: string; note?: string | null },
): Promise<number> {
  const [row] = await db
    .insert(handoverAppointments)
    .values({
      contractId,
      userId,
      scheduledAt: a.scheduledAt,
      status: a.status ?? "scheduled",
      note: a.note ?? null,
    })
    .returning({ id: handoverAppointments.id });
  return row?.id as number;
}

export async function insertPermit(db: Db, contractId: number, userId: number, reason: string) {
  await db.insert(handoverPermits).values({ contractId, userId, reason });
}

/** An appointment's notice in a given state, made at `createdAt`. */
export async function insertNotice(
  db: Db,
  n: {
    clientId: number;
    contractId: number;
    appointmentId: number;
    status: SmsStatus;
    createdAt: Date;
    driver?: string;
  },
  kind = "handover_appointment",
) {
  await db.insert(smsMessages).values({
    clientId: n.clientId,
    contractId: n.contractId,
    appointmentId: n.appointmentId,
    kind,
    phone: "901234567",
    text: "test",
    status: n.status,
    createdAt: n.createdAt,
    driver: n.driver ?? null,
  });
}

/** A seller and `count` concluded deals on a completed building's units (all "full" unless told). */
export async function deals(
  app: FastifyInstance,
  db: Db,
  units: { id: number }[],
  kinds: ("full" | "partial")[],
  seller?: TestUser,
) {
  const s = seller ?? (await makeUser(app, db, SELLER_RIGHTS));
  const out = [];
  for (const [i, kind] of kinds.entries()) {
    const unit = units[i];
    if (!unit) throw new Error("not enough units");
    out.push(await concludedDeal(app, db, s, unit, kind));
  }
  return { seller: s, deals: out };
}
