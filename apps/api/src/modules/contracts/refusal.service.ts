import { type ContractDetail, OPEN_BANK_STATUSES } from "@makon/shared";
import { and, eq, inArray } from "drizzle-orm";
import { bankApplications, contractSteps, contracts, units } from "../../db/schema";
import type { Db } from "../../db/types";
import { AppError } from "../../lib/app-error";
import { writeAudit } from "../../lib/audit";
import { followClientStep } from "../clients";
import { contractDetail } from "./contract-create.service";

/**
 * A refused contract's bank applications still being worked are closed as rejected with the
 * refusal's reason: the bank desks' open lists and queues no longer carry a deal that is gone.
 */
async function closeBankApplications(tx: Db, contractId: number, reason: string, actorId: number) {
  const now = new Date();
  const closed = await tx
    .update(bankApplications)
    .set({
      status: "rejected",
      rejectionReason: reason,
      decidedById: actorId,
      decidedAt: now,
      statusChangedAt: now,
      updatedAt: now,
    })
    .where(
      and(
        eq(bankApplications.contractId, contractId),
        inArray(bankApplications.status, [...OPEN_BANK_STATUSES]),
      ),
    )
    .returning({
      id: bankApplications.id,
      level: bankApplications.level,
      contractId: bankApplications.contractId,
    });
  for (const app of closed)
    await writeAudit(tx, {
      userId: actorId,
      entity: "bank_application",
      entityId: app.id,
      action: "rejected",
      after: { ...app, status: "rejected", rejectionReason: reason },
    });
}

/**
 * Refuses a contract (otkaz) with a reason: in one transaction the contract is refused, its unit
 * is available again at once, and the client's step follows. Money already paid stays recorded
 * and shows as owed back until a refund is entered.
 */
export async function refuseContract(
  db: Db,
  id: number,
  reason: string,
  actorId: number,
): Promise<ContractDetail> {
  await db.transaction(async (tx) => {
    const [before] = await tx.select().from(contracts).where(eq(contracts.id, id)).for("update");
    if (!before) throw new AppError("NOT_FOUND", "Contract not found");
    if (before.status === "refused" || before.status === "handed_over") throw new AppError("CONTRACT_CLOSED");
    const [after] = await tx
      .update(contracts)
      .set({ status: "refused", refusalReason: reason, refusedAt: new Date(), updatedAt: new Date() })
      .where(eq(contracts.id, id))
      .returning();
    await tx
      .update(units)
      .set({ status: "available", updatedAt: new Date() })
      .where(and(eq(units.id, before.unitId), inArray(units.status, ["in_process", "sold", "booked"])));
    await tx
      .insert(contractSteps)
      .values({ contractId: id, status: "refused", userId: actorId, note: reason });
    await followClientStep(tx, before.clientId, "refused", actorId, reason);
    await closeBankApplications(tx, id, reason, actorId);
    await writeAudit(tx, {
      userId: actorId,
      entity: "contract",
      entityId: id,
      action: "refuse",
      before,
      after,
    });
    await writeAudit(tx, {
      userId: actorId,
      entity: "unit",
      entityId: before.unitId,
      action: "release",
      after: { status: "available", contract: before.number },
    });
  });
  return contractDetail(db, id);
}
