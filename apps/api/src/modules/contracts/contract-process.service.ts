import {
  addMonths,
  BANK_PAYMENT_TYPES,
  type ContractDetail,
  type PaymentType,
  planSchedule,
} from "@makon/shared";
import { eq, sql } from "drizzle-orm";
import {
  bankApplications,
  banks,
  clients,
  contractSteps,
  contracts,
  organisations,
  scheduleItems,
  units,
} from "../../db/schema";
import type { Db } from "../../db/types";
import { AppError } from "../../lib/app-error";
import { writeAudit } from "../../lib/audit";
import { followClientStep } from "../clients/client-step.service";
import { contractDetail } from "./contract-create.service";
import { allocate } from "./payment-statements";
import { paidSoFar } from "./payments.service";

const isBankDeal = (type: string) => BANK_PAYMENT_TYPES.includes(type as PaymentType);

/** Moves a contract to a status with its timeline entry, the client's step and an audit row. */
async function move(
  tx: Db,
  before: typeof contracts.$inferSelect,
  status: "concluded" | "bank_lower",
  actorId: number,
  note: string | null,
) {
  const [after] = await tx
    .update(contracts)
    .set({ status, updatedAt: new Date(), ...(before.signedAt ? {} : { signedAt: new Date() }) })
    .where(eq(contracts.id, before.id))
    .returning();
  await tx.insert(contractSteps).values({ contractId: before.id, status, userId: actorId, note });
  await followClientStep(tx, before.clientId, status, actorId, before.number);
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
async function requirePapers(
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
 * Concludes a full or installment deal once its down payment is in: the unit is sold. Bank deals
 * are concluded by their bank stages, not from here.
 */
export async function concludeContract(db: Db, id: number, actorId: number): Promise<ContractDetail> {
  await db.transaction(async (tx) => {
    const [before] = await tx.select().from(contracts).where(eq(contracts.id, id)).for("update");
    if (!before) throw new AppError("NOT_FOUND", "Contract not found");
    if (before.status !== "in_process" || isBankDeal(before.paymentType))
      throw new AppError("CONTRACT_WRONG_STATUS");
    if ((await paidSoFar(tx, id)) < before.downPayment) throw new AppError("DOWN_PAYMENT_MISSING");
    await requirePapers(tx, before);
    await move(tx, before, "concluded", actorId, null);
    await tx.update(units).set({ status: "sold", updatedAt: new Date() }).where(eq(units.id, before.unitId));
    await writeAudit(tx, {
      userId: actorId,
      entity: "unit",
      entityId: before.unitId,
      action: "sold",
      before: { status: "in_process" },
      after: { status: "sold", contract: before.number },
    });
  });
  return contractDetail(db, id);
}

/** Sends a bank deal to the lower bank stage: an application at the chosen branch, for the bank's part. */
export async function sendToBank(
  db: Db,
  id: number,
  body: { bankId: number; note?: string | null },
  actorId: number,
): Promise<ContractDetail> {
  await db.transaction(async (tx) => {
    const [before] = await tx.select().from(contracts).where(eq(contracts.id, id)).for("update");
    if (!before) throw new AppError("NOT_FOUND", "Contract not found");
    if (before.status !== "in_process" || !isBankDeal(before.paymentType))
      throw new AppError("CONTRACT_WRONG_STATUS");
    if ((await paidSoFar(tx, id)) < before.downPayment) throw new AppError("DOWN_PAYMENT_MISSING");
    const [bank] = await tx.select({ id: banks.id }).from(banks).where(eq(banks.id, body.bankId));
    if (!bank) throw new AppError("BAD_REQUEST", "Unknown bank");
    await tx.insert(bankApplications).values({
      contractId: id,
      level: "lower",
      bankId: bank.id,
      amountRequested: before.total - before.downPayment,
      note: body.note ?? null,
    });
    await move(tx, before, "bank_lower", actorId, body.note ?? null);
  });
  return contractDetail(db, id);
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
    if (before.paymentType !== "installment" || ["refused", "handed_over"].includes(before.status))
      throw new AppError("CONTRACT_WRONG_STATUS");
    const version = before.scheduleVersion + 1;
    // planSchedule puts the first row a month after its date: start a month before the first due date.
    const rows = planSchedule({
      paymentType: "installment",
      total: before.total,
      downPayment: before.downPayment,
      months: body.months,
      date: addMonths(body.firstDueDate, -1),
    });
    if (rows.length)
      await tx.insert(scheduleItems).values(rows.map((r) => ({ ...r, contractId: id, version })));
    const [after] = await tx
      .update(contracts)
      .set({ scheduleVersion: version, months: body.months, updatedAt: new Date() })
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
      action: "reschedule",
      before,
      after: { ...after, reason: body.reason },
    });
  });
  return contractDetail(db, id);
}
