import { type DebtSettings, type DebtSettingsBody, SMS_DAILY_LIMIT_DEFAULT } from "@makon/shared";
import { eq } from "drizzle-orm";
import { debtSettings } from "../../db/schema";
import type { Db } from "../../db/types";
import { writeAudit } from "../../lib/audit";
import { checkAssignee } from "./debt-case-common";

type Row = typeof debtSettings.$inferSelect;
const shown = (r: Row): DebtSettings => ({
  autoOpenDays: r.autoOpenDays,
  autoAssigneeId: r.autoAssigneeId,
  smsDailyLimit: r.smsDailyLimit,
});

/**
 * Saves the collections settings (PUT /api/undiruv/settings, debt_escalate), audited. The one row
 * is written whether or not it is there yet (the migration makes it; a restore might not).
 * The auto-assignee must be a collector. An SMS limit left out stays as it is.
 */
export async function saveDebtSettings(
  db: Db,
  actorId: number,
  body: DebtSettingsBody,
): Promise<DebtSettings> {
  return db.transaction(async (tx) => {
    if (body.autoAssigneeId !== null) await checkAssignee(tx, body.autoAssigneeId);
    const [before] = await tx.select().from(debtSettings).where(eq(debtSettings.id, 1)).for("update");
    const values = {
      autoOpenDays: body.autoOpenDays,
      autoAssigneeId: body.autoAssigneeId,
      smsDailyLimit: body.smsDailyLimit ?? before?.smsDailyLimit ?? SMS_DAILY_LIMIT_DEFAULT,
      updatedById: actorId,
      updatedAt: new Date(),
    };
    const [after] = await tx
      .insert(debtSettings)
      .values({ id: 1, ...values })
      .onConflictDoUpdate({ target: debtSettings.id, set: values })
      .returning();
    if (!after) throw new Error("debt settings: upsert returned nothing");
    await writeAudit(tx, {
      userId: actorId,
      entity: "debt_settings",
      entityId: 1,
      action: "update",
      before: before ? shown(before) : null,
      after: shown(after),
    });
    return shown(after);
  });
}
