import { formatClock, formatDate, type Language, wordsFor } from "@makon/shared";
import { and, eq, sql } from "drizzle-orm";
import { queryRows } from "../../db/raw";
import { smsMessages } from "../../db/schema";
import type { Db } from "../../db/types";
import { smsParts, smsPhone } from "./sms-text";

/**
 * The appointment notice in the client's language: the contract, the Tashkent day and time, the
 * seller's phone. A seller's phone written some other way (too long, or with letters outside
 * GSM 7-bit) is left out rather than making the message Unicode or a part longer.
 */
export function handoverSmsText(
  contractNumber: string,
  at: Date,
  sellerPhone: string | null,
  language: Language,
): string {
  const words = wordsFor(language).documents.smsHandover;
  const say = (phone: string | null) =>
    words.appointment(contractNumber, formatDate(at), formatClock(at), phone);
  const full = say(smsPhone(sellerPhone));
  const bare = say(null);
  return smsParts(full) <= smsParts(bare) ? full : bare;
}

interface Facts {
  client_id: number;
  contract_id: number;
  phone: string;
  opt_out: boolean;
  number: string;
  seller_phone: string | null;
  language: Language;
  /** Seconds since the epoch: both drivers give a float8 as a number, unlike a timestamp. */
  at_epoch: number;
}

export type HandoverSmsResult =
  | { smsId: number; smsSkipped: null }
  | { smsId: null; smsSkipped: "opted_out" };

/**
 * Queues the notice of a scheduled appointment to the contract's client, in the caller's
 * transaction. Once per appointment: the unique index sms_appointment_kind_uq and ON CONFLICT DO
 * NOTHING keep a second call from queuing another (it answers the one already there). An opted-out
 * client gets none, without an error: the appointment stands and the answer says why. The client
 * row is held FOR SHARE: an opt-out at this moment (which locks it and cancels what is queued) comes
 * after this message and cancels it, or before and none is queued.
 */
export async function enqueueHandoverSms(
  tx: Db,
  appointmentId: number,
  createdById: number | null,
): Promise<HandoverSmsResult> {
  const [f] = await queryRows<Facts>(
    tx,
    sql`select c.client_id, c.id as contract_id, cl.phone, cl.sms_opt_out as opt_out, c.number,
          o.phone as seller_phone, cl.language,
          extract(epoch from a.scheduled_at)::float8 as at_epoch
        from handover_appointments a
        join contracts c on c.id = a.contract_id
        join clients cl on cl.id = c.client_id
        left join organisations o on o.id = c.seller_organisation_id
        where a.id = ${appointmentId}
        for share of cl`,
  );
  if (!f) throw new Error("handover sms: no such appointment");
  if (f.opt_out) return { smsId: null, smsSkipped: "opted_out" };
  const [made] = await tx
    .insert(smsMessages)
    .values({
      clientId: f.client_id,
      contractId: f.contract_id,
      appointmentId,
      kind: "handover_appointment",
      phone: f.phone,
      text: handoverSmsText(f.number, new Date(Number(f.at_epoch) * 1000), f.seller_phone, f.language),
      createdById,
    })
    .onConflictDoNothing()
    .returning({ id: smsMessages.id });
  if (made) return { smsId: made.id, smsSkipped: null };
  const [had] = await tx
    .select({ id: smsMessages.id })
    .from(smsMessages)
    .where(and(eq(smsMessages.appointmentId, appointmentId), eq(smsMessages.kind, "handover_appointment")));
  if (!had) throw new Error("handover sms: neither queued nor found");
  return { smsId: had.id, smsSkipped: null };
}

/**
 * A notice still waiting to go names a time that no longer holds once the appointment is moved or
 * closed: it is cancelled. One being sent this very moment still goes.
 */
export async function cancelHandoverSms(tx: Db, appointmentId: number): Promise<void> {
  await tx
    .update(smsMessages)
    .set({ status: "cancelled", updatedAt: new Date() })
    .where(and(eq(smsMessages.appointmentId, appointmentId), eq(smsMessages.status, "queued")));
}
