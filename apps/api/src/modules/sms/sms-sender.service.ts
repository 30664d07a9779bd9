import { SMS_MAX_ATTEMPTS } from "@makon/shared";
import { sql } from "drizzle-orm";
import { queryRows } from "../../db/raw";
import type { Db } from "../../db/types";
import { type SmsGateway, SmsGatewayError } from "./sms-gateway";

/**
 * A claimed message is the claimer's this long. Past it the process died mid-send: whether the
 * provider took the message is unknown, so it is not sent again blind but asked about (decision 44).
 */
export const SMS_LEASE_SECONDS = 300;
/** A send with no answer is first asked about this long after (a slow provider's late answer). */
const UNKNOWN_FIRST_CHECK_SECONDS = 60;
/** Delivery reports are asked for this long after sending, this often. */
const DELIVERY_WINDOW_DAYS = 3;
const DELIVERY_EVERY_SECONDS = 600;

/** Seconds to wait after the n-th failed try: 1, 5, 15, 60 minutes. */
export function backoffSeconds(attempts: number): number {
  return [60, 300, 900, 3600][Math.min(attempts, 4) - 1] ?? 60;
}

interface Claimed {
  id: number;
  phone: string;
  text: string;
  attempts: number;
}

/**
 * Takes up to `limit` queued messages whose time has come and marks them sending with a lease and
 * one more attempt, in one statement: FOR UPDATE SKIP LOCKED hands each message to one process
 * only, and the sending happens after this commits, outside any transaction. The pick is a
 * materialized CTE: as `id in (subquery)` the planner may run the subquery again per row, and each
 * run with SKIP LOCKED skips the rows just locked and picks the next ones (one run took all 50). A message still
 * "sending" past its lease is not taken again: it becomes "unknown" (orphaned, below).
 */
async function claim(db: Db, limit: number): Promise<Claimed[]> {
  return queryRows<Claimed>(
    db,
    sql`with picked as materialized (
          select id from sms_messages
          where status = 'queued' and next_attempt_at <= now()
          order by next_attempt_at, id
          limit ${limit}
          for update skip locked)
        update sms_messages m set status = 'sending', attempts = m.attempts + 1,
          next_attempt_at = now() + make_interval(secs => ${SMS_LEASE_SECONDS}), updated_at = now()
        from picked where m.id = picked.id
        returning m.id, m.phone, m.text, m.attempts`,
  );
}

/** Messages whose sender died mid-send (lease over): their outcome is unknown, asked about now. */
async function orphaned(db: Db): Promise<void> {
  await db.execute(
    sql`update sms_messages set status = 'unknown', last_error = 'lease expired', updated_at = now()
        where status = 'sending' and next_attempt_at <= now()`,
  );
}

/** The outcome is written only while the claim is still ours (same attempt, still sending). */
const ours = (c: Claimed) => sql`id = ${c.id} and status = 'sending' and attempts = ${c.attempts}`;

async function markSent(db: Db, gateway: SmsGateway, c: Claimed, providerId: string) {
  // The log driver has nothing to report: its messages stay "sent"; a provider's are asked later.
  await db.execute(
    sql`update sms_messages set status = 'sent', sent_at = now(), driver = ${gateway.name},
          provider_message_id = ${providerId}, last_error = null, updated_at = now(),
          next_attempt_at = now() + make_interval(secs => ${DELIVERY_EVERY_SECONDS})
        where ${ours(c)}`,
  );
}

async function markFailed(db: Db, gateway: SmsGateway, c: Claimed, error: string) {
  const final = c.attempts >= SMS_MAX_ATTEMPTS;
  await db.execute(
    sql`update sms_messages set status = ${final ? "failed" : "queued"}, driver = ${gateway.name},
          last_error = ${error}, updated_at = now(),
          next_attempt_at = now() + make_interval(secs => ${backoffSeconds(c.attempts)})
        where ${ours(c)}`,
  );
}

/** No answer: the provider may have taken it. Never claimed again by itself; asked about first. */
async function markUnknown(db: Db, gateway: SmsGateway, c: Claimed, error: string) {
  await db.execute(
    sql`update sms_messages set status = 'unknown', driver = ${gateway.name}, last_error = ${error},
          updated_at = now(), next_attempt_at = now() + make_interval(secs => ${UNKNOWN_FIRST_CHECK_SECONDS})
        where ${ours(c)}`,
  );
}

const unknownOutcome = (err: unknown) => err instanceof SmsGatewayError && err.outcome === "unknown";

/** A failure's words for the outbox: the gateway's own (no personal data), else its kind only. */
function errorText(err: unknown): string {
  if (err instanceof SmsGatewayError) return err.message.slice(0, 200);
  return err instanceof Error ? err.name : "error";
}

