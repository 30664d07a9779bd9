import {
  DEBTOR_CONTRACT_STATUS_LIST,
  type Language,
  OPEN_DEBT_STATUSES,
  SMS_OVERDUE_AFTER_DAYS,
  type SmsKind,
} from "@makon/shared";
import { type SQL, sql } from "drizzle-orm";
import { queryRows } from "../../db/raw";
import { smsMessages } from "../../db/schema";
import type { Db } from "../../db/types";
import { takeDailyPlace } from "./sms-daily-limit";
import { smsText } from "./sms-text";

/** A missed overdue notice is still sent this many days late (the server was down that day), no later. */
export const SMS_OVERDUE_GRACE_DAYS = 7;

const openCases = sql.raw(OPEN_DEBT_STATUSES.map((s) => `'${s}'`).join(","));

/** One reminder to write: its row or promise, and what the template fills in. */
interface Due {
  item_id: number | null;
  promise_id: number | null;
  contract_id: number;
  client_id: number;
  case_id: number | null;
  phone: string;
  number: string;
  seller_phone: string | null;
  amount: string | number;
  day: string;
  /** The client's: the message's language. */
  language: Language;
}

/** The columns every kind selects, given the contract `c`; refused and draft contracts, opted-out clients never. */
const common = sql`c.id as contract_id, c.client_id, cl.phone, cl.language, c.number, o.phone as seller_phone,
  (select d.id from debt_cases d where d.contract_id = c.id and d.status in (${openCases}) limit 1) as case_id`;
const joins = sql`join clients cl on cl.id = c.client_id and not cl.sms_opt_out and cl.deleted_at is null
  left join organisations o on o.id = c.seller_organisation_id`;
// The contracts whose rows the client pays (a bank deal's rows are the bank's money).
const live = sql.raw(`c.status in (${DEBTOR_CONTRACT_STATUS_LIST})`);

/** Unpaid rows of the contracts' current schedule with a due date in [from, to], not yet told of in `kind`. */
function rowsDue(kind: SmsKind, from: string, to: string): SQL {
  return sql`select s.id as item_id, null::int as promise_id, ${common},
      s.amount - s.paid as amount, s.due_date::text as day
    from schedule_items s
    join contracts c on c.id = s.contract_id and s.version = c.schedule_version
    ${joins}
    where s.due_date between ${from}::date and ${to}::date and s.paid < s.amount and ${live}
      and not exists (select 1 from sms_messages m where m.schedule_item_id = s.id and m.kind = ${kind})
    order by s.id`;
}

/** Open promises falling due tomorrow, not yet reminded of. */
function promisesDue(tomorrow: string): SQL {
  return sql`select null::int as item_id, p.id as promise_id, ${common},
      p.promised_amount as amount, p.promised_date::text as day
    from debt_promises p
    join contracts c on c.id = p.contract_id
    ${joins}
    where p.status = 'open' and p.promised_date = ${tomorrow}::date and ${live}
      and not exists (select 1 from sms_messages m where m.promise_id = p.id and m.kind = 'promise_reminder')
    order by p.id`;
}

function addDays(day: string, days: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** Thrown inside a reminder's transaction to undo it: the client has had the day's SMS. */
class OverLimit extends Error {}

type ReminderKind = Exclude<SmsKind, "handover_appointment" | "manual">;

/**
 * Queues one reminder with its place in the client's day, in one transaction: a reminder already
 * there (the unique indexes) takes no place, and one over the client's daily limit is undone and
 * skipped — not an error: the job goes on with the others (decision 43). True when queued.
 */
async function queueOne(db: Db, kind: ReminderKind, d: Due, today: string): Promise<boolean> {
  try {
    return await db.transaction(async (tx) => {
      const [made] = await tx
        .insert(smsMessages)
        .values({
          clientId: d.client_id,
          contractId: d.contract_id,
          caseId: d.case_id,
          scheduleItemId: d.item_id,
          promiseId: d.promise_id,
          kind,
          phone: d.phone,
          text: smsText(
            kind,
            { contractNumber: d.number, amount: Number(d.amount), date: d.day, sellerPhone: d.seller_phone },
            d.language,
          ),
        })
        .onConflictDoNothing()
        .returning({ id: smsMessages.id });
      if (!made) return false;
      if (!(await takeDailyPlace(tx, d.client_id, today))) throw new OverLimit();
      return true;
    });
  } catch (err) {
    if (err instanceof OverLimit) return false;
    throw err;
  }
}

/**
 * Queues the day's reminders: the day before a due date, an overdue notice SMS_OVERDUE_AFTER_DAYS
 * after a missed one, the day before a promised payment. Each goes once per schedule row (or
 * promise) and kind: the NOT EXISTS spares work, the unique indexes (sms_schedule_row_kind_uq,
 * sms_promise_kind_uq) and ON CONFLICT DO NOTHING make it so whatever number of processes run
 * this at once. A client who has had the day's number of SMS is skipped (the overdue notice is
 * tried again the next days, within its grace). Returns how many were queued.
 */
export async function enqueueReminders(db: Db, today: string): Promise<number> {
  const tomorrow = addDays(today, 1);
  const late = addDays(today, -SMS_OVERDUE_AFTER_DAYS);
  const batches: [ReminderKind, SQL][] = [
    ["due_tomorrow", rowsDue("due_tomorrow", tomorrow, tomorrow)],
    ["overdue", rowsDue("overdue", addDays(late, -SMS_OVERDUE_GRACE_DAYS), late)],
    ["promise_reminder", promisesDue(tomorrow)],
  ];
  let queued = 0;
  for (const [kind, query] of batches)
    for (const d of await queryRows<Due>(db, query)) if (await queueOne(db, kind, d, today)) queued += 1;
  return queued;
}
