import { type ChangePaymentTypeBody, type ContractDetail, planSchedule, tashkentToday } from "@makon/shared";
import { eq } from "drizzle-orm";
import { contractSteps, contracts, organisations, scheduleItems } from "../../db/schema";
import type { Db } from "../../db/types";
import { AppError } from "../../lib/app-error";
import { writeAudit } from "../../lib/audit";
import { contractDetail, paymentPlan } from "./contract-create.service";
import { allocate } from "./payment-statements";

type Body = ChangePaymentTypeBody & { months: number };

/**
 * A deal in process paid another way (after a bank said no, docs/product.md, The pipeline): the
 * payment type, the down payment and the months change under a new contract's rules, the rest is
 * planned again as a new schedule version (the old rows kept under theirs) and the money already
 * paid spread over it. A deal at a bank stage is not changed under the bank's feet: it is in
 * process again only once the bank has said no. Never silent: a timeline entry with the reason and
 * an audit row.
 */
export async function changePaymentType(
  db: Db,
  id: number,
  body: Body,
  actorId: number,
): Promise<ContractDetail> {
  await db.transaction(async (tx) => {
    const [before] = await tx.select().from(contracts).where(eq(contracts.id, id)).for("update");
    if (!before) throw new AppError("NOT_FOUND", "Contract not found");
    if (before.status !== "in_process") throw new AppError("CONTRACT_WRONG_STATUS");
    const plan = paymentPlan(body.paymentType, before.total, body);
    const buyerId = body.paymentType === "organisation" ? (body.buyerOrganisationId ?? null) : null;
    if (buyerId !== null) {
      const [buyer] = await tx
        .select({ archivedAt: organisations.archivedAt })
        .from(organisations)
        .where(eq(organisations.id, buyerId));
      if (!buyer || buyer.archivedAt)
        throw new AppError("BAD_REQUEST", "Unknown or archived buyer organisation");
    }
    const version = before.scheduleVersion + 1;
    const rows = planSchedule({
      paymentType: body.paymentType,
      total: before.total,
      downPayment: plan.downPayment,
      months: plan.months,
      date: tashkentToday(),
    });
    if (rows.length)
      await tx.insert(scheduleItems).values(rows.map((r) => ({ ...r, contractId: id, version })));
    const [after] = await tx
      .update(contracts)
      .set({
        paymentType: body.paymentType,
        downPayment: plan.downPayment,
        months: plan.months,
        buyerOrganisationId: buyerId,
        scheduleVersion: version,
        updatedAt: new Date(),
      })
      .where(eq(contracts.id, id))
      .returning();
    if (!after) throw new Error("update returned nothing");
    await allocate(tx, after);
    await tx
      .insert(contractSteps)
      .values({ contractId: id, status: before.status, userId: actorId, note: body.reason });
    await writeAudit(tx, {
      userId: actorId,
      entity: "contract",
      entityId: id,
      action: "payment_type",
      before,
      after: { ...after, reason: body.reason },
    });
  });
  return contractDetail(db, id);
}
