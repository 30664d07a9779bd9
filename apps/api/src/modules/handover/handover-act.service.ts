import {
  addMonths,
  type HandoverCreateBody,
  type HandoverCreated,
  handoverActNumber,
  tashkentToday,
} from "@makon/shared";
import { and, eq, sql } from "drizzle-orm";
import {
  buildings,
  contracts,
  handoverAppointments,
  handoverCounters,
  handoverDefects,
  handoverSettings,
  handovers,
  units,
} from "../../db/schema";
import type { Db } from "../../db/types";
import { AppError, isUniqueViolation } from "../../lib/app-error";
import { writeAudit } from "../../lib/audit";
import { recordWords } from "../../lib/words";
import { moveContract } from "../contracts";
import { cancelHandoverSms } from "../sms";
import type { HandoverViewer } from "./handover.access";
import { handoverBlock } from "./handover-eligibility";

/** A fresh database's warranty, as handover_settings' column default says. */
const DEFAULT_WARRANTY_YEARS = 2;

/**
 * The next act number of a year: one statement that adds to the counter row (or makes it), so
 * parallel acts wait on the row and each gets the next number — no gaps, no repeats, as the
 * transaction that took it commits or gives it back (as debt letters' nextNumber).
 */
async function nextSeq(tx: Db, year: number): Promise<number> {
  const [row] = await tx
    .insert(handoverCounters)
    .values({ year, last: 1 })
    .onConflictDoUpdate({ target: handoverCounters.year, set: { last: sql`${handoverCounters.last} + 1` } })
    .returning({ last: handoverCounters.last });
  if (!row) throw new Error("counter upsert returned nothing");
  return row.last;
}

/** The contract's building and whether it is permitted or has an act, read under the contract's lock. */
async function standingOf(tx: Db, c: typeof contracts.$inferSelect) {
  const [s] = await tx
    .select({
      buildStatus: buildings.buildStatus,
      completionDate: buildings.completionDate,
      unitStatus: units.status,
      permitted: sql<boolean>`exists (select 1 from handover_permits p where p.contract_id = ${c.id})`,
      hasAct: sql<boolean>`exists (select 1 from handovers h where h.contract_id = ${c.id})`,
    })
    .from(units)
    .innerJoin(buildings, eq(buildings.id, units.buildingId))
    .where(eq(units.id, c.unitId));
  if (!s) throw new Error("a contract without its unit");
  return s;
}

async function warrantyYears(tx: Db): Promise<number> {
  const [s] = await tx
    .select({ years: handoverSettings.warrantyYears })
    .from(handoverSettings)
    .where(eq(handoverSettings.id, 1));
  return s?.years ?? DEFAULT_WARRANTY_YEARS;
}

/**
 * POST /api/topshiruv: the handover act, in one transaction with the contract row locked — the
 * rule checked (handoverBlock), the per-year number taken, the defects written, the contract and
 * the client moved to handed_over, the unit handed over, the scheduled appointment done, each
 * audited. The unique contract_id is the last guard against a second act. The contract's scope
 * is checked by the route.
 */
export async function createAct(
  db: Db,
  me: HandoverViewer,
  body: HandoverCreateBody,
  today: string = tashkentToday(),
): Promise<HandoverCreated> {
  try {
    return await db.transaction(async (tx) => {
      const [c] = await tx.select().from(contracts).where(eq(contracts.id, body.contractId)).for("update");
      if (!c) throw new AppError("NOT_FOUND", "Contract not found");
      const s = await standingOf(tx, c);
      const block = handoverBlock({
        ...c,
        buildStatus: s.buildStatus,
        permitted: s.permitted,
        hasAct: s.hasAct,
      });
      if (block) throw new AppError(block);
      if (body.actDate < c.date || body.actDate > today) throw new AppError("HANDOVER_DATE_INVALID");

      const year = Number(body.actDate.slice(0, 4));
      const seq = await nextSeq(tx, year);
      const actNumber = handoverActNumber(year, seq);
      const years = await warrantyYears(tx);
      const warrantyUntil = addMonths(s.completionDate ?? body.actDate, years * 12);
      const [act] = await tx
        .insert(handovers)
        .values({
          contractId: c.id,
          actNumber,
          year,
          seq,
          actDate: body.actDate,
          keysCount: body.keysCount,
          electricityReading: body.meters.electricity ?? null,
          gasReading: body.meters.gas ?? null,
          waterReading: body.meters.water ?? null,
          note: body.note ?? null,
          warrantyUntil,
          userId: me.id,
        })
        .returning();
      if (!act) throw new Error("act insert returned nothing");
      if (body.defects.length)
        await tx.insert(handoverDefects).values(
          body.defects.map((d) => ({
            handoverId: act.id,
            item: d.item,
            room: d.room ?? null,
            deadline: d.deadline ?? null,
            createdById: me.id,
          })),
        );

      await moveContract(tx, c, "handed_over", me.id, recordWords.handoverStep.handedOver(actNumber));
      await tx
        .update(units)
        .set({ status: "handed_over", updatedAt: new Date() })
        .where(eq(units.id, c.unitId));
      await writeAudit(tx, {
        userId: me.id,
        entity: "unit",
        entityId: c.unitId,
        action: "handed_over",
        before: { status: s.unitStatus },
        after: { status: "handed_over", contract: c.number, act: actNumber },
      });
      await closeAppointment(tx, me.id, c.id);
      await writeAudit(tx, {
        userId: me.id,
        entity: "handover",
        entityId: act.id,
        action: "create",
        after: { ...act, defects: body.defects },
      });
      return { id: act.id, actNumber };
    });
  } catch (err) {
    if (isUniqueViolation(err, "handovers_contract_id_unique")) throw new AppError("HANDOVER_EXISTS");
    throw err;
  }
}

/** The contract's scheduled appointment, if any, is done: the act was made. Its unsent SMS goes too. */
async function closeAppointment(tx: Db, actorId: number, contractId: number): Promise<void> {
  const now = new Date();
  const done = await tx
    .update(handoverAppointments)
    .set({ status: "done", closedAt: now, closedById: actorId, updatedAt: now })
    .where(and(eq(handoverAppointments.contractId, contractId), eq(handoverAppointments.status, "scheduled")))
    .returning({ id: handoverAppointments.id, scheduledAt: handoverAppointments.scheduledAt });
  for (const a of done) {
    await cancelHandoverSms(tx, a.id);
    await writeAudit(tx, {
      userId: actorId,
      entity: "handover_appointment",
      entityId: a.id,
      action: "done",
      before: { status: "scheduled", scheduledAt: a.scheduledAt.toISOString() },
      after: { status: "done" },
    });
  }
}
