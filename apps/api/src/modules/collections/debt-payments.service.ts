import type { CreatePaymentBody } from "@makon/shared";
import { type DebtCaseStatus, tashkentToday } from "@makon/shared";
import { and, eq } from "drizzle-orm";
import { debtActions, debtCases } from "../../db/schema";
import type { Db } from "../../db/types";
import { recordPayment } from "../contracts";
import { collectIfCleared } from "./collections-job";
import { addAction, type DebtViewer, lockCase, requireOpen } from "./debt-case-common";
import { keepPromises } from "./debt-promises";

/**
 * A payment taken from the debtor, recorded from the case: the contract's own payment (its rule,
 * allocation, audit and Idempotency-Key), then — in a second transaction on the locked case — the
 * timeline's entry, a promise kept by it, and the case collected when nothing is overdue any more.
 * A repeat of a keyed request gets the first payment and adds no second entry (the case's lock
 * makes the check and the entry one step). The payment is its own statement (payments.service):
 * should the second step fail, the money stays recorded and the collections job still keeps the
 * promise and collects the case.
 */
export async function payFromCase(
  db: Db,
  viewer: DebtViewer,
  caseId: number,
  body: CreatePaymentBody,
  key: string | undefined,
  today = tashkentToday(),
): Promise<{ paymentId: number; status: DebtCaseStatus }> {
  // Refused before any money moves: another case's contract, or a closed case.
  const before = await db.transaction(async (tx) => {
    const c = await lockCase(tx, caseId, viewer);
    requireOpen(c);
    return c;
  });
  const paid = await recordPayment(db, before.contractId, body, viewer.id, key);
  const paymentId = paid.body.id;
  return db.transaction(async (tx) => {
    const c = await lockCase(tx, caseId, viewer);
    const [seen] = await tx
      .select({ id: debtActions.id })
      .from(debtActions)
      .where(and(eq(debtActions.caseId, caseId), eq(debtActions.paymentId, paymentId)));
    if (seen) return { paymentId, status: c.status as DebtCaseStatus };
    await addAction(tx, caseId, "payment", { userId: viewer.id, paymentId });
    await keepPromises(tx, caseId);
    await collectIfCleared(tx, caseId, viewer.id, today);
    const [now] = await tx
      .select({ status: debtCases.status })
      .from(debtCases)
      .where(eq(debtCases.id, caseId));
    return { paymentId, status: (now?.status ?? c.status) as DebtCaseStatus };
  });
}
