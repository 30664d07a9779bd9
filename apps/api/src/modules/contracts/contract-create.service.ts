import {
  type ContractDetail,
  type ContractStatus,
  contractTotal,
  type createContractBodySchema,
  type PaymentType,
  planSchedule,
  tashkentToday,
} from "@makon/shared";
import { and, asc, eq, sql } from "drizzle-orm";
import type { z } from "zod";
import {
  bookings,
  buildings,
  clients,
  contractCounters,
  contractSteps,
  contracts,
  objects,
  organisationBankAccounts,
  organisations,
  scheduleItems,
  units,
  users,
} from "../../db/schema";
import type { Db } from "../../db/types";
import { AppError, isUniqueViolation } from "../../lib/app-error";
import { writeAudit } from "../../lib/audit";
import { followClientStep, lockClientForDeal } from "../clients";
import { expireBookings } from "../sales";
import { PAID_SQL } from "./paid.sql";

type Body = z.infer<typeof createContractBodySchema>;

/**
 * The next number of the year: one row per year advanced by an upsert, so concurrent contracts
 * queue on that row inside their transactions and never share or skip a number that commits.
 */
async function nextNumber(tx: Db, year: number): Promise<{ seq: number; number: string }> {
  const [row] = await tx
    .insert(contractCounters)
    .values({ year, last: 1 })
    .onConflictDoUpdate({ target: contractCounters.year, set: { last: sql`${contractCounters.last} + 1` } })
    .returning({ last: contractCounters.last });
  const seq = row?.last ?? 1;
  return { seq, number: `${year}-${String(seq).padStart(4, "0")}` };
}

/** The down payment and months the payment type allows, or PAYMENT_PLAN_INVALID. */
export function paymentPlan(
  type: PaymentType,
  total: number,
  body: { downPayment?: number | undefined; months: number },
): { downPayment: number; months: number } {
  if (total <= 0) throw new AppError("PAYMENT_PLAN_INVALID", "The discount takes the whole price");
  if (type === "full") {
    if (body.downPayment !== undefined && body.downPayment !== total)
      throw new AppError("PAYMENT_PLAN_INVALID", "A full payment is the whole price");
    return { downPayment: total, months: 0 };
  }
  const downPayment = body.downPayment ?? 0;
  if (downPayment >= total)
    throw new AppError("PAYMENT_PLAN_INVALID", "The down payment leaves nothing to pay later");
  if (type === "installment") return { downPayment, months: body.months };
  return { downPayment, months: 0 };
}

/**
 * Draws up a contract. The unit changes to "in_process" only in an UPDATE that requires it to be
 * available or booked by this very client, and a partial unique index allows one live contract
 * per unit: a unit is never sold twice. The booking becomes the contract; the number comes from
 * the year's counter; the schedule is planned by the shared planner, version 1.
 */
