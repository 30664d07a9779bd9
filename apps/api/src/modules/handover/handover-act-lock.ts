import { eq } from "drizzle-orm";
import { handovers } from "../../db/schema";
import type { Db } from "../../db/types";
import { AppError } from "../../lib/app-error";
import { assertContractInScope } from "../../lib/record-scope";
import type { HandoverViewer } from "./handover.access";

/**
 * An act by id for a change, locked to the end of the transaction (changes to one act go one
 * after another) and refused (OUT_OF_SCOPE) when its contract is outside the viewer's scope. The
 * act's routes check it before the body is read (recordScope: handoverAct); this is the same
 * check again under the act's lock, for callers that reach an act some other way.
 */
export async function lockAct(
  tx: Db,
  me: HandoverViewer,
  id: number,
): Promise<typeof handovers.$inferSelect> {
  const [act] = await tx.select().from(handovers).where(eq(handovers.id, id)).for("update");
  if (!act) throw new AppError("NOT_FOUND", "Act not found");
  await assertContractInScope(tx, me, act.contractId);
  return act;
}

/** The same without a lock, for reads (the PDF, the files). */
export async function readAct(
  db: Db,
  me: HandoverViewer,
  id: number,
): Promise<typeof handovers.$inferSelect> {
  const [act] = await db.select().from(handovers).where(eq(handovers.id, id));
  if (!act) throw new AppError("NOT_FOUND", "Act not found");
  await assertContractInScope(db, me, act.contractId);
  return act;
}

/** A day after the act and not after today; otherwise 400 HANDOVER_DATE_INVALID. */
export function requireDayAfterAct(day: string, actDate: string, today: string): void {
  if (day < actDate || day > today) throw new AppError("HANDOVER_DATE_INVALID");
}
