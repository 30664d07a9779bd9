import { type HandoverPatchBody, tashkentToday } from "@makon/shared";
import { eq } from "drizzle-orm";
import { handovers } from "../../db/schema";
import type { Db } from "../../db/types";
import { AppError } from "../../lib/app-error";
import { writeAudit } from "../../lib/audit";
import type { HandoverViewer } from "./handover.access";
import { lockAct, requireDayAfterAct } from "./handover-act-lock";

type Act = typeof handovers.$inferSelect;
type Editable = Pick<
  Act,
  | "keysCount"
  | "electricityReading"
  | "gasReading"
  | "waterReading"
  | "note"
  | "cadastreAppliedAt"
  | "cadastreNumber"
  | "cadastreRegisteredAt"
>;

/** The act's editable fields after the body: a key left out keeps its value, null clears it. */
function applied(act: Act, body: HandoverPatchBody): Editable {
  const keep = <T>(given: T | undefined, now: T): T => (given === undefined ? now : given);
  const m = body.meters ?? {};
  return {
    keysCount: keep(body.keysCount, act.keysCount),
    electricityReading: keep(m.electricity, act.electricityReading),
    gasReading: keep(m.gas, act.gasReading),
    waterReading: keep(m.water, act.waterReading),
    note: keep(body.note, act.note),
    cadastreAppliedAt: keep(body.cadastreAppliedAt, act.cadastreAppliedAt),
    cadastreNumber: keep(body.cadastreNumber, act.cadastreNumber),
    cadastreRegisteredAt: keep(body.cadastreRegisteredAt, act.cadastreRegisteredAt),
  };
}

/**
 * The cadastre's rules, on the act as it would stand: a date given lies between the act date and
 * today; a registration has its number (given now or stored) and is not before the application.
 * All are 400 HANDOVER_DATE_INVALID: each refuses a registration date out of its place.
 */
function checkCadastre(act: Act, body: HandoverPatchBody, next: Editable, today: string): void {
  for (const day of [body.cadastreAppliedAt, body.cadastreRegisteredAt])
    if (day) requireDayAfterAct(day, act.actDate, today);
  if (next.cadastreRegisteredAt === null) return;
  if (next.cadastreNumber === null)
    throw new AppError("HANDOVER_DATE_INVALID", "A registration needs its number");
  if (next.cadastreAppliedAt !== null && next.cadastreRegisteredAt < next.cadastreAppliedAt)
    throw new AppError("HANDOVER_DATE_INVALID", "Registered before applied");
}

/**
 * PATCH /api/topshiruv/{id} (handover_work): keys, meter readings, the note and the cadastre after
 * the act. Only what changes is written and audited, with its value before and after.
 */
export async function patchAct(
  db: Db,
  me: HandoverViewer,
  id: number,
  body: HandoverPatchBody,
  today: string = tashkentToday(),
): Promise<void> {
  await db.transaction(async (tx) => {
    const act = await lockAct(tx, me, id);
    const next = applied(act, body);
    checkCadastre(act, body, next, today);
    const keys = (Object.keys(next) as (keyof Editable)[]).filter((k) => next[k] !== act[k]);
    if (keys.length === 0) return;
    const before = Object.fromEntries(keys.map((k) => [k, act[k]]));
    const after = Object.fromEntries(keys.map((k) => [k, next[k]]));
    await tx
      .update(handovers)
      .set({ ...after, updatedAt: new Date() })
      .where(eq(handovers.id, id));
    await writeAudit(tx, {
      userId: me.id,
      entity: "handover",
      entityId: id,
      action: "update",
      before,
      after,
    });
  });
}
