import {
  type BankApplicationDetail,
  type BankApplicationStatus,
  type BankLevel,
  bankRights,
  OPEN_BANK_STATUSES,
} from "@makon/shared";
import { and, desc, eq, ne } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { bankApplications, banks, clients, contracts, floors, units, users } from "../../db/schema";
import type { Db } from "../../db/types";
import { AppError } from "../../lib/app-error";
import { assertContractInScope } from "../../lib/record-scope";
import { canSeePersonal } from "../clients";
import { assertReadsLevel, movesFor } from "./bank-applications.access";
import { bankComments } from "./bank-comments.service";
import { bankDocuments } from "./bank-documents.service";
import { type ListViewer, rowQuery, toRow } from "./bank-list.service";

const decider = alias(users, "decider");

/** What the screen shows beyond a list row: the decision, the money, the client, contract and unit. */
async function detailExtras(db: Db, id: number) {
  const [row] = await db
    .select({
      note: bankApplications.note,
      rejectionReason: bankApplications.rejectionReason,
      loanNumber: bankApplications.loanNumber,
      fundedAmount: bankApplications.fundedAmount,
      fundedAt: bankApplications.fundedAt,
      submittedAt: bankApplications.submittedAt,
      decidedAt: bankApplications.decidedAt,
      decidedByName: decider.name,
      paymentId: bankApplications.paymentId,
      clientPhone: clients.phone,
      passport: clients.passport,
      pinfl: clients.pinfl,
      total: contracts.total,
      downPayment: contracts.downPayment,
      paid: contracts.paid,
      date: contracts.date,
      unitId: units.id,
      rooms: units.rooms,
      area: units.areaM2,
      floor: floors.number,
    })
    .from(bankApplications)
    .innerJoin(contracts, eq(contracts.id, bankApplications.contractId))
    .innerJoin(clients, eq(clients.id, contracts.clientId))
    .innerJoin(units, eq(units.id, contracts.unitId))
    .leftJoin(floors, eq(floors.id, units.floorId))
    .leftJoin(decider, eq(decider.id, bankApplications.decidedById))
    .where(eq(bankApplications.id, id));
  return row;
}

/** The contract's other applications (an earlier bank, the other level), newest first. */
async function relatedOf(db: Db, id: number, contractId: number) {
  const rows = await db
    .select({
      id: bankApplications.id,
      level: bankApplications.level,
      status: bankApplications.status,
      bankName: banks.name,
      createdAt: bankApplications.createdAt,
    })
    .from(bankApplications)
    .innerJoin(banks, eq(banks.id, bankApplications.bankId))
    .where(and(eq(bankApplications.contractId, contractId), ne(bankApplications.id, id)))
    .orderBy(desc(bankApplications.createdAt), desc(bankApplications.id));
  return rows.map((r) => ({
    ...r,
    level: r.level as BankLevel,
    status: r.status as BankApplicationStatus,
    createdAt: r.createdAt.toISOString(),
  }));
}

/**
 * The level and contract of an application, for the checks every route on one application makes:
 * 404 for an unknown id, BANK_LEVEL_FORBIDDEN for a level the viewer does not read (`readLevel`),
 * OUT_OF_SCOPE for a contract outside their record scope.
 */
export async function applicationFor(
  db: Db,
  viewer: ListViewer,
  id: number,
  opts: { readLevel: boolean },
): Promise<{ level: BankLevel; status: BankApplicationStatus; contractId: number }> {
  const [app] = await db
    .select({
      level: bankApplications.level,
      status: bankApplications.status,
      contractId: bankApplications.contractId,
    })
    .from(bankApplications)
    .where(eq(bankApplications.id, id));
  if (!app) throw new AppError("NOT_FOUND", "Bank application not found");
  const level = app.level as BankLevel;
  if (opts.readLevel) assertReadsLevel(viewer, level);
  await assertContractInScope(db, viewer, app.contractId);
  return { level, status: app.status as BankApplicationStatus, contractId: app.contractId };
}

/** One application as its screen shows it, with what this viewer may do to it now. */
export async function bankApplicationDetail(
  db: Db,
  viewer: ListViewer,
  id: number,
): Promise<BankApplicationDetail> {
  const app = await applicationFor(db, viewer, id, { readLevel: true });
  const [[raw], extras, documents, comments, related] = await Promise.all([
    rowQuery(db).where(eq(bankApplications.id, id)),
    detailExtras(db, id),
    bankDocuments(db, id),
    bankComments(db, id),
    relatedOf(db, id, app.contractId),
  ]);
  if (!raw || !extras) throw new AppError("NOT_FOUND", "Bank application not found");
  const row = toRow(raw);
  const personal = canSeePersonal(viewer);
  return {
    ...row,
    note: extras.note,
    rejectionReason: extras.rejectionReason,
    loanNumber: extras.loanNumber,
    fundedAmount: extras.fundedAmount,
    fundedAt: extras.fundedAt?.toISOString() ?? null,
    submittedAt: extras.submittedAt?.toISOString() ?? null,
    decidedAt: extras.decidedAt?.toISOString() ?? null,
    decidedByName: extras.decidedByName,
    paymentId: extras.paymentId,
    client: {
      id: row.clientId,
      fullName: row.clientName,
      phone: extras.clientPhone,
      passport: personal ? extras.passport : null,
      pinfl: personal ? extras.pinfl : null,
    },
    contract: {
      id: row.contractId,
      number: row.contractNumber,
      status: row.contractStatus,
      paymentType: row.paymentType,
      total: extras.total,
      downPayment: extras.downPayment,
      paid: Number(extras.paid),
      date: extras.date,
    },
    unit: {
      id: extras.unitId,
      number: row.unitNumber,
      rooms: extras.rooms,
      area: extras.area,
      floor: extras.floor,
    },
    documents,
    comments,
    related,
    moves: movesFor(viewer, row.level, row.status),
    // Only while it is still being worked: a decided application keeps who worked it.
    canAssign:
      viewer.dostup.includes(bankRights(row.level).decide) && OPEN_BANK_STATUSES.includes(row.status),
  };
}
