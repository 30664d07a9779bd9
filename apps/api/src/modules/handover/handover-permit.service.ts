import type { HandoverPermitBody } from "@makon/shared";
import { eq } from "drizzle-orm";
import { contractSteps, contracts, handoverPermits } from "../../db/schema";
import type { Db } from "../../db/types";
import { AppError, isUniqueViolation } from "../../lib/app-error";
import { writeAudit } from "../../lib/audit";
import { recordWords } from "../../lib/words";
import type { HandoverViewer } from "./handover.access";

/**
 * POST /api/shartnoma/{id}/handover-permit (handover_permit): a boss lets a concluded contract
 * not paid in full be handed over, with the reason in its timeline and the audit. One per
 * contract: the unique contract_id refuses a second, however many come at once. The contract's
 * scope is checked by the route.
 */
export async function permitHandover(
  db: Db,
  me: HandoverViewer,
  contractId: number,
  body: HandoverPermitBody,
): Promise<{ id: number }> {
  try {
    return await db.transaction(async (tx) => {
      // Held for share: a payment or an act changing the contract waits until the permit is in.
      const [c] = await tx
        .select({ status: contracts.status, total: contracts.total, paid: contracts.paid })
        .from(contracts)
        .where(eq(contracts.id, contractId))
        .for("share");
      if (!c) throw new AppError("NOT_FOUND", "Contract not found");
      if (c.status !== "concluded") throw new AppError("CONTRACT_WRONG_STATUS");
      if (c.paid >= c.total) throw new AppError("HANDOVER_PERMIT_NOT_NEEDED");
      const [permit] = await tx
        .insert(handoverPermits)
        .values({ contractId, reason: body.reason, userId: me.id })
        .onConflictDoNothing({ target: handoverPermits.contractId })
        .returning({ id: handoverPermits.id });
      if (!permit) throw new AppError("HANDOVER_ALREADY_PERMITTED");
      await tx.insert(contractSteps).values({
        contractId,
        status: c.status,
        userId: me.id,
        note: recordWords.handoverStep.permitted,
      });
      await writeAudit(tx, {
        userId: me.id,
        entity: "handover_permit",
        entityId: permit.id,
        action: "create",
        after: { contractId, reason: body.reason, total: c.total, paid: c.paid },
      });
      return permit;
    });
  } catch (err) {
    if (isUniqueViolation(err, "handover_permits_contract_id_unique"))
      throw new AppError("HANDOVER_ALREADY_PERMITTED");
    throw err;
  }
}
