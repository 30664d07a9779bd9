import type { planSchedule } from "@makon/shared";
import { eq } from "drizzle-orm";
import { contractSteps, contracts, scheduleItems } from "../../db/schema";
import type { Db } from "../../db/types";
import { writeAudit } from "../../lib/audit";
import { allocate } from "./payment-statements";

type Contract = typeof contracts.$inferSelect;

/**
 * A contract planned again, in the caller's transaction: the new schedule version's rows (the old
 * ones kept under theirs), the contract's changed terms, the money already paid spread over the
 * new rows, and — never silent — a timeline entry and an audit row with the reason.
 */
export async function saveScheduleVersion(
  tx: Db,
  before: Contract,
  rows: ReturnType<typeof planSchedule>,
  change: {
    set: Partial<typeof contracts.$inferInsert>;
    actorId: number;
    action: "reschedule" | "payment_type";
    reason: string;
  },
): Promise<void> {
  const id = before.id;
  const version = before.scheduleVersion + 1;
  if (rows.length)
    await tx.insert(scheduleItems).values(rows.map((r) => ({ ...r, contractId: id, version })));
  const [after] = await tx
    .update(contracts)
    .set({ ...change.set, scheduleVersion: version, updatedAt: new Date() })
    .where(eq(contracts.id, id))
    .returning();
  if (!after) throw new Error("update returned nothing");
  await allocate(tx, after);
  await tx
    .insert(contractSteps)
    .values({ contractId: id, status: before.status, userId: change.actorId, note: change.reason });
  await writeAudit(tx, {
    userId: change.actorId,
    entity: "contract",
    entityId: id,
    action: change.action,
    before,
    after: { ...after, reason: change.reason },
  });
}
