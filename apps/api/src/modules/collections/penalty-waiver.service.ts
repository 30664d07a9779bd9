import { tashkentToday } from "@makon/shared";
import { penaltyWaivers } from "../../db/schema";
import type { Db } from "../../db/types";
import { AppError } from "../../lib/app-error";
import { writeAudit } from "../../lib/audit";
import { addAction, type DebtViewer, lockCase } from "./debt-case-common";
import { overdueOf } from "./debtors.service";

/**
 * Waives the penalty accrued so far on the case's contract (debt_penalty_waive, with a reason):
 * the net amount now is written off; what accrues from tomorrow is owed again. Under the case's
 * lock, so two waivers at once write off the amount once (the second finds nothing: 409).
 */
export async function waivePenalty(
  db: Db,
  viewer: DebtViewer,
  caseId: number,
  reason: string,
  today = tashkentToday(),
): Promise<{ id: number; amount: number }> {
  return db.transaction(async (tx) => {
    const c = await lockCase(tx, caseId, viewer);
    const { penalty } = await overdueOf(tx, c.contractId, today);
    if (penalty <= 0) throw new AppError("DEBT_NO_PENALTY");
    const [row] = await tx
      .insert(penaltyWaivers)
      .values({ contractId: c.contractId, caseId, amount: penalty, reason, userId: viewer.id })
      .returning();
    if (!row) throw new Error("insert returned nothing");
    await addAction(tx, caseId, "penalty_waived", { userId: viewer.id, note: reason });
    await writeAudit(tx, {
      userId: viewer.id,
      entity: "penalty_waiver",
      entityId: row.id,
      action: "create",
      after: row,
    });
    return { id: row.id, amount: penalty };
  });
}
