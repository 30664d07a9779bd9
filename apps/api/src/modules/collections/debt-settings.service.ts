import type { DebtSettings } from "@makon/shared";
import { eq } from "drizzle-orm";
import { debtSettings } from "../../db/schema";
import type { Db } from "../../db/types";
import { writeAudit } from "../../lib/audit";
import { checkAssignee } from "./debt-case-common";

/**
 * Saves the collections settings (PUT /api/undiruv/settings, debt_escalate), audited. The one row
 * is written whether or not it is there yet (the migration makes it; a restore might not).
 * The auto-assignee must be a collector.
 */
export async function saveDebtSettings(db: Db, actorId: number, body: DebtSettings): Promise<DebtSettings> {
  return db.transaction(async (tx) => {
    if (body.autoAssigneeId !== null) await checkAssignee(tx, body.autoAssigneeId);
    const [before] = await tx.select().from(debtSettings).where(eq(debtSettings.id, 1)).for("update");
    const values = {
      autoOpenDays: body.autoOpenDays,
      autoAssigneeId: body.autoAssigneeId,
      updatedById: actorId,
      updatedAt: new Date(),
    };
    const [after] = await tx
      .insert(debtSettings)
      .values({ id: 1, ...values })
      .onConflictDoUpdate({ target: debtSettings.id, set: values })
      .returning();
    await writeAudit(tx, {
      userId: actorId,
      entity: "debt_settings",
      entityId: 1,
      action: "update",
      before: before ? { autoOpenDays: before.autoOpenDays, autoAssigneeId: before.autoAssigneeId } : null,
      after: { autoOpenDays: after?.autoOpenDays ?? null, autoAssigneeId: after?.autoAssigneeId ?? null },
    });
    return { autoOpenDays: after?.autoOpenDays ?? null, autoAssigneeId: after?.autoAssigneeId ?? null };
  });
}