export async function createContract(db: Db, body: Body, actorId: number): Promise<ContractDetail> {
  const date = body.date ?? tashkentToday();
  const year = Number(date.slice(0, 4));
  // A lapsed booking must not stand in the way before the next sweep (as for a new booking).
  await expireBookings(db, body.unitId);
  let id: number;
  try {
    id = await db.transaction(async (tx) => {
      const client = await lockClientForDeal(tx, body.clientId);

      const [seller] = await tx
        .select({ id: organisations.id, archivedAt: organisations.archivedAt })
        .from(organisations)
        .where(eq(organisations.id, body.sellerOrganisationId));
      if (!seller || seller.archivedAt) throw new AppError("SELLER_INVALID", "Unknown or archived seller");
      // The paying organisation matters only for an organisation deal; it must exist and be live.
      const buyerId = body.paymentType === "organisation" ? (body.buyerOrganisationId ?? null) : null;
      if (buyerId !== null) {
        const [buyer] = await tx
          .select({ archivedAt: organisations.archivedAt })
          .from(organisations)
          .where(eq(organisations.id, buyerId));
        if (!buyer || buyer.archivedAt)
          throw new AppError("BAD_REQUEST", "Unknown or archived buyer organisation");
      }
      const [account] = await tx
        .select({ id: organisationBankAccounts.id })
        .from(organisationBankAccounts)
        .where(
          and(
            eq(organisationBankAccounts.organisationId, seller.id),
            body.sellerAccountId
              ? eq(organisationBankAccounts.id, body.sellerAccountId)
              : eq(organisationBankAccounts.isPrimary, true),
          ),
        );
      if (body.sellerAccountId && !account)
        throw new AppError("SELLER_INVALID", "The account is not the seller's");

      // Taken only from available, or from a booking of this client (which becomes the contract).
      const [unit] = await tx
        .update(units)
        .set({ status: "in_process", updatedAt: new Date() })
        .where(
          and(
            eq(units.id, body.unitId),
            sql`(${units.status} = 'available' or (${units.status} = 'booked' and exists (select 1 from ${bookings} where ${bookings.unitId} = ${units.id} and ${bookings.status} = 'active' and ${bookings.clientId} = ${body.clientId})))`,
          ),
        )
        .returning();
      if (!unit) {
        const [exists] = await tx.select({ id: units.id }).from(units).where(eq(units.id, body.unitId));
        throw exists ? new AppError("UNIT_NOT_AVAILABLE") : new AppError("NOT_FOUND", "Unit not found");
      }
      const gross = Math.round(unit.areaM2 * unit.pricePerM2);
      if (body.discount >= gross)
        throw new AppError("PAYMENT_PLAN_INVALID", "The discount takes the whole price");
      const total = contractTotal(unit.areaM2, unit.pricePerM2, body.discount);
      const plan = paymentPlan(body.paymentType, total, body);
      const converted = await tx
        .update(bookings)
        .set({ status: "converted", endedAt: new Date() })
        .where(and(eq(bookings.unitId, unit.id), eq(bookings.status, "active")))
        .returning({ id: bookings.id });

      const { seq, number } = await nextNumber(tx, year);
      const [contract] = await tx
        .insert(contracts)
        .values({
          number,
          year,
          seq,
          date,
          clientId: client.id,
          unitId: unit.id,
          sellerOrganisationId: seller.id,
          sellerAccountId: account?.id ?? null,
          buyerOrganisationId: buyerId,
          managerId: actorId,
          areaM2: unit.areaM2,
          pricePerM2: unit.pricePerM2,
          discount: body.discount,
          total,
          paymentType: body.paymentType,
          downPayment: plan.downPayment,
          months: plan.months,
          status: "in_process",
        })
        .returning();
      if (!contract) throw new Error("insert returned nothing");
      const rows = planSchedule({
        paymentType: body.paymentType,
        total,
        downPayment: plan.downPayment,
        months: plan.months,
        date,
      });
      if (rows.length)
        await tx
          .insert(scheduleItems)
          .values(rows.map((r) => ({ ...r, contractId: contract.id, version: 1 })));
      await tx
        .insert(contractSteps)
        .values({ contractId: contract.id, status: "in_process", userId: actorId, note: null });
      await followClientStep(tx, client.id, "contract", actorId, number);
      await writeAudit(tx, {
        userId: actorId,
        entity: "contract",
        entityId: contract.id,
        action: "create",
        after: contract,
      });
      await writeAudit(tx, {
        userId: actorId,
        entity: "unit",
        entityId: unit.id,
        action: "sell",
        before: { status: converted.length > 0 ? "booked" : "available" },
        after: { status: "in_process", contract: number },
      });
      return contract.id;
    });
  } catch (err) {
    if (isUniqueViolation(err, "contracts_unit_live_uq")) throw new AppError("UNIT_NOT_AVAILABLE");
    throw err;
  }
  return contractDetail(db, id);
}

