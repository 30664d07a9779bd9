import { type ChangePaymentTypeBody, type ContractDetail, planSchedule, tashkentToday } from "@makon/shared";
import { eq } from "drizzle-orm";
import { contracts, organisations } from "../../db/schema";
import type { Db } from "../../db/types";
import { AppError } from "../../lib/app-error";
import { contractDetail, paymentPlan } from "./contract-create.service";
import { saveScheduleVersion } from "./schedule-version";

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
    const rows = planSchedule({
      paymentType: body.paymentType,
      total: before.total,
      downPayment: plan.downPayment,
      months: plan.months,
      date: tashkentToday(),
    });
    await saveScheduleVersion(tx, before, rows, {
      set: {
        paymentType: body.paymentType,
        downPayment: plan.downPayment,
        months: plan.months,
        buyerOrganisationId: buyerId,
      },
      actorId,
      action: "payment_type",
      reason: body.reason,
    });
  });
  return contractDetail(db, id);
}
