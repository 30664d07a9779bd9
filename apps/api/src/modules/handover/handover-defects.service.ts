import { type HandoverDefectFixBody, type HandoverDefectInput, tashkentToday } from "@makon/shared";
import { and, eq, isNull } from "drizzle-orm";
import { handoverDefects } from "../../db/schema";
import type { Db } from "../../db/types";
import { AppError } from "../../lib/app-error";
import { writeAudit } from "../../lib/audit";
import type { HandoverViewer } from "./handover.access";
import { readAct, requireDayAfterAct } from "./handover-act-lock";

/** POST /api/topshiruv/{id}/defects (handover_work): a defect found after the act. */
export async function addDefect(
  db: Db,
  me: HandoverViewer,
  actId: number,
  body: HandoverDefectInput,
): Promise<{ id: number }> {
  return db.transaction(async (tx) => {
    await readAct(tx, me, actId);
    const [d] = await tx
      .insert(handoverDefects)
      .values({
        handoverId: actId,
        item: body.item,
        room: body.room ?? null,
        deadline: body.deadline ?? null,
        createdById: me.id,
      })
      .returning();
    if (!d) throw new Error("defect insert returned nothing");
    await writeAudit(tx, {
      userId: me.id,
      entity: "handover",
      entityId: actId,
      action: "defect_add",
      after: { defectId: d.id, item: d.item, room: d.room, deadline: d.deadline },
    });
    return { id: d.id };
  });
}

/**
 * POST /api/topshiruv/{id}/defects/{defectId}/fix (handover_work): marks a defect fixed, once — the
 * UPDATE takes only an open row, so of many at once one wins and the rest are 409
 * HANDOVER_DEFECT_FIXED. A defect of another act is 404; the fix day lies between the act and today.
 */
export async function fixDefect(
  db: Db,
  me: HandoverViewer,
  actId: number,
  defectId: number,
  body: HandoverDefectFixBody,
  today: string = tashkentToday(),
): Promise<void> {
  await db.transaction(async (tx) => {
    const act = await readAct(tx, me, actId);
    const of = and(eq(handoverDefects.id, defectId), eq(handoverDefects.handoverId, actId));
    const [open] = await tx.select({ id: handoverDefects.id }).from(handoverDefects).where(of);
    if (!open) throw new AppError("NOT_FOUND", "Defect not found");
    requireDayAfterAct(body.fixedOn, act.actDate, today);
    const [fixed] = await tx
      .update(handoverDefects)
      .set({
        fixedAt: new Date(),
        fixedOn: body.fixedOn,
        fixedById: me.id,
        fixNote: body.note ?? null,
        buyerAccepted: body.buyerAccepted,
      })
      .where(and(of, isNull(handoverDefects.fixedAt)))
      .returning({ id: handoverDefects.id, item: handoverDefects.item });
    if (!fixed) throw new AppError("HANDOVER_DEFECT_FIXED");
    await writeAudit(tx, {
      userId: me.id,
      entity: "handover",
      entityId: actId,
      action: "defect_fix",
      after: {
        defectId,
        item: fixed.item,
        fixedOn: body.fixedOn,
        buyerAccepted: body.buyerAccepted,
        note: body.note ?? null,
      },
    });
  });
}
