import type {
  AppointmentCloseBody,
  AppointmentCreateBody,
  AppointmentCreated,
  AppointmentRescheduleBody,
} from "@makon/shared";
import { and, eq, sql } from "drizzle-orm";
import { queryRows } from "../../db/raw";
import { handoverAppointments } from "../../db/schema";
import type { Db } from "../../db/types";
import { AppError, isUniqueViolation } from "../../lib/app-error";
import { writeAudit } from "../../lib/audit";
import { assertContractInScope } from "../../lib/record-scope";
import { cancelHandoverSms, enqueueHandoverSms } from "../sms";
import type { HandoverViewer } from "./handover.access";
import { type HandoverBlock, handoverBlock } from "./handover-eligibility";

/** A time picked a moment ago still counts (the form was open a while); a year ahead at most. */
const PAST_SLACK_MS = 5 * 60_000;
const AHEAD_MS = 366 * 86_400_000;

function checkWhen(scheduledAt: string, now: Date): Date {
  const at = new Date(scheduledAt);
  const t = at.getTime();
  if (Number.isNaN(t) || t < now.getTime() - PAST_SLACK_MS || t > now.getTime() + AHEAD_MS)
    throw new AppError("HANDOVER_DATE_INVALID");
  return at;
}

interface Standing {
  status: string;
  build_status: string;
  total: string | number;
  paid: string | number;
  permitted: boolean;
  has_act: boolean;
}

/**
 * Why the contract may not be handed over now (null: it may) — the act's own rule (handoverBlock):
 * an appointment is only made for a handover that can happen; 404 for no such contract. The
 * contract row is held FOR SHARE to the end of the transaction, so an act being made at the same
 * time (which locks it for update) comes after this appointment and closes it as done, or before
 * and this one is refused. Taken before any appointment row: the act's order, so no deadlock.
 */
async function lockContract(tx: Db, contractId: number): Promise<HandoverBlock | null> {
  const [c] = await queryRows<Standing>(
    tx,
    sql`select c.status, b.build_status, c.total, c.paid,
          exists (select 1 from handover_permits p where p.contract_id = c.id) as permitted,
          exists (select 1 from handovers h where h.contract_id = c.id) as has_act
        from contracts c
        join units u on u.id = c.unit_id
        join buildings b on b.id = u.building_id
        where c.id = ${contractId}
        for share of c`,
  );
  if (!c) throw new AppError("NOT_FOUND");
  return handoverBlock({
    status: c.status,
    buildStatus: c.build_status,
    total: Number(c.total),
    paid: Number(c.paid),
    permitted: c.permitted,
    hasAct: c.has_act,
  });
}

/** Writes a scheduled appointment and, when asked, its SMS. */
async function insertScheduled(
  tx: Db,
  me: HandoverViewer,
  contractId: number,
  at: Date,
  body: AppointmentRescheduleBody,
): Promise<AppointmentCreated & { row: typeof handoverAppointments.$inferSelect }> {
  const [row] = await tx
    .insert(handoverAppointments)
    .values({ contractId, scheduledAt: at, note: body.note ?? null, userId: me.id })
    .returning();
  if (!row) throw new Error("appointment insert returned nothing");
  const sms = body.sms ? await enqueueHandoverSms(tx, row.id, me.id) : { smsId: null, smsSkipped: null };
  return { id: row.id, ...sms, row };
}

/** One scheduled appointment per contract is the database's rule (handover_appointments_open_uq). */
async function oneOpen<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (isUniqueViolation(err, "handover_appointments_open_uq"))
      throw new AppError("HANDOVER_APPOINTMENT_EXISTS");
    throw err;
  }
}

const auditView = (a: { contractId: number; scheduledAt: Date; status: string; note: string | null }) => ({
  contractId: a.contractId,
  scheduledAt: a.scheduledAt.toISOString(),
  status: a.status,
  note: a.note,
});

/**
 * POST /api/topshiruv/appointments: the time agreed with the buyer of a contract that may be
 * handed over, with the buyer's SMS unless asked not to (none to an opted-out client). The
 * contract's scope is checked by the route.
 */
