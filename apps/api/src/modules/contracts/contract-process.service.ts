import {
  addMonths,
  BANK_PAYMENT_TYPES,
  type ContractDetail,
  type PaymentType,
  planSchedule,
} from "@makon/shared";
import { and, eq, sql } from "drizzle-orm";
import {
  bankApplications,
  banks,
  clients,
  contractSteps,
  contracts,
  organisations,
  units,
} from "../../db/schema";
import type { Db } from "../../db/types";
import { AppError } from "../../lib/app-error";
import { writeAudit } from "../../lib/audit";
import { followClientStep } from "../clients";
import { contractDetail } from "./contract-create.service";
import { paidSoFar } from "./payments.service";
import { saveScheduleVersion } from "./schedule-version";

const isBankDeal = (type: string) => BANK_PAYMENT_TYPES.includes(type as PaymentType);

/** The head office's money has come for this contract (an upper application funded). */
async function bankMoneyIn(tx: Db, contractId: number): Promise<boolean> {
  const rows = await tx
    .select({ id: bankApplications.id })
    .from(bankApplications)
    .where(
      and(
        eq(bankApplications.contractId, contractId),
        eq(bankApplications.level, "upper"),
        eq(bankApplications.status, "funded"),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/**
 * Moves a contract to a status with its timeline entry, the client's step (forward only; a bank
 * rejection's way back to in_process is no client step) and an audit row. The bank stages and
 * the handover act use it too, in their own transaction.
 */
export async function moveContract(
  tx: Db,
  before: typeof contracts.$inferSelect,
  status: "concluded" | "bank_lower" | "bank_upper" | "in_process" | "handed_over",
  actorId: number,
  note: string | null,
) {
  const [after] = await tx
    .update(contracts)
    .set({ status, updatedAt: new Date(), ...(before.signedAt ? {} : { signedAt: new Date() }) })
    .where(eq(contracts.id, before.id))
    .returning();
  await tx.insert(contractSteps).values({ contractId: before.id, status, userId: actorId, note });
  if (status !== "in_process") await followClientStep(tx, before.clientId, status, actorId, before.number);
  await writeAudit(tx, {
    userId: actorId,
    entity: "contract",
    entityId: before.id,
    action: status,
    before,
    after,
  });
}

/**
 * The seller's paper rules (organisations.require_passport, require_signed_scan): a contract is
 * concluded only with the buyer's passport and the signed scan (printing checks the passport
 * itself). Without the rule the screens warn and ask; with it, this refuses with a 409 that says
 * what is missing.
 */
export async function requirePapers(
  tx: Db,
  c: { clientId: number; sellerOrganisationId: number | null; signedScan: string | null },
): Promise<void> {
  if (c.sellerOrganisationId === null) return;
  const [row] = await tx
    .select({
      requirePassport: organisations.requirePassport,
      requireSignedScan: organisations.requireSignedScan,
      hasPassport: sql<boolean>`${clients.passport} is not null`,
    })
    .from(organisations)
    .innerJoin(clients, eq(clients.id, c.clientId))
    .where(eq(organisations.id, c.sellerOrganisationId));
  if (!row) return;
  if (row.requirePassport && !row.hasPassport) throw new AppError("CONTRACT_PASSPORT_REQUIRED");
  if (row.requireSignedScan && c.signedScan === null) throw new AppError("CONTRACT_SCAN_REQUIRED");
}

/**
 * Concludes a full or installment deal once its down payment is in: the unit is sold. A bank deal
 * is concluded by its bank stage when the head office's money makes it paid; when the bank gave
 * less than asked, the client pays the rest and the manager concludes it here, once it is paid as
 * agreed.
 */
export async function concludeContract(db: Db, id: number, actorId: number): Promise<ContractDetail> {
  await db.transaction(async (tx) => {
    const [before] = await tx.select().from(contracts).where(eq(contracts.id, id)).for("update");
    if (!before) throw new AppError("NOT_FOUND", "Contract not found");
    const paid = await paidSoFar(tx, id);
    if (isBankDeal(before.paymentType)) {
      if (before.status !== "bank_upper" || !(await bankMoneyIn(tx, id)))
        throw new AppError("CONTRACT_WRONG_STATUS");
      if (paid < before.total) throw new AppError("CONTRACT_NOT_PAID");
    } else if (before.status !== "in_process") throw new AppError("CONTRACT_WRONG_STATUS");
    if (paid < before.downPayment) throw new AppError("DOWN_PAYMENT_MISSING");
    await requirePapers(tx, before);
    await concludeIn(tx, before, actorId, null);
  });
  return contractDetail(db, id);
}

/**
 * The conclusion itself, in the caller's transaction (the caller has checked the money and the
 * papers): the contract concluded with its step, the unit sold. A bank deal ends here when the
 * head office's money makes it paid.
 */
export async function concludeIn(
  tx: Db,
  before: typeof contracts.$inferSelect,
  actorId: number,
  note: string | null,
): Promise<void> {
  await moveContract(tx, before, "concluded", actorId, note);
  await tx.update(units).set({ status: "sold", updatedAt: new Date() }).where(eq(units.id, before.unitId));
  await writeAudit(tx, {
    userId: actorId,
    entity: "unit",
    entityId: before.unitId,
    action: "sold",
    before: { status: "in_process" },
    after: { status: "sold", contract: before.number },
  });
}

/**
 * Sends a bank deal to the lower bank stage: an application at the chosen bank (a branch, or a
 * head office acting as its own branch) for the bank's part. Again after a rejection too: the
 * rejected application stays as history. Answers the new application's id.
 */
export async function sendToBank(
  db: Db,
  id: number,
  body: { bankId: number; note?: string | null },
  actorId: number,
): Promise<{ id: number }> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(contracts).where(eq(contracts.id, id)).for("update");
    if (!before) throw new AppError("NOT_FOUND", "Contract not found");
    if (before.status !== "in_process" || !isBankDeal(before.paymentType))
      throw new AppError("CONTRACT_WRONG_STATUS");
    if ((await paidSoFar(tx, id)) < before.downPayment) throw new AppError("DOWN_PAYMENT_MISSING");
    const [bank] = await tx.select({ id: banks.id }).from(banks).where(eq(banks.id, body.bankId));
    if (!bank) throw new AppError("BANK_UNKNOWN", "Unknown bank");
    const [made] = await tx
      .insert(bankApplications)
      .values({
        contractId: id,
        level: "lower",
        bankId: bank.id,
        amountRequested: before.total - before.downPayment,
        note: body.note ?? null,
      })
      .returning();
    if (!made) throw new Error("insert returned nothing");
    await writeAudit(tx, {
      userId: actorId,
      entity: "bank_application",
      entityId: made.id,
      action: "create",
      after: made,
    });
    await moveContract(tx, before, "bank_lower", actorId, body.note ?? null);
    return { id: made.id };
  });
}

