import {
  type ClientCard,
  type CreateCallBody,
  type CreateClientBody,
  type createVisitBodySchema,
  DEFAULT_LANGUAGE,
  doesWork,
  type LoggedContact,
  type moveStepBodySchema,
  type UpdateClientBody,
} from "@makon/shared";
import { and, eq, isNotNull } from "drizzle-orm";
import type { z } from "zod";
import { bookings, clientCalls, clientNotes, clientSteps, clients, clientVisits } from "../../db/schema";
import type { Db } from "../../db/types";
import { AppError, findPgError, isUniqueViolation } from "../../lib/app-error";
import { writeAudit } from "../../lib/audit";
import { clientsInScope } from "../../lib/record-scope";
import { clientCard } from "./client-card.service";
import {
  canSeePersonal,
  clientBrief,
  hasContractSql,
  livePhoneOwner,
  phoneTaken,
  searchTextOf,
  type Viewer,
} from "./client-rows";

type ClientRecord = typeof clients.$inferSelect;

/** A foreign key that points nowhere (a manager or object id that does not exist) is bad input. */
function mapWriteError(err: unknown): never {
  if (isUniqueViolation(err, "clients_phone_live_uq")) throw new AppError("CLIENT_PHONE_EXISTS");
  if (findPgError(err)?.code === "23503")
    throw new AppError("BAD_REQUEST", "A referenced record does not exist");
  throw err;
}

/**
 * Registers a client. The phone's uniqueness among live clients is the database's (a partial
 * unique index): of twenty parallel requests with one phone, one creates and nineteen get 409
 * with the id of the client that exists. Every screen that registers a client (reception, call
 * centre, the unit page, booking) comes here: a client a sales manager registers is theirs unless
 * the form hands her to another, and her reception visit names the same manager as her card.
 */
export async function createClient(
  db: Db,
  body: CreateClientBody,
  me: Viewer & { pagesDostup: readonly string[] },
): Promise<ClientCard> {
  if ((body.passport || body.pinfl) && !canSeePersonal(me)) throw new AppError("FORBIDDEN");
  checkAssign(body.managerId, me);
  const managerId = body.managerId ?? (doesWork(me, "sales") ? me.id : null);
  const owner = await livePhoneOwner(db, body.phone);
  if (owner) throw phoneTaken(owner);
  if (body.extraPhone) {
    const other = await livePhoneOwner(db, body.extraPhone);
    if (other) throw phoneTaken(other);
  }
  let id: number;
  try {
    id = await db.transaction(async (tx) => {
      const extraPhones = body.extraPhone ? [body.extraPhone] : [];
      const [created] = await tx
        .insert(clients)
        .values({
          fullName: body.fullName,
          phone: body.phone,
          extraPhones,
          source: body.source,
          interestObjectId: body.interestObjectId ?? null,
          interestRooms: body.interestRooms ?? null,
          interestBudget: body.interestBudget ?? null,
          note: body.note ?? null,
          managerId,
          address: body.address ?? null,
          passport: body.passport ?? null,
          pinfl: body.pinfl ?? null,
          language: body.language ?? DEFAULT_LANGUAGE,
          searchText: searchTextOf(body.fullName, body.phone, extraPhones),
          intakeUserId: me.id,
        })
        .returning();
      if (!created) throw new Error("insert returned nothing");
      await tx.insert(clientSteps).values({ clientId: created.id, step: "new", userId: me.id, note: null });
      if (body.source === "reception")
        await tx.insert(clientVisits).values({
          clientId: created.id,
          userId: me.id,
          managerId,
          note: body.note ?? null,
        });
      await writeAudit(tx, {
        userId: me.id,
        entity: "client",
        entityId: created.id,
        action: "create",
        after: created,
      });
      return created.id;
    });
  } catch (err) {
    if (isUniqueViolation(err, "clients_phone_live_uq")) {
      const winner = await livePhoneOwner(db, body.phone);
      throw winner ? phoneTaken(winner) : new AppError("CLIENT_PHONE_EXISTS");
    }
    mapWriteError(err);
  }
  return clientCard(db, id, me);
}

/**
 * What one change does: fields of the client to set, and what else it recorded (a note, a visit,
 * a call) for the audit row. Every change leaves an audit row, even one that sets no field.
 */
interface ClientChange {
  set?: Partial<ClientRecord>;
  recorded?: Record<string, unknown>;
}

/**
 * One change to one client, in one transaction with its audit row. The row is locked first, so
 * two people changing the same client queue up instead of overwriting each other.
 */
