import type { CreatePaymentBody, Payment, PaymentKind, PaymentMethod } from "@makon/shared";
import { and, desc, eq, sql } from "drizzle-orm";
import { contracts, payments, users } from "../../db/schema";
import type { Db } from "../../db/types";
import { AppError } from "../../lib/app-error";
import { writeAudit } from "../../lib/audit";
import { firstAnswer, keyedRequest, keyTakenMeanwhile, type Replayed } from "../../lib/idempotency";
import { PAID_SQL } from "./paid.sql";
import {
  allocate,
  type MoneyKind,
  type MoneyValues,
  type MoneyWritten,
  moneyWriter,
} from "./payment-statements";

/** Money received on a contract: payments less refunds, cancelled ones left out. */
export async function paidSoFar(tx: Db, contractId: number): Promise<number> {
  const [row] = await tx
    .select({ paid: sql<number>`${PAID_SQL}`.mapWith(Number) })
    .from(contracts)
    .where(eq(contracts.id, contractId));
  return row?.paid ?? 0;
}

async function lockContract(tx: Db, id: number) {
  const [c] = await tx.select().from(contracts).where(eq(contracts.id, id)).for("update");
  if (!c) throw new AppError("NOT_FOUND", "Contract not found");
  return c;
}

/** The payment as the API answers it, from what was asked and what the statement made. */
function writtenPayment(kind: MoneyKind, v: MoneyValues, written: MoneyWritten): Payment {
  if (written.id === null || written.createdAt === null) throw new Error("nothing was written");
  return {
    id: written.id,
    contractId: v.contractId,
    kind,
    amount: v.amount,
    method: v.method as PaymentMethod,
    paidAt: v.paidAt,
    receiptNumber: v.receiptNumber,
    userId: v.userId,
    userName: written.userName,
    cancelledAt: null,
    cancelReason: null,
    createdAt: written.createdAt,
  };
}

interface MoneyRule {
  /** Writes the money when allowed (moneyWriter's rule over the contract row). */
  write: ReturnType<typeof moneyWriter>;
  refuse(c: { status: string; total: number; paid: number }): AppError;
}

/** The contract's money as it stands now (a new statement: what every writer before committed). */
async function moneyFacts(db: Db, id: number) {
  const [c] = await db
    .select({ status: contracts.status, total: contracts.total, paid: contracts.paid })
    .from(contracts)
    .where(eq(contracts.id, id));
  if (!c) throw new AppError("NOT_FOUND", "Contract not found");
  return c;
}

/**
 * Records a payment or a refund in one statement (payment-statements.ts): the rule, the money,
 * the schedule, the audit row and the Idempotency-Key with its answer, all or nothing. A repeat
 * of a keyed request, or one that gave way to a concurrent request with its key, gets the first
 * answer; a refusal is explained from the contract as it now stands.
 */
async function recordMoney(
  db: Db,
  kind: MoneyKind,
  rule: MoneyRule,
  asked: { contractId: number; body: CreatePaymentBody; userId: number; key: string | undefined },
): Promise<Replayed<Payment>> {
  const { contractId, body, userId } = asked;
  const k = keyedRequest({
    userId,
    key: asked.key,
    route: `${kind}:${contractId}`,
    request: body,
    statusCode: 201,
  });
  const values: MoneyValues = {
    contractId,
    amount: body.amount,
    method: body.method,
    paidAt: body.paidAt,
    receiptNumber: body.receiptNumber ?? null,
    userId,
    key: k?.key ?? null,
    route: k?.route ?? null,
    requestHash: k?.requestHash ?? null,
  };
  let written: MoneyWritten;
  try {
    written = await rule.write(db, values);
  } catch (err) {
    if (k && keyTakenMeanwhile(err)) return firstAnswer(db, k);
    throw err;
  }
  if (written.keyTaken && k) return firstAnswer(db, k);
  if (written.id === null) throw rule.refuse(await moneyFacts(db, contractId));
  return { statusCode: 201, body: writtenPayment(kind, values, written) };
}

const amount = sql.placeholder("amount");

const PAYMENT_RULE: MoneyRule = {
  write: moneyWriter(
    "payment",
    sql`contracts.status <> 'refused' and contracts.paid + ${amount}::bigint <= contracts.total`,
  ),
  refuse: (c) =>
    c.status === "refused"
      ? new AppError("CONTRACT_CLOSED")
      : new AppError("OVERPAYMENT", "More than the contract still owes", {
          details: { owed: c.total - c.paid },
        }),
};

