import { type DebtCaseStatus, tashkentToday } from "@makon/shared";
import { eq } from "drizzle-orm";
import { debtCases } from "../../db/schema";
import type { Db } from "../../db/types";
import { AppError } from "../../lib/app-error";
import { writeAudit } from "../../lib/audit";
import { notify } from "../../lib/notify";
import {
  addAction,
  caseLink,
  checkAssignee,
  type DebtViewer,
  lockCase,
  moveCase,
  requireOpen,
} from "./debt-case-common";
import { keepPromises } from "./debt-promises";
import { overdueOf } from "./debtors.service";

/**
 * Closes a case (POST /api/undiruv/{id}/close): collected when nothing is overdue today, else
 * closed — the debt given up on or handed elsewhere, with the person's note.
 */
export async function closeCase(
  db: Db,
  viewer: DebtViewer,
  caseId: number,
  note: string,
  today = tashkentToday(),
): Promise<{ id: number; status: DebtCaseStatus }> {
  return db.transaction(async (tx) => {
    const c = await lockCase(tx, caseId, viewer);
    requireOpen(c);
    await keepPromises(tx, caseId);
    const { overdueAmount } = await overdueOf(tx, c.contractId, today);
    const status: DebtCaseStatus = overdueAmount > 0 ? "closed" : "collected";
    await addAction(tx, caseId, status, { userId: viewer.id, note });
    await moveCase(tx, c, status);
    await writeAudit(tx, {
      userId: viewer.id,
      entity: "debt_case",
      entityId: caseId,
      action: "close",
      before: { status: c.status },
      after: { status, note, overdueAmount },
    });
    return { id: caseId, status };
  });
}

/** Gives an open case to a collector (debt_escalate): the timeline's entry, and the collector told. */
export async function assignCase(
  db: Db,
  viewer: DebtViewer,
  caseId: number,
  assigneeId: number,
): Promise<{ id: number; assigneeId: number }> {
  return db.transaction(async (tx) => {
    const c = await lockCase(tx, caseId, viewer);
    requireOpen(c);
    await checkAssignee(tx, assigneeId);
    // Read under the case's lock: of two heads giving it to the same collector, the second is told.
    if (c.assigneeId === assigneeId) throw new AppError("ALREADY_ASSIGNED");
    await tx.update(debtCases).set({ assigneeId, updatedAt: new Date() }).where(eq(debtCases.id, caseId));
    await addAction(tx, caseId, "assigned", { userId: viewer.id });
    await writeAudit(tx, {
      userId: viewer.id,
      entity: "debt_case",
      entityId: caseId,
      action: "assign",
      before: { assigneeId: c.assigneeId },
      after: { assigneeId },
    });
    await notify(tx, viewer.id, [
      {
        userId: assigneeId,
        kind: "debt_assigned",
        params: { caseId, contractNumber: c.contractNumber, clientName: c.clientName },
        link: caseLink(caseId),
      },
    ]);
    return { id: caseId, assigneeId };
  });
}
