import { SMS_DAILY_LIMIT_DEFAULT, type SmsKind } from "@makon/shared";
import { sql } from "drizzle-orm";
import { queryRows } from "../../db/raw";
import type { Db } from "../../db/types";

/**
 * The kinds a client's daily limit counts: the collections' messages. A handover appointment's
 * notice is not counted nor refused — it is once per appointment already (sms_appointment_kind_uq)
 * and the client must hear of the time (decision 43).
 */
export const SMS_COUNTED_KINDS: readonly SmsKind[] = [
  "due_tomorrow",
  "overdue",
  "promise_reminder",
  "manual",
];

/**
 * Takes one of the client's places for the Tashkent day `day`, in the caller's transaction: true
 * when there was one. One statement: the first message of the day inserts the row, the next ones
 * raise it only while it is below the limit of the collections settings. Concurrent callers queue
 * on the row's lock and each sees the count the one before left, so the limit holds however many
 * requests or processes queue at once; a transaction that rolls back gives its place back.
 */
export async function takeDailyPlace(tx: Db, clientId: number, day: string): Promise<boolean> {
  const got = await queryRows<{ queued: number }>(
    tx,
    sql`insert into sms_client_days as d (client_id, day, queued)
        values (${clientId}, ${day}::date, 1)
        on conflict (client_id, day) do update set queued = d.queued + 1
        where d.queued < (select coalesce(max(s.sms_daily_limit), ${SMS_DAILY_LIMIT_DEFAULT})
                          from debt_settings s where s.id = 1)
        returning d.queued`,
  );
  return got.length > 0;
}

/** The counts are read for today only: older days go (a week kept for a look after the fact). */
export async function purgeDailyPlaces(db: Db, today: string): Promise<void> {
  await db.execute(sql`delete from sms_client_days where day < ${today}::date - 7`);
}
