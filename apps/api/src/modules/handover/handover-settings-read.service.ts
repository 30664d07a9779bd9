import type { HandoverSettings } from "@makon/shared";
import { eq } from "drizzle-orm";
import { handoverSettings } from "../../db/schema";
import type { Db } from "../../db/types";

/** A fresh database's warranty, as the column's default says (the migration makes the row). */
const DEFAULT_WARRANTY_YEARS = 2;

/** The handover settings (one row, id 1; a database without it reads as the defaults). */
export async function readHandoverSettings(db: Db): Promise<HandoverSettings> {
  const [row] = await db
    .select({ warrantyYears: handoverSettings.warrantyYears })
    .from(handoverSettings)
    .where(eq(handoverSettings.id, 1));
  return row ?? { warrantyYears: DEFAULT_WARRANTY_YEARS };
}