/**
 * Sends what is due, one at a time, each under its outbox id as the provider-side key; returns how
 * many went and how many did not (refused, or with no answer: then "unknown").
 */
export async function sendDue(
  db: Db,
  gateway: SmsGateway,
  limit = 20,
): Promise<{ sent: number; failed: number }> {
  await orphaned(db);
  const claimed = await claim(db, limit);
  let sent = 0;
  let failed = 0;
  for (const c of claimed) {
    try {
      const { providerId } = await gateway.send(c.phone, c.text, String(c.id));
      await markSent(db, gateway, c, providerId);
      sent += 1;
    } catch (err) {
      if (unknownOutcome(err)) await markUnknown(db, gateway, c, errorText(err));
      else await markFailed(db, gateway, c, errorText(err));
      failed += 1;
    }
  }
  return { sent, failed };
}

/**
 * Asks the provider about messages it took in the last few days, each every ten minutes until it
 * reports. Claimed like sending (the next check's time moves on in the same statement), so two
 * processes do not ask twice.
 */
export async function checkDelivery(db: Db, gateway: SmsGateway, limit = 50): Promise<number> {
  if (!gateway.tracksDelivery) return 0;
  const due = await queryRows<{ id: number; provider_message_id: string }>(
    db,
    sql`with picked as materialized (
          select id from sms_messages
          where created_at > now() - make_interval(days => ${DELIVERY_WINDOW_DAYS})
            and status = 'sent' and driver = ${gateway.name} and provider_message_id is not null
            and next_attempt_at <= now()
          order by id
          limit ${limit}
          for update skip locked)
        update sms_messages m set next_attempt_at = now() + make_interval(secs => ${DELIVERY_EVERY_SECONDS})
        from picked where m.id = picked.id
        returning m.id, m.provider_message_id`,
  );
  let reported = 0;
  for (const m of due) {
    let state: Awaited<ReturnType<SmsGateway["status"]>>;
    try {
      state = await gateway.status(m.provider_message_id);
    } catch {
      // Asked again at the next check.
      continue;
    }
    if (state === "pending") continue;
    await db.execute(
      state === "delivered"
        ? sql`update sms_messages set status = 'delivered', delivered_at = now(), updated_at = now()
              where id = ${m.id} and status = 'sent'`
        : sql`update sms_messages set status = 'failed', last_error = 'undelivered', updated_at = now()
              where id = ${m.id} and status = 'sent'`,
    );
    reported += 1;
  }
  return reported;
}

/**
 * Asks the provider about messages whose send had no answer (gateway.lookup, by outbox id), each
 * every ten minutes for the delivery window, claimed like the delivery checks. Taken: sent (or
 * delivered, failed) with the provider's id. Absent: queued once more (the provider never took
 * it), or failed after SMS_MAX_ATTEMPTS. Cannot tell: stays "unknown", shown for a person to decide.
 * Returns how many were resolved.
 */
export async function checkUnknown(db: Db, gateway: SmsGateway, limit = 50): Promise<number> {
  if (!gateway.lookup) return 0;
  const due = await queryRows<{ id: number; attempts: number }>(
    db,
    sql`with picked as materialized (
          select id from sms_messages
          where status = 'unknown' and next_attempt_at <= now()
            and (driver = ${gateway.name} or driver is null)
            and created_at > now() - make_interval(days => ${DELIVERY_WINDOW_DAYS})
          order by next_attempt_at, id
          limit ${limit}
          for update skip locked)
        update sms_messages m set next_attempt_at = now() + make_interval(secs => ${DELIVERY_EVERY_SECONDS})
        from picked where m.id = picked.id
        returning m.id, m.attempts`,
  );
  let resolved = 0;
  for (const m of due) {
    let found: Awaited<ReturnType<NonNullable<SmsGateway["lookup"]>>>;
    try {
      found = await gateway.lookup(String(m.id));
    } catch {
      continue;
    }
    const unknown = sql`id = ${m.id} and status = 'unknown'`;
    if (found.state === "absent")
      await db.execute(
        sql`update sms_messages set status = ${m.attempts >= SMS_MAX_ATTEMPTS ? "failed" : "queued"},
              next_attempt_at = now(), updated_at = now()
            where ${unknown}`,
      );
    else
      await db.execute(
        sql`update sms_messages set driver = ${gateway.name}, provider_message_id = ${found.providerId},
              sent_at = coalesce(sent_at, now()), last_error = null, updated_at = now(),
              status = ${found.state === "delivered" ? "delivered" : found.state === "failed" ? "failed" : "sent"},
              delivered_at = ${found.state === "delivered" ? sql`now()` : sql`null`},
              next_attempt_at = now() + make_interval(secs => ${DELIVERY_EVERY_SECONDS})
            where ${unknown}`,
      );
    resolved += 1;
  }
  return resolved;
}