/**
 * A new schedule version for an installment contract: the rest after the down payment planned
 * again (months rows from firstDueDate), the old rows kept under their version, payments spread
 * over the new rows. Never silent: a timeline entry and an audit row with the reason.
 */
export async function reschedule(
  db: Db,
  id: number,
  body: { months: number; firstDueDate: string; reason: string },
  actorId: number,
): Promise<ContractDetail> {
  await db.transaction(async (tx) => {
    const [before] = await tx.select().from(contracts).where(eq(contracts.id, id)).for("update");
    if (!before) throw new AppError("NOT_FOUND", "Contract not found");
    // A bank deal the head office paid less for is re-planned too: its rest becomes the client's
    // monthly rows, the bank's money filling the earliest of them.
    const replannable =
      before.paymentType === "installment"
        ? !["refused", "handed_over"].includes(before.status)
        : isBankDeal(before.paymentType) && before.status === "bank_upper" && (await bankMoneyIn(tx, id));
    if (!replannable) throw new AppError("CONTRACT_WRONG_STATUS");
    // planSchedule puts the first row a month after its date: start a month before the first due date.
    const rows = planSchedule({
      paymentType: "installment",
      total: before.total,
      downPayment: before.downPayment,
      months: body.months,
      date: addMonths(body.firstDueDate, -1),
    });
    await saveScheduleVersion(tx, before, rows, {
      set: { months: body.months },
      actorId,
      action: "reschedule",
      reason: body.reason,
    });
  });
  return contractDetail(db, id);
}
