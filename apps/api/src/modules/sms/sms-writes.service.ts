import { and, eq, inArray, sql } from "drizzle-orm";
import { queryRows } from "../../db/raw";
import { clients, smsMessages } from "../../db/schema";
import type { Db } from "../../db/types";
import { AppError } from "../../lib/app-error";
import { writeAudit } from "../../lib/audit";

/** Whether a client takes no SMS (404 for no such client). */
export async function smsOptOutOf(db: Db, clientId: number): Promise<{ optOut: boolean }> {
  const [c] = await db.select({ optOut: clients.smsOptOut }).from(clients).where(eq(clients.id, clientId));
  if (!c) throw new AppError("NOT_FOUND");
  return c;
}

/**
 * Opts a client out of SMS or back in, audited on the client. Opting out also cancels what is
 * still queued for them: a message claimed this very moment may still go, nothing after it.
 */
export async function setSmsOptOut(
  db: Db,
  clientId: number,
  optOut: boolean,
  actorId: number,
): Promise<{ optOut: boolean }> {
  return db.transaction(async (tx) => {
    const [before] = await queryRows<{ opt_out: boolean }>(
      tx,
      sql`select sms_opt_out as opt_out from clients where id = ${clientId} for update`,
    );
    if (!before) throw new AppError("NOT_FOUND");
    if (before.opt_out === optOut) return { optOut };
    await tx.update(clients).set({ smsOptOut: optOut }).where(eq(clients.id, clientId));
    if (optOut)
      await tx
        .update(smsMessages)
        .set({ status: "cancelled", updatedAt: new Date() })
        .where(and(eq(smsMessages.clientId, clientId), eq(smsMessages.status, "queued")));
    await writeAudit(tx, {
      userId: actorId,
      entity: "client",
      entityId: clientId,
      action: "update",
      before: { smsOptOut: before.opt_out },
      after: { smsOptOut: optOut },
    });
    return { optOut };
  });
}

/**
 * Sends a failed message once more: queued now, its attempts kept, so a provider that still
 * refuses leaves it failed again after this one try. Also one whose outcome is unknown (it may
 * have reached the client: a person's choice, never the job's). Only those (409 CONFLICT
 * otherwise), and never to a client who has since opted out (SMS_OPTED_OUT).
 */
export async function retrySms(db: Db, id: number): Promise<void> {
  const [m] = await db
    .select({ status: smsMessages.status, optOut: clients.smsOptOut })
    .from(smsMessages)
    .innerJoin(clients, eq(clients.id, smsMessages.clientId))
    .where(eq(smsMessages.id, id));
  if (!m) throw new AppError("NOT_FOUND");
  if (m.optOut) throw new AppError("SMS_OPTED_OUT");
  const done = await db
    .update(smsMessages)
    .set({ status: "queued", nextAttemptAt: new Date(), lastError: null, updatedAt: new Date() })
    .where(and(eq(smsMessages.id, id), inArray(smsMessages.status, ["failed", "unknown"])))
    .returning({ id: smsMessages.id });
  if (!done.length) throw new AppError("CONFLICT");
}
