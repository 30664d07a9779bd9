import { SMS_MAX_ATTEMPTS } from "@makon/shared";
import { sql } from "drizzle-orm";
import type { Db } from "../../db/types";
import { type SmsGateway, SmsGatewayError } from "./sms-gateway";
import { rows } from "./sms-sql";

/** A claimed message is the claimer's this long; past it (the process died mid-send) it is sent again. */
export const SMS_LEASE_SECONDS = 300;
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
 * Takes up to `limit` messages due for sending — queued ones whose time has come, and sending
 * ones whose lease ran out — and marks them sending with a fresh lease and one more attempt, in one
 * statement: FOR UPDATE SKIP LOCKED hands each message to one process only, and the sending
 * happens after this commits, outside any transaction.
 */
async function claim(db: Db, limit: number): Promise<Claimed[]> {
  return rows<Claimed>(
    db,
    sql`update sms_messages m set status = 'sending', attempts = m.attempts + 1,
          next_attempt_at = now() + make_interval(secs => ${SMS_LEASE_SECONDS}), updated_at = now()
        where m.id in (
          select id from sms_messages
          where status in ('queued', 'sending') and next_attempt_at <= now()
          order by next_attempt_at, id
          limit ${limit}
          for update skip locked)
        and m.status in ('queued', 'sending')
        returning m.id, m.phone, m.text, m.attempts`,
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

/** A failure's words for the outbox: the gateway's own (no personal data), else its kind only. */
function errorText(err: unknown): string {
  if (err instanceof SmsGatewayError) return err.message.slice(0, 200);
  return err instanceof Error ? err.name : "error";
}

/** Sends what is due, one at a time; returns how many went and how many failed. */
export async function sendDue(
  db: Db,
  gateway: SmsGateway,
  limit = 20,
): Promise<{ sent: number; failed: number }> {
  const claimed = await claim(db, limit);
  let sent = 0;
  let failed = 0;
  for (const c of claimed) {
    try {
      const { providerId } = await gateway.send(c.phone, c.text);
      await markSent(db, gateway, c, providerId);
      sent += 1;
    } catch (err) {
      await markFailed(db, gateway, c, errorText(err));
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
  const due = await rows<{ id: number; provider_message_id: string }>(
    db,
    sql`update sms_messages m set next_attempt_at = now() + make_interval(secs => ${DELIVERY_EVERY_SECONDS})
        where m.id in (
          select id from sms_messages
          where created_at > now() - make_interval(days => ${DELIVERY_WINDOW_DAYS})
            and status = 'sent' and driver = ${gateway.name} and provider_message_id is not null
            and next_attempt_at <= now()
          order by id
          limit ${limit}
          for update skip locked)
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