async function changeClient(
  db: Db,
  id: number,
  me: Viewer,
  action: string,
  change: (tx: Db, before: ClientRecord) => Promise<ClientChange | null>,
  opts: { inBasket?: "refuse" | "require" | "any" } = {},
): Promise<ClientCard> {
  await writeChange(db, id, me, action, change, opts);
  return clientCard(db, id, me);
}

/** changeClient's write, without reading the card back (a change by phone proof answers the brief). */
async function writeChange(
  db: Db,
  id: number,
  me: Viewer,
  action: string,
  change: (tx: Db, before: ClientRecord) => Promise<ClientChange | null>,
  opts: { inBasket?: "refuse" | "require" | "any" },
): Promise<void> {
  const basket = opts.inBasket ?? "refuse";
  try {
    await db.transaction(async (tx) => {
      const [before] = await tx.select().from(clients).where(eq(clients.id, id)).for("update");
      if (!before) throw new AppError("NOT_FOUND", "Client not found");
      if (basket === "refuse" && before.deletedAt) throw new AppError("CLIENT_IN_BASKET");
      if (basket === "require" && !before.deletedAt) throw new AppError("CLIENT_NOT_IN_BASKET");
      const done = await change(tx, before);
      if (!done) return;
      const set = done.set && Object.keys(done.set).length > 0 ? done.set : null;
      const [after] = set
        ? await tx
            .update(clients)
            .set({ ...set, updatedAt: new Date() })
            .where(eq(clients.id, id))
            .returning()
        : [];
      if (!set && !done.recorded) return;
      await writeAudit(tx, {
        userId: me.id,
        entity: "client",
        entityId: id,
        action,
        ...(set ? { before } : {}),
        after: { ...(after ?? {}), ...done.recorded },
      });
    });
  } catch (err) {
    if (isUniqueViolation(err, "clients_phone_live_uq")) {
      const [row] = await db.select({ phone: clients.phone }).from(clients).where(eq(clients.id, id));
      const owner = row ? await livePhoneOwner(db, row.phone, id) : null;
      throw owner ? phoneTaken(owner) : new AppError("CLIENT_PHONE_EXISTS");
    }
    mapWriteError(err);
  }
}

/** Handing a client to a manager is client_assign's, whether on create, on a visit or in an edit. */
function checkAssign(managerId: number | null | undefined, me: Viewer): void {
  if (managerId !== undefined && managerId !== null && !me.dostup.includes("client_assign"))
    throw new AppError("FORBIDDEN", "Setting a manager needs client_assign");
}

export function updateClient(db: Db, id: number, body: UpdateClientBody, me: Viewer): Promise<ClientCard> {
  // Taking a manager away is an assignment too.
  if (body.managerId !== undefined && !me.dostup.includes("client_assign")) throw new AppError("FORBIDDEN");
  if ((body.passport !== undefined || body.pinfl !== undefined) && !canSeePersonal(me))
    throw new AppError("FORBIDDEN");
  return changeClient(db, id, me, "update", async (tx, before) => {
    const extraPhones =
      body.extraPhone === undefined ? before.extraPhones : body.extraPhone ? [body.extraPhone] : [];
    if (body.extraPhone) {
      const other = await livePhoneOwner(tx, body.extraPhone, id);
      if (other) throw phoneTaken(other);
    }
    const fullName = body.fullName ?? before.fullName;
    const { extraPhone: _e, ...fields } = body;
    return { set: { ...fields, extraPhones, searchText: searchTextOf(fullName, before.phone, extraPhones) } };
  });
}

/**
 * A call or visit, written as changeClient writes, its row marked by_phone when the client is
 * outside the viewer's scope. The scope is asked under the client's row lock, which every change
 * of the client's ties takes too (migration 0025), so the mark and the answer agree with the ties
 * the row is written against. A by_phone row is no tie (migration 0048): the caller stays outside.
 */
async function logContact(
  db: Db,
  id: number,
  me: Viewer,
  action: "call" | "visit",
  write: (tx: Db, before: ClientRecord, byPhone: boolean) => Promise<ClientChange>,
): Promise<LoggedContact> {
  // The card within the viewer's scope; outside it (the route let the request through on the
  // client's phone — plugins/record-scope.ts, phoneProof) only the brief, as the lookup by phone
  // gives it. The phone proves the person is there, nothing more (decision 39).
  let byPhone = false;
  await writeChange(
    db,
    id,
    me,
    action,
    async (tx, before) => {
      byPhone = !(await clientsInScope(tx, me, [id])).has(id);
      return write(tx, before, byPhone);
    },
    {},
  );
  if (!byPhone) return clientCard(db, id, me);
  const brief = await clientBrief(db, id);
  if (!brief) throw new AppError("NOT_FOUND", "Client not found");
  return { brief };
}

