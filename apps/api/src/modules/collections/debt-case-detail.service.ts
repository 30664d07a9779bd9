import {
  type ContractStatus,
  type DebtCaseDetail,
  type DebtLetter,
  type DebtLetterKind,
  type DebtPromise,
  type DebtPromiseStatus,
  type DebtTimelineEntry,
  type DebtTimelineType,
  maskedPhone,
  type PaymentType,
  type SmsKind,
  type SmsMessage,
  type SmsStatus,
  tashkentToday,
} from "@makon/shared";
import { desc, eq } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import {
  buildings,
  clients,
  contracts,
  debtActions,
  debtCases,
  debtLetters,
  debtPromises,
  objects,
  organisations,
  payments,
  smsMessages,
  units,
  users,
} from "../../db/schema";
import type { Db } from "../../db/types";
import { AppError } from "../../lib/app-error";
import { assertContractInScope } from "../../lib/record-scope";
import { canSeePersonal } from "../clients";
import { allowedActionsFor, caseRightsFor, type DebtViewer } from "./collections.access";
import { debtCaseRow } from "./debt-cases-list.service";
import { penaltyTermsOf, penaltyWaivedOf, scheduleFigures, sumOverdue } from "./overdue";

const manager = alias(users, "manager");
const seller = alias(organisations, "seller");

/**
 * The contract and client of a case, for every route on one case: 404 for an unknown id,
 * OUT_OF_SCOPE for a contract outside the viewer's record scope.
 */
export async function caseFor(db: Db, viewer: DebtViewer, id: number): Promise<{ contractId: number }> {
  const [row] = await db
    .select({ contractId: debtCases.contractId })
    .from(debtCases)
    .where(eq(debtCases.id, id));
  if (!row) throw new AppError("NOT_FOUND", "Debt case not found");
  await assertContractInScope(db, viewer, row.contractId);
  return row;
}

/** The contract, client and unit as the case screen heads them. */
async function contractOf(db: Db, contractId: number) {
  const [row] = await db
    .select({
      id: contracts.id,
      number: contracts.number,
      status: contracts.status,
      paymentType: contracts.paymentType,
      date: contracts.date,
      total: contracts.total,
      paid: contracts.paid,
      scheduleVersion: contracts.scheduleVersion,
      sellerName: seller.name,
      managerName: manager.name,
      objectName: objects.name,
      buildingName: buildings.name,
      unitNumber: units.number,
      clientId: clients.id,
      clientName: clients.fullName,
      clientPhone: clients.phone,
      smsOptOut: clients.smsOptOut,
      clientLanguage: clients.language,
    })
    .from(contracts)
    .innerJoin(clients, eq(clients.id, contracts.clientId))
    .innerJoin(units, eq(units.id, contracts.unitId))
    .innerJoin(buildings, eq(buildings.id, units.buildingId))
    .innerJoin(objects, eq(objects.id, units.objectId))
    .leftJoin(seller, eq(seller.id, contracts.sellerOrganisationId))
    .leftJoin(manager, eq(manager.id, contracts.managerId))
    .where(eq(contracts.id, contractId));
  return row;
}

async function paymentsOf(db: Db, contractId: number): Promise<DebtCaseDetail["payments"]> {
  const rows = await db
    .select({
      id: payments.id,
      kind: payments.kind,
      paidAt: payments.paidAt,
      amount: payments.amount,
      method: payments.method,
      receiptNumber: payments.receiptNumber,
      cancelledAt: payments.cancelledAt,
    })
    .from(payments)
    .where(eq(payments.contractId, contractId))
    .orderBy(desc(payments.paidAt), desc(payments.id));
  return rows.map(({ cancelledAt, ...p }) => ({ ...p, cancelled: cancelledAt !== null }));
}

/** The case's promises, newest first; paidSince is what the contract received since each was given. */
async function promisesOf(db: Db, caseId: number, contractPaid: number): Promise<DebtPromise[]> {
  const rows = await db
    .select()
    .from(debtPromises)
    .where(eq(debtPromises.caseId, caseId))
    .orderBy(desc(debtPromises.createdAt), desc(debtPromises.id));
  return rows.map((p) => ({
    id: p.id,
    promisedDate: p.promisedDate,
    promisedAmount: p.promisedAmount,
    status: p.status as DebtPromiseStatus,
    paidSince: Math.max(0, contractPaid - p.paidBefore),
    createdAt: p.createdAt.toISOString(),
    resolvedAt: p.resolvedAt?.toISOString() ?? null,
  }));
}

async function timelineOf(db: Db, caseId: number): Promise<DebtTimelineEntry[]> {
  const rows = await db
    .select({
      id: debtActions.id,
      type: debtActions.type,
      result: debtActions.result,
      note: debtActions.note,
      promisedDate: debtActions.promisedDate,
      promisedAmount: debtActions.promisedAmount,
      nextActionAt: debtActions.nextActionAt,
      letterId: debtActions.letterId,
      smsId: debtActions.smsId,
      paymentId: debtActions.paymentId,
      userName: users.name,
      createdAt: debtActions.createdAt,
    })
    .from(debtActions)
    .leftJoin(users, eq(users.id, debtActions.userId))
    .where(eq(debtActions.caseId, caseId))
    .orderBy(desc(debtActions.createdAt), desc(debtActions.id));
  return rows.map((a) => ({
    ...a,
    type: a.type as DebtTimelineType,
    nextActionAt: a.nextActionAt?.toISOString() ?? null,
    createdAt: a.createdAt.toISOString(),
  }));
}