export async function scheduleAppointment(
  db: Db,
  me: HandoverViewer,
  body: AppointmentCreateBody,
  now: Date = new Date(),
): Promise<AppointmentCreated> {
  const at = checkWhen(body.scheduledAt, now);
  return oneOpen(() =>
    db.transaction(async (tx) => {
      const block = await lockContract(tx, body.contractId);
      if (block) throw new AppError(block);
      const { row, ...made } = await insertScheduled(tx, me, body.contractId, at, body);
      await writeAudit(tx, {
        userId: me.id,
        entity: "handover_appointment",
        entityId: row.id,
        action: "create",
        after: { ...auditView(row), smsId: made.smsId },
      });
      return made;
    }),
  );
}

/** The appointment's contract, in the viewer's scope; 404 for no such appointment. */
async function contractOf(tx: Db, me: HandoverViewer, id: number): Promise<number> {
  const [a] = await tx
    .select({ contractId: handoverAppointments.contractId })
    .from(handoverAppointments)
    .where(eq(handoverAppointments.id, id));
  if (!a) throw new AppError("NOT_FOUND");
  await assertContractInScope(tx, me, a.contractId);
  return a.contractId;
}

/**
 * POST /api/topshiruv/appointments/{id}/reschedule: the scheduled appointment is closed as
 * rescheduled (kept in the history) and a new one made for the same contract, with its own SMS.
 * The row lock makes concurrent reschedules of one appointment one success and the rest 409.
 */
export async function rescheduleAppointment(
  db: Db,
  me: HandoverViewer,
  id: number,
  body: AppointmentRescheduleBody,
  now: Date = new Date(),
): Promise<AppointmentCreated> {
  const at = checkWhen(body.scheduledAt, now);
  return oneOpen(() =>
    db.transaction(async (tx) => {
      // The contract first, then the appointment (the act's order); an appointment's contract never changes.
      const block = await lockContract(tx, await contractOf(tx, me, id));
      const [old] = await tx
        .select()
        .from(handoverAppointments)
        .where(eq(handoverAppointments.id, id))
        .for("update");
      if (old?.status !== "scheduled") throw new AppError("HANDOVER_APPOINTMENT_CLOSED");
      if (block) throw new AppError(block);
      await tx
        .update(handoverAppointments)
        .set({ status: "rescheduled", closedAt: now, closedById: me.id, updatedAt: now })
        .where(eq(handoverAppointments.id, id));
      const { row, ...made } = await insertScheduled(tx, me, old.contractId, at, body);
      // After the new notice (which holds the client row): an opt-out locks the client, then the
      // queued messages — the same order, so the two never wait on each other.
      await cancelHandoverSms(tx, id);
      await writeAudit(tx, {
        userId: me.id,
        entity: "handover_appointment",
        entityId: id,
        action: "reschedule",
        before: auditView(old),
        after: { status: "rescheduled", newAppointmentId: row.id },
      });
      await writeAudit(tx, {
        userId: me.id,
        entity: "handover_appointment",
        entityId: row.id,
        action: "create",
        after: { ...auditView(row), smsId: made.smsId, replaces: id },
      });
      return made;
    }),
  );
}

/**
 * POST /api/topshiruv/appointments/{id}/status: a scheduled appointment closed by hand (no_show,
 * cancelled), once — the UPDATE only takes a scheduled row, a second try is 409. A note given
 * replaces the appointment's; without one the old note stays.
 */
export async function closeAppointment(
  db: Db,
  me: HandoverViewer,
  id: number,
  body: AppointmentCloseBody,
): Promise<void> {
  await db.transaction(async (tx) => {
    await contractOf(tx, me, id);
    const now = new Date();
    const [done] = await tx
      .update(handoverAppointments)
      .set({
        status: body.status,
        note: body.note ?? sql`${handoverAppointments.note}`,
        closedAt: now,
        closedById: me.id,
        updatedAt: now,
      })
      .where(and(eq(handoverAppointments.id, id), eq(handoverAppointments.status, "scheduled")))
      .returning();
    if (!done) throw new AppError("HANDOVER_APPOINTMENT_CLOSED");
    await cancelHandoverSms(tx, id);
    await writeAudit(tx, {
      userId: me.id,
      entity: "handover_appointment",
      entityId: id,
      action: body.status,
      before: { status: "scheduled" },
      after: auditView(done),
    });
  });
}