const REFUND_RULE: MoneyRule = {
  write: moneyWriter("refund", sql`contracts.status = 'refused' and ${amount}::bigint <= contracts.paid`),
  refuse: (c) =>
    c.status === "refused"
      ? new AppError("REFUND_ABOVE_PAID", "More than is still owed back", { details: { owedBack: c.paid } })
      : new AppError("REFUND_NOT_ALLOWED", "Only a refused contract is paid back", {
          details: { owedBack: 0 },
        }),
};

/**
 * Records a payment, allocated to the earliest unpaid schedule rows; never more than the contract
 * still owes, never on a refused contract. With an Idempotency-Key a repeated request gets the
 * first answer and makes no second payment.
 */
export function recordPayment(
  db: Db,
  contractId: number,
  body: CreatePaymentBody,
  actorId: number,
  key: string | undefined,
): Promise<Replayed<Payment>> {
  return recordMoney(db, "payment", PAYMENT_RULE, { contractId, body, userId: actorId, key });
}

/**
 * Pays money back on a refused contract (a refund row), never more than is still owed back; with
 * an Idempotency-Key a repeat makes no second refund.
 */
export function recordRefund(
  db: Db,
  contractId: number,
  body: CreatePaymentBody,
  actorId: number,
  key: string | undefined,
): Promise<Replayed<Payment>> {
  return recordMoney(db, "refund", REFUND_RULE, { contractId, body, userId: actorId, key });
}

/** Cancels a payment with a reason; it stays in the list and the history, and un-pays its rows. */
export async function cancelPayment(
  db: Db,
  contractId: number,
  paymentId: number,
  reason: string,
  actorId: number,
): Promise<Payment> {
  return db.transaction(async (tx) => {
    const c = await lockContract(tx, contractId);
    const [before] = await tx
      .select()
      .from(payments)
      .where(and(eq(payments.id, paymentId), eq(payments.contractId, contractId)));
    if (!before) throw new AppError("NOT_FOUND", "Payment not found");
    if (before.cancelledAt) throw new AppError("PAYMENT_CANCELLED");
    // Money already paid back must stay covered by money received.
    if (before.kind === "payment" && (await paidSoFar(tx, contractId)) < before.amount)
      throw new AppError("PAYMENT_CANCEL_REFUNDED");
    const [after] = await tx
      .update(payments)
      .set({ cancelledAt: new Date(), cancelledBy: actorId, cancelReason: reason })
      .where(eq(payments.id, paymentId))
      .returning();
    await allocate(tx, c);
    await writeAudit(tx, {
      userId: actorId,
      entity: "payment",
      entityId: paymentId,
      action: "cancel",
      before,
      after,
    });
    return paymentById(tx, paymentId);
  });
}

function paymentQuery(db: Db) {
  return db
    .select({
      id: payments.id,
      contractId: payments.contractId,
      kind: payments.kind,
      amount: payments.amount,
      method: payments.method,
      paidAt: payments.paidAt,
      receiptNumber: payments.receiptNumber,
      userId: payments.userId,
      userName: users.name,
      cancelledAt: payments.cancelledAt,
      cancelReason: payments.cancelReason,
      createdAt: payments.createdAt,
    })
    .from(payments)
    .leftJoin(users, eq(users.id, payments.userId));
}

type PaymentRow = Awaited<ReturnType<ReturnType<typeof paymentQuery>["execute"]>>[number];

function toPayment(r: PaymentRow): Payment {
  return {
    ...r,
    kind: r.kind as PaymentKind,
    method: r.method as PaymentMethod,
    cancelledAt: r.cancelledAt ? r.cancelledAt.toISOString() : null,
    createdAt: r.createdAt.toISOString(),
  };
}

async function paymentById(db: Db, id: number): Promise<Payment> {
  const [row] = await paymentQuery(db).where(eq(payments.id, id));
  if (!row) throw new AppError("NOT_FOUND", "Payment not found");
  return toPayment(row);
}

export async function contractPayments(db: Db, contractId: number): Promise<Payment[]> {
  const rows = await paymentQuery(db)
    .where(eq(payments.contractId, contractId))
    .orderBy(desc(payments.paidAt), desc(payments.id));
  return rows.map(toPayment);
}
