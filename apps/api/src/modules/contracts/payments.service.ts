import type { CreatePaymentBody, Payment, PaymentKind, PaymentMethod } from "@makon/shared";
import { and, asc, desc, eq, sql } from "drizzle-orm";
import { contracts, payments, scheduleItems, users } from "../../db/schema";
import type { Db } from "../../db/types";
import { AppError } from "../../lib/app-error";
import { writeAudit } from "../../lib/audit";
import { onceWithKey, type Replayed } from "../../lib/idempotency";
import { PAID_SQL } from "./paid.sql";

/** Money received on a contract: payments less refunds, cancelled ones left out. */
export async function paidSoFar(tx: Db, contractId: number): Promise<number> {
  const [row] = await tx
    .select({ paid: sql<number>`${PAID_SQL}`.mapWith(Number) })
    .from(contracts)
    .where(eq(contracts.id, contractId));
  return row?.paid ?? 0;
}

/**
 * Spreads what was paid over the current schedule: the down payment first, then the earliest
 * rows. Recomputed from the payments every time, so a cancelled payment un-pays exactly the rows
 * it paid and nothing drifts.
 */
export async function allocate(
  tx: Db,
  contract: { id: number; downPayment: number; scheduleVersion: number },
) {
  let left = Math.max(0, (await paidSoFar(tx, contract.id)) - contract.downPayment);
  const rows = await tx
    .select({ id: scheduleItems.id, amount: scheduleItems.amount, paid: scheduleItems.paid })
    .from(scheduleItems)
    .where(
      and(eq(scheduleItems.contractId, contract.id), eq(scheduleItems.version, contract.scheduleVersion)),
    )
    .orderBy(asc(scheduleItems.number));
  for (const row of rows) {
    const paid = Math.min(row.amount, left);
    left -= paid;
    if (paid !== row.paid) await tx.update(scheduleItems).set({ paid }).where(eq(scheduleItems.id, row.id));
  }
}

async function lockContract(tx: Db, id: number) {
  const [c] = await tx.select().from(contracts).where(eq(contracts.id, id)).for("update");
  if (!c) throw new AppError("NOT_FOUND", "Contract not found");
  return c;
}

/**
 * Records a payment. The contract row is locked, so payments to one contract queue up and the
 * overpayment check sees every earlier one; with an Idempotency-Key a repeated request gets the
 * first answer and makes no second payment.
 */
export async function recordPayment(
  db: Db,
  contractId: number,
  body: CreatePaymentBody,
  actorId: number,
  key: string | undefined,
): Promise<Replayed<Payment>> {
  return onceWithKey(
    db,
    { userId: actorId, key, route: `payment:${contractId}`, request: body, statusCode: 201 },
    async (tx) => {
      const c = await lockContract(tx, contractId);
      if (c.status === "refused") throw new AppError("CONTRACT_CLOSED");
      const owed = c.total - (await paidSoFar(tx, contractId));
      if (body.amount > owed)
        throw new AppError("OVERPAYMENT", "More than the contract still owes", { details: { owed } });
      const [p] = await tx
        .insert(payments)
        .values({
          contractId,
          kind: "payment",
          amount: body.amount,
          method: body.method,
          paidAt: body.paidAt,
          receiptNumber: body.receiptNumber ?? null,
          userId: actorId,
        })
        .returning();
      if (!p) throw new Error("insert returned nothing");
      await allocate(tx, c);
      await writeAudit(tx, {
        userId: actorId,
        entity: "payment",
        entityId: p.id,
        action: "create",
        after: p,
      });
      return paymentById(tx, p.id);
    },
  );
}

/**
 * Pays money back on a refused contract (a refund row), never more than is still owed back; with
 * an Idempotency-Key a repeat makes no second refund.
 */
export async function recordRefund(
  db: Db,
  contractId: number,
  body: CreatePaymentBody,
  actorId: number,
  key: string | undefined,
): Promise<Replayed<Payment>> {
  return onceWithKey(
    db,
    { userId: actorId, key, route: `refund:${contractId}`, request: body, statusCode: 201 },
    async (tx) => {
      const c = await lockContract(tx, contractId);
      const owedBack = await paidSoFar(tx, contractId);
      if (c.status !== "refused" || body.amount > owedBack)
        throw new AppError("REFUND_NOT_ALLOWED", "Only a refused contract, up to what was paid", {
          details: { owedBack: c.status === "refused" ? owedBack : 0 },
        });
      const [p] = await tx
        .insert(payments)
        .values({
          contractId,
          kind: "refund",
          amount: body.amount,
          method: body.method,
          paidAt: body.paidAt,
          receiptNumber: body.receiptNumber ?? null,
          userId: actorId,
        })
        .returning();
      if (!p) throw new Error("insert returned nothing");
      await writeAudit(tx, {
        userId: actorId,
        entity: "payment",
        entityId: p.id,
        action: "refund",
        after: p,
      });
      return paymentById(tx, p.id);
    },
  );
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
