import { sql } from "drizzle-orm";

/**
 * Money received on the contract of the surrounding query (table "contracts"): payments less
 * refunds, cancelled ones left out — the column the database keeps (migration 0028, decision 14).
 * One definition for the lists, the card and the payment rules.
 */
export const PAID_SQL = sql`contracts.paid`;
