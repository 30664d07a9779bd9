import { type DebtSettings, SMS_DAILY_LIMIT_DEFAULT } from "@makon/shared";
import { eq } from "drizzle-orm";
import { debtSettings } from "../../db/schema";
import type { Db } from "../../db/types";

/** The collections settings (one row, id 1, made by the migration; none read as "never"). */
export async function readDebtSettings(db: Db): Promise<DebtSettings> {
  const [row] = await db
    .select({
      autoOpenDays: debtSettings.autoOpenDays,
      autoAssigneeId: debtSettings.autoAssigneeId,
      smsDailyLimit: debtSettings.smsDailyLimit,
    })
    .from(debtSettings)
    .where(eq(debtSettings.id, 1));
  return row ?? { autoOpenDays: null, autoAssigneeId: null, smsDailyLimit: SMS_DAILY_LIMIT_DEFAULT };
}
