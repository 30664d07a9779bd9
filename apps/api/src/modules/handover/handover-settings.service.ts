import type { HandoverSettings } from "@makon/shared";
import { eq } from "drizzle-orm";
import { handoverSettings } from "../../db/schema";
import type { Db } from "../../db/types";
import { writeAudit } from "../../lib/audit";

/** A fresh database's warranty, as the column's default says. */
const DEFAULT_WARRANTY_YEARS = 2;

/**
 * Saves the handover settings (PUT /api/topshiruv/settings, handover_permit), audited with what
 * was there before. The one row is written whether or not it exists yet (a restore might lack it);
 * the lock keeps two saves from recording the same "before".
 */
export async function saveHandoverSettings(
  db: Db,
  actorId: number,
  body: HandoverSettings,
): Promise<HandoverSettings> {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({ warrantyYears: handoverSettings.warrantyYears })
      .from(handoverSettings)
      .where(eq(handoverSettings.id, 1))
      .for("update");
    const values = { warrantyYears: body.warrantyYears, updatedById: actorId, updatedAt: new Date() };
    const [after] = await tx
      .insert(handoverSettings)
      .values({ id: 1, ...values })
      .onConflictDoUpdate({ target: handoverSettings.id, set: values })
      .returning({ warrantyYears: handoverSettings.warrantyYears });
    const saved = { warrantyYears: after?.warrantyYears ?? DEFAULT_WARRANTY_YEARS };
    await writeAudit(tx, {
      userId: actorId,
      entity: "handover_settings",
      entityId: 1,
      action: "update",
      before: before ?? null,
      after: saved,
    });
    return saved;
  });
}