/** A visit at reception; a client without a manager gets the one the visit is handed to. */
export function recordVisit(
  db: Db,
  id: number,
  body: z.infer<typeof createVisitBodySchema>,
  me: Viewer,
): Promise<LoggedContact> {
  checkAssign(body.managerId, me);
  return logContact(db, id, me, "visit", async (tx, before, byPhone) => {
    const [visit] = await tx
      .insert(clientVisits)
      .values({
        clientId: id,
        userId: me.id,
        managerId: body.managerId ?? null,
        note: body.note ?? null,
        byPhone,
      })
      .returning();
    return {
      set: before.managerId === null && body.managerId ? { managerId: body.managerId } : {},
      recorded: { visit },
    };
  });
}

/** A call: its log row, and the client's last and next call (the callback queue) in one go. */
export function recordCall(db: Db, id: number, body: CreateCallBody, me: Viewer): Promise<LoggedContact> {
  return logContact(db, id, me, "call", async (tx, _before, byPhone) => {
    const now = new Date();
    const nextCallAt = body.nextCallAt ? new Date(body.nextCallAt) : null;
    const [call] = await tx
      .insert(clientCalls)
      .values({
        clientId: id,
        userId: me.id,
        direction: body.direction,
        result: body.result,
        note: body.note ?? null,
        nextCallAt,
        createdAt: now,
        byPhone,
      })
      .returning();
    return {
      set: {
        lastCallAt: now,
        lastCallResult: body.result,
        // The last caller's "Meniki" queue holds the callback: one outside the scope never sees
        // the client there, so a call by phone leaves it with whoever called before.
        ...(byPhone ? {} : { lastCallerId: me.id }),
        nextCallAt,
      },
      recorded: { call },
    };
  });
}

export function addNote(db: Db, id: number, text: string, me: Viewer): Promise<ClientCard> {
  return changeClient(db, id, me, "note", async (tx) => {
    const [note] = await tx.insert(clientNotes).values({ clientId: id, userId: me.id, text }).returning();
    return { recorded: { note } };
  });
}

/** A move to a step by hand, recorded in the timeline with its note. */
export function moveStep(
  db: Db,
  id: number,
  body: z.infer<typeof moveStepBodySchema>,
  me: Viewer,
): Promise<ClientCard> {
  return changeClient(db, id, me, "step", async (tx, before) => {
    if (before.step === body.step) return null;
    await tx
      .insert(clientSteps)
      .values({ clientId: id, step: body.step, userId: me.id, note: body.note ?? null });
    return { set: { step: body.step } };
  });
}

export function setBlacklist(db: Db, id: number, reason: string | null, me: Viewer): Promise<ClientCard> {
  return changeClient(db, id, me, reason ? "blacklist" : "unblacklist", async () => ({
    set: reason
      ? { blacklistedAt: new Date(), blacklistReason: reason }
      : { blacklistedAt: null, blacklistReason: null },
  }));
}

/** To the basket (hidden everywhere, kept) or back; back fails if the phone went to someone else. */
export function setBasket(db: Db, id: number, inBasket: boolean, me: Viewer): Promise<ClientCard> {
  return changeClient(
    db,
    id,
    me,
    inBasket ? "basket" : "restore",
    async (tx, before) => {
      // Back from the basket only while none of its phones went to a live client meanwhile
      // (the unique index covers the main phone only).
      if (!inBasket)
        for (const phone of [before.phone, ...before.extraPhones]) {
          const owner = await livePhoneOwner(tx, phone, id);
          if (owner) throw phoneTaken(owner);
        }
      return { set: { deletedAt: inBasket ? new Date() : null } };
    },
    { inBasket: inBasket ? "refuse" : "require" },
  );
}

/** Deletes a client for good: only from the basket, never one with a contract or a booking. */
export async function deleteClient(db: Db, id: number, me: Viewer): Promise<void> {
  await db.transaction(async (tx) => {
    const [before] = await tx
      .select({ row: clients, hasContract: hasContractSql() })
      .from(clients)
      .where(eq(clients.id, id))
      .for("update");
    if (!before) throw new AppError("NOT_FOUND", "Client not found");
    if (!before.row.deletedAt) throw new AppError("CLIENT_NOT_IN_BASKET");
    const [booking] = await tx
      .select({ id: bookings.id })
      .from(bookings)
      .where(and(eq(bookings.clientId, id), isNotNull(bookings.id)))
      .limit(1);
    if (before.hasContract || booking) throw new AppError("CLIENT_HAS_CONTRACT");
    await tx.delete(clients).where(eq(clients.id, id));
    await writeAudit(tx, {
      userId: me.id,
      entity: "client",
      entityId: id,
      action: "delete",
      before: before.row,
    });
  });
}
