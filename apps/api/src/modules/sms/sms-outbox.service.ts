import { type Language, type SmsKind, tashkentToday } from "@makon/shared";
import { sql } from "drizzle-orm";
import { queryRows } from "../../db/raw";
import { smsMessages } from "../../db/schema";
import type { Db } from "../../db/types";
import { AppError } from "../../lib/app-error";
import { takeDailyPlace } from "./sms-daily-limit";
import { smsText } from "./sms-text";

export interface EnqueueSms {
  clientId: number;
  contractId: number;
  caseId: number | null;
  /** A collector's own message; the reminders are enqueued by sms-reminders.service.ts. */
  kind: Extract<SmsKind, "manual" | "overdue">;
  createdById: number | null;
}

interface Facts {
  phone: string;
  opt_out: boolean;
  /** The client's: the message's language. */
  language: Language;
  number: string;
  seller_phone: string | null;
  overdue: string | number;
  oldest: string | null;
  oldest_unpaid: string | number | null;
}

/** The message enqueueSms would queue now, as its text, shown before it is queued. */
export interface ComposedSms {
  phone: string;
  text: string;
  optOut: boolean;
}

/**
 * The one place a contract's SMS text is made: the queue and the preview both read it, so what
 * a collector is shown is what goes.
 */
export async function composeSms(
  tx: Db,
  m: Pick<EnqueueSms, "clientId" | "contractId" | "kind">,
  today = tashkentToday(),
): Promise<ComposedSms> {
  const [f] = await queryRows<Facts>(
    tx,
    sql`select cl.phone, cl.sms_opt_out as opt_out, cl.language, c.number, o.phone as seller_phone,
          coalesce(sum(s.amount - s.paid), 0) as overdue, min(s.due_date)::text as oldest,
          (array_agg(s.amount - s.paid order by s.due_date, s.number))[1] as oldest_unpaid
        from contracts c
        join clients cl on cl.id = ${m.clientId}
        left join organisations o on o.id = c.seller_organisation_id
        left join schedule_items s on s.contract_id = c.id and s.version = c.schedule_version
          and s.paid < s.amount and s.due_date < ${today}::date
        where c.id = ${m.contractId}
        group by cl.phone, cl.sms_opt_out, cl.language, c.number, o.phone`,
  );
  if (!f) throw new AppError("NOT_FOUND");
  const manual = m.kind === "manual";
  const text = smsText(
    m.kind,
    {
      contractNumber: f.number,
      amount: Number((manual ? f.overdue : f.oldest_unpaid) ?? 0),
      date: manual ? today : (f.oldest ?? today),
      sellerPhone: f.seller_phone,
    },
    f.language,
  );
  return { phone: f.phone, text, optOut: f.opt_out };
}

/**
 * Queues one message to a contract's client now, in the caller's transaction (the case's "sms"
 * action writes its timeline entry beside it). The text names the contract's whole overdue amount
 * on Tashkent's today; "overdue" names the oldest overdue row instead. An opted-out client gets
 * nothing: SMS_OPTED_OUT; nor does one who has had the day's number of SMS: SMS_DAILY_LIMIT (the
 * place is taken in this transaction, so parallel requests cannot pass the limit; decision 43).
 */
export async function enqueueSms(tx: Db, m: EnqueueSms, today = tashkentToday()): Promise<{ id: number }> {
  const { phone, text, optOut } = await composeSms(tx, m, today);
  if (optOut) throw new AppError("SMS_OPTED_OUT");
  if (!(await takeDailyPlace(tx, m.clientId, today))) throw new AppError("SMS_DAILY_LIMIT");
  const [row] = await tx
    .insert(smsMessages)
    .values({
      clientId: m.clientId,
      contractId: m.contractId,
      caseId: m.caseId,
      kind: m.kind,
      phone,
      text,
      createdById: m.createdById,
    })
    .returning({ id: smsMessages.id });
  if (!row) throw new Error("sms insert returned nothing");
  return { id: row.id };
}