async function lettersOf(db: Db, caseId: number): Promise<DebtLetter[]> {
  const rows = await db
    .select({
      id: debtLetters.id,
      kind: debtLetters.kind,
      number: debtLetters.number,
      deadline: debtLetters.deadline,
      overdueAmount: debtLetters.overdueAmount,
      penalty: debtLetters.penalty,
      userName: users.name,
      createdAt: debtLetters.createdAt,
    })
    .from(debtLetters)
    .leftJoin(users, eq(users.id, debtLetters.userId))
    .where(eq(debtLetters.caseId, caseId))
    .orderBy(desc(debtLetters.createdAt), desc(debtLetters.id));
  return rows.map((l) => ({
    ...l,
    kind: l.kind as DebtLetterKind,
    createdAt: l.createdAt.toISOString(),
  }));
}

async function smsOf(db: Db, caseId: number, personal: boolean): Promise<SmsMessage[]> {
  const rows = await db
    .select({
      id: smsMessages.id,
      kind: smsMessages.kind,
      status: smsMessages.status,
      phone: smsMessages.phone,
      text: smsMessages.text,
      attempts: smsMessages.attempts,
      lastError: smsMessages.lastError,
      clientId: smsMessages.clientId,
      clientName: clients.fullName,
      contractId: smsMessages.contractId,
      caseId: smsMessages.caseId,
      createdAt: smsMessages.createdAt,
      sentAt: smsMessages.sentAt,
      deliveredAt: smsMessages.deliveredAt,
      driver: smsMessages.driver,
    })
    .from(smsMessages)
    .innerJoin(clients, eq(clients.id, smsMessages.clientId))
    .where(eq(smsMessages.caseId, caseId))
    .orderBy(desc(smsMessages.createdAt), desc(smsMessages.id));
  return rows.map(({ driver, ...m }) => ({
    ...m,
    kind: m.kind as SmsKind,
    status: m.status as SmsStatus,
    phone: personal ? m.phone : maskedPhone(m.phone),
    createdAt: m.createdAt.toISOString(),
    sentAt: m.sentAt?.toISOString() ?? null,
    deliveredAt: m.deliveredAt?.toISOString() ?? null,
    logOnly: driver === "log",
  }));
}

async function caseExtras(db: Db, id: number) {
  const [row] = await db
    .select({ note: debtCases.note, openedByName: users.name })
    .from(debtCases)
    .leftJoin(users, eq(users.id, debtCases.openedById))
    .where(eq(debtCases.id, id));
  return row;
}

/**
 * One case as its screen shows it: the contract's schedule with today's overdue rows and their
 * penalty, payments, promises, the timeline, letters and SMS, and what this viewer may do now.
 */
export async function debtCaseDetail(
  db: Db,
  id: number,
  viewer: DebtViewer,
  today = tashkentToday(),
): Promise<DebtCaseDetail> {
  const { contractId } = await caseFor(db, viewer, id);
  const terms = await penaltyTermsOf(db, contractId);
  const [row, extras, contract, schedule, waived, paymentRows, timeline, letters, sms] = await Promise.all([
    debtCaseRow(db, id, today),
    caseExtras(db, id),
    contractOf(db, contractId),
    scheduleFigures(db, contractId, today, terms),
    penaltyWaivedOf(db, contractId),
    paymentsOf(db, contractId),
    timelineOf(db, id),
    lettersOf(db, id),
    smsOf(db, id, canSeePersonal(viewer)),
  ]);
  if (!row || !extras || !contract) throw new AppError("NOT_FOUND", "Debt case not found");
  const figures = sumOverdue(schedule, waived);
  return {
    ...row,
    note: extras.note,
    openedByName: extras.openedByName,
    client: {
      id: contract.clientId,
      fullName: contract.clientName,
      phone: contract.clientPhone,
      smsOptOut: contract.smsOptOut,
      language: contract.clientLanguage,
    },
    contract: {
      id: contract.id,
      number: contract.number,
      status: contract.status as ContractStatus,
      paymentType: contract.paymentType as PaymentType,
      date: contract.date,
      total: contract.total,
      paid: contract.paid,
      scheduleVersion: contract.scheduleVersion,
      sellerName: contract.sellerName,
      managerName: contract.managerName,
      objectName: contract.objectName,
      buildingName: contract.buildingName,
      unitNumber: contract.unitNumber,
    },
    schedule,
    payments: paymentRows,
    penalty: {
      rate: terms.rate,
      cap: terms.cap,
      accrued: figures.penaltyAccrued,
      waived: figures.penaltyWaived,
      net: figures.penalty,
    },
    promises: await promisesOf(db, id, contract.paid),
    timeline,
    letters,
    sms,
    allowedActions: allowedActionsFor(viewer, row.status),
    ...caseRightsFor(viewer, row.status, figures.penalty),
  };
}