/** A contract with its current schedule and steps. */
export async function contractDetail(db: Db, id: number): Promise<ContractDetail> {
  const [c] = await db
    .select({
      id: contracts.id,
      number: contracts.number,
      date: contracts.date,
      status: contracts.status,
      paymentType: contracts.paymentType,
      clientId: contracts.clientId,
      clientName: clients.fullName,
      unitId: contracts.unitId,
      unitNumber: units.number,
      buildingName: buildings.name,
      objectName: objects.name,
      sellerOrganisationId: contracts.sellerOrganisationId,
      sellerOrganisationName: organisations.name,
      sellerAccountId: contracts.sellerAccountId,
      sellerAccountNumber: organisationBankAccounts.accountNumber,
      buyerOrganisationId: contracts.buyerOrganisationId,
      managerId: contracts.managerId,
      managerName: users.name,
      areaM2: contracts.areaM2,
      pricePerM2: contracts.pricePerM2,
      discount: contracts.discount,
      total: contracts.total,
      downPayment: contracts.downPayment,
      months: contracts.months,
      scheduleVersion: contracts.scheduleVersion,
      refusalReason: contracts.refusalReason,
      signedAt: contracts.signedAt,
      signedScan: contracts.signedScan,
      // Whether the buyer's passport is on file (never the number: the card shows it to the right).
      clientHasPassport: sql<boolean>`${clients.passport} is not null`,
      clientLanguage: clients.language,
      sellerRequiresPassport: sql<boolean>`coalesce(${organisations.requirePassport}, false)`,
      sellerRequiresScan: sql<boolean>`coalesce(${organisations.requireSignedScan}, false)`,
      // Money received: payments less refunds, cancelled ones left out.
      paid: sql<number>`${PAID_SQL}`.mapWith(Number),
    })
    .from(contracts)
    .innerJoin(clients, eq(clients.id, contracts.clientId))
    .innerJoin(units, eq(units.id, contracts.unitId))
    .innerJoin(buildings, eq(buildings.id, units.buildingId))
    .innerJoin(objects, eq(objects.id, units.objectId))
    .leftJoin(organisations, eq(organisations.id, contracts.sellerOrganisationId))
    .leftJoin(organisationBankAccounts, eq(organisationBankAccounts.id, contracts.sellerAccountId))
    .leftJoin(users, eq(users.id, contracts.managerId))
    .where(eq(contracts.id, id));
  if (!c) throw new AppError("NOT_FOUND", "Contract not found");
  const schedule = await db
    .select({
      id: scheduleItems.id,
      version: scheduleItems.version,
      number: scheduleItems.number,
      dueDate: scheduleItems.dueDate,
      amount: scheduleItems.amount,
      paid: scheduleItems.paid,
    })
    .from(scheduleItems)
    .where(and(eq(scheduleItems.contractId, id), eq(scheduleItems.version, c.scheduleVersion)))
    .orderBy(asc(scheduleItems.number));
  const steps = await db
    .select({
      id: contractSteps.id,
      status: contractSteps.status,
      note: contractSteps.note,
      userName: users.name,
      createdAt: contractSteps.createdAt,
    })
    .from(contractSteps)
    .leftJoin(users, eq(users.id, contractSteps.userId))
    .where(eq(contractSteps.contractId, id))
    .orderBy(asc(contractSteps.createdAt), asc(contractSteps.id));
  const { signedScan, signedAt, ...rest } = c;
  const timeline = steps.map((s) => ({
    ...s,
    status: s.status as ContractStatus,
    createdAt: s.createdAt.toISOString(),
  }));
  return {
    ...rest,
    signedAt: signedAt?.toISOString() ?? null,
    hasScan: signedScan !== null,
    status: c.status as ContractStatus,
    paymentType: c.paymentType as PaymentType,
    schedule,
    steps: timeline,
    stages: firstOfEach(timeline),
  };
}

/** The first step of each status, in the timeline's order: who took the contract there and when. */
function firstOfEach<T extends { status: string }>(timeline: T[]): T[] {
  const seen = new Set<string>();
  return timeline.filter((s) => !seen.has(s.status) && seen.add(s.status));
}
