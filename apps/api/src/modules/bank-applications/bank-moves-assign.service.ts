import { type BankLevel, bankRights, OPEN_BANK_STATUSES } from "@makon/shared";
import { asc, eq, inArray } from "drizzle-orm";
import { bankApplications, contracts, users } from "../../db/schema";
import type { Db } from "../../db/types";
import { AppError } from "../../lib/app-error";
import { writeAudit } from "../../lib/audit";
import { notify } from "../../lib/notify";
import { contractsInScope } from "../../lib/record-scope";
import type { ListViewer } from "./bank-list.service";
import { applicationLink, requireRight } from "./bank-moves-common";

/** The assignee must be an active employee who works (or decides) at every level concerned. */
async function checkAssignee(tx: Db, assigneeId: number, levels: Set<BankLevel>): Promise<void> {
  const [user] = await tx
    .select({ active: users.active, dostup: users.dostup })
    .from(users)
    .where(eq(users.id, assigneeId));
  const fits =
    !!user &&
    user.active &&
    [...levels].every((level) => {
      const keys = bankRights(level);
      return user.dostup.includes(keys.work) || user.dostup.includes(keys.decide);
    });
  if (!fits) throw new AppError("BANK_ASSIGNEE_INVALID");
}

/**
 * The head gives applications to an employee, one or many at once — all or nothing. The rows are
 * locked in id order (two bulk assignments never wait for each other crosswise) and their status
 * is read under the lock: a decided application is not reassigned (409). Each change is audited
 * and the assignee notified; an application already theirs is left as it is, and its row says so
 * (`changed: false`) instead of pretending it was assigned now.
 */
export async function assignApplications(
  db: Db,
  viewer: ListViewer,
  ids: readonly number[],
  assigneeId: number,
): Promise<AssignedApplication[]> {
  const wanted = [...new Set(ids)].sort((a, b) => a - b);
  return db.transaction(async (tx) => {
    const rows = await tx
      .select({
        id: bankApplications.id,
        level: bankApplications.level,
        status: bankApplications.status,
        assigneeId: bankApplications.assigneeId,
        contractId: bankApplications.contractId,
        contractNumber: contracts.number,
      })
      .from(bankApplications)
      .innerJoin(contracts, eq(contracts.id, bankApplications.contractId))
      .where(inArray(bankApplications.id, wanted))
      .orderBy(asc(bankApplications.id))
      .for("update", { of: bankApplications });
    if (rows.length !== wanted.length)
      throw new AppError("NOT_FOUND", "Bank application not found", {
        details: { missing: wanted.filter((id) => !rows.some((r) => r.id === id)) },
      });
    for (const r of rows) requireRight(viewer, r.level as BankLevel, "decide");
    const visible = await contractsInScope(
      tx,
      viewer,
      rows.map((r) => r.contractId),
    );
    if (rows.some((r) => !visible.has(r.contractId))) throw new AppError("OUT_OF_SCOPE");
    if (rows.some((r) => !OPEN_BANK_STATUSES.includes(r.status as (typeof OPEN_BANK_STATUSES)[number])))
      throw new AppError("BANK_ALREADY_DECIDED");
    await checkAssignee(tx, assigneeId, new Set(rows.map((r) => r.level as BankLevel)));
    const changed = rows.filter((r) => r.assigneeId !== assigneeId);
    if (changed.length) {
      await tx
        .update(bankApplications)
        .set({ assigneeId, updatedAt: new Date() })
        .where(
          inArray(
            bankApplications.id,
            changed.map((r) => r.id),
          ),
        );
      for (const r of changed)
        await writeAudit(tx, {
          userId: viewer.id,
          entity: "bank_application",
          entityId: r.id,
          action: "assign",
          before: { assigneeId: r.assigneeId },
          after: { assigneeId },
        });
      await notify(
        tx,
        viewer.id,
        changed.map((r) => ({
          userId: assigneeId,
          kind: "bank_assigned" as const,
          params: { contractNumber: r.contractNumber, level: r.level, applicationId: r.id },
          link: applicationLink(r.level as BankLevel, r.id),
        })),
      );
    }
    return rows.map((r) => ({ id: r.id, assigneeId, changed: r.assigneeId !== assigneeId }));
  });
}

export interface AssignedApplication {
  id: number;
  assigneeId: number;
  /** False when the application was this employee's already: nothing was written. */
  changed: boolean;
}

/**
 * One application to an employee. Giving it to the one who has it already (two heads on the same
 * stale screen, say) writes nothing, and the head is told so with ALREADY_ASSIGNED (409) rather
 * than a success: the second head did not assign it.
 */
export async function assignApplication(
  db: Db,
  viewer: ListViewer,
  id: number,
  assigneeId: number,
): Promise<AssignedApplication> {
  const [done] = await assignApplications(db, viewer, [id], assigneeId);
  if (!done) throw new Error("assignment answered nothing");
  if (!done.changed) throw new AppError("ALREADY_ASSIGNED");
  return done;
}
