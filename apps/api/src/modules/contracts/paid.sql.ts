import { sql } from "drizzle-orm";

/**
 * Money received on the contract of the surrounding query (table "contracts"): payments less
 * refunds, cancelled ones left out. One definition for the lists, the card and the payment rules.
 * Written with table names: inside select lists the builder drops them.
 */
export const PAID_SQL = sql`(select coalesce(sum(case when p.kind = 'refund' then -p.amount else p.amount end), 0) from payments p where p.contract_id = contracts.id and p.cancelled_at is null)`;
