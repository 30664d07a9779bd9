import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/types";
import { AppError } from "../../lib/app-error";
import { rawStatement } from "../../lib/prepared";
import { PAID_SQL } from "./paid.sql";

/**
 * Sets `paid` on the rows of one schedule version from what is left after the down payment
 * (`left`, an SQL expression): the earliest rows first, each at most its amount. One statement
 * for the whole schedule, touching only the rows whose paid changes.
 */
export function allocationSql(contractId: SQL | number, version: SQL | number, left: SQL): SQL {
  return sql`update schedule_items si set paid = x.paid
    from (
      select s.id, least(s.amount, greatest(0, ${left} - (sum(s.amount) over w - s.amount))) as paid
      from schedule_items s
      where s.contract_id = ${contractId} and s.version = ${version}
      window w as (order by s.number rows between unbounded preceding and current row)
    ) x
    where si.id = x.id and si.paid <> x.paid`;
}

/** Spreads what the contract's current payments hold over its current schedule. */
export async function allocate(tx: Db, contract: { id: number; scheduleVersion: number }): Promise<void> {
  const left = sql`(select greatest(0, ${PAID_SQL} - contracts.down_payment) from contracts where contracts.id = ${contract.id})`;
  await tx.execute(allocationSql(contract.id, contract.scheduleVersion, left));
}

export type MoneyKind = "payment" | "refund";

/** The values of recordMoney's statement (placeholders by these names). */
export interface MoneyValues {
  contractId: number;
  amount: number;
  method: string;
  paidAt: string;
  receiptNumber: string | null;
  userId: number;
  /** Idempotency-Key, route and request hash; nulls without a key. */
  key: string | null;
  route: string | null;
  requestHash: string | null;
}

const p = (name: keyof MoneyValues) => sql.placeholder(name);

/** The payments row's columns as a JSON object's keys and values (made_at: created_at in ISO form). */
function jsonFields(pairs: string): SQL {
  return sql.raw(
    pairs
      .split(",")
      .map((pair) => {
        const [key, column] = pair.split("=");
        return `'${key}', ${column}`;
      })
      .join(", "),
  );
}
/** As a select of the payments row shows it (the audit's "after"). */
const AUDITED = jsonFields(
  "id=id,contractId=contract_id,kind=kind,paidAt=paid_at,amount=amount,method=method,receiptNumber=receipt_number,userId=user_id,cancelledAt=cancelled_at,cancelledBy=cancelled_by,cancelReason=cancel_reason,createdAt=made_at",
);
/** As the API answers it (the Idempotency-Key's stored answer). */
const ANSWERED = jsonFields(
  "id=id,contractId=contract_id,kind=kind,amount=amount,method=method,paidAt=paid_at,receiptNumber=receipt_number,userId=user_id,userName=user_name,cancelledAt=cancelled_at,cancelReason=cancel_reason,createdAt=made_at",
);

/**
 * What a payment (or refund) writes, in one statement and one round trip, with no lock taken
 * before it:
 * - `c` locks the contract row only where `allowed` holds over it and the key is free. The lock
 *   waits for a writer before it, and PostgreSQL then tests `allowed` again on the row as that
 *   writer left it (with its `paid`), so two payments at once never both pass "not more than owed".
 * - then the payment, whose insert moves the contract's `paid` by its amount (the trigger of
 *   migration 0029, at the end of this statement, on the row `c` holds); for a payment, the
 *   schedule's new paid amounts; the audit row; and with a key, the key with its answer. A
 *   concurrent request that stored the same key first makes the key insert do nothing, and the
 *   statement raises MKKEY, which undoes all of it.
 * - `facts` (the statement's snapshot) says why nothing was written: the key was used, or the
 *   contract is missing (no row at all).
 * The audit row and the answer are built here as the service would build them (the payments
 * row with camelCase keys, times in ISO form; payments hold no secret to hide).
 */
function moneyStatement(kind: MoneyKind, allowed: SQL): SQL {
  const spread =
    kind === "payment"
      ? sql`, spread as (${allocationSql(
          sql`(select contract_id from made)`,
          sql`(select schedule_version from c)`,
          sql`(select greatest(0, c.paid_before + made.amount - c.down_payment) from c, made)`,
        )})`
      : sql``;
  return sql`with facts as (
      select contracts.status,
        exists (select 1 from idempotency_keys k where k.user_id = ${p("userId")} and k.key = ${p("key")}) as key_taken
      from contracts where contracts.id = ${p("contractId")}
    ), c as (
      select contracts.down_payment, contracts.schedule_version, contracts.paid as paid_before
      from contracts
      where contracts.id = ${p("contractId")} and not (select key_taken from facts) and ${allowed}
      for no key update
    ), made as (
      insert into payments (contract_id, kind, amount, method, paid_at, receipt_number, user_id)
      select ${p("contractId")}::int, ${sql.raw(`'${kind}'`)}, ${p("amount")}::bigint, ${p("method")}::text,
        ${p("paidAt")}::date, ${p("receiptNumber")}::text, ${p("userId")}::int
      from c
      returning *
    )${spread}, answer as (
      select made.*, to_char(made.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as made_at,
        u.name as user_name
      from made left join users u on u.id = made.user_id
    ), audited as (
      insert into audit_log (user_id, entity, entity_id, action, after)
      select user_id, 'payment', id::text, ${sql.raw(kind === "payment" ? "'create'" : "'refund'")},
        jsonb_build_object(${AUDITED})
      from answer
    ), kept as (
      insert into idempotency_keys (user_id, key, route, request_hash, status_code, response)
      select user_id, ${p("key")}::text, ${p("route")}::text, ${p("requestHash")}::text, 201,
        json_build_object(${ANSWERED})::text
      from answer where ${p("key")}::text is not null
      on conflict do nothing
      returning key
    )
    select facts.key_taken, answer.id, answer.made_at, answer.user_name,
      case when answer.id is not null and ${p("key")}::text is not null and kept.key is null
        then idempotency_key_taken() end as gave_way
    from facts left join answer on true left join kept on true`;
}

export interface MoneyWritten {
  /** The Idempotency-Key was used already: nothing was written. */
  keyTaken: boolean;
  /** Null when nothing was written. */
  id: number | null;
  createdAt: string | null;
  userName: string | null;
}

interface Row {
  key_taken: boolean;
  id: number | null;
  made_at: string | null;
  user_name: string | null;
}

/**
 * The writer of one kind of money under one rule (see moneyStatement): prepared once per
 * connection under its own name, so `allowed` must stay the same for a kind.
 */
export function moneyWriter(
  kind: MoneyKind,
  allowed: SQL,
): (tx: Db, values: MoneyValues) => Promise<MoneyWritten> {
  const statement = rawStatement<Row>(`record_${kind}`, moneyStatement(kind, allowed));
  return async (tx, values) => {
    const [row] = await statement(tx, { ...values });
    if (!row) throw new AppError("NOT_FOUND", "Contract not found");
    return {
      keyTaken: row.key_taken,
      id: row.id,
      createdAt: row.made_at,
      userName: row.user_name,
    };
  };
}
