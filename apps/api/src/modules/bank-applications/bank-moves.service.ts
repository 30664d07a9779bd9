import {
  BANK_MOVES,
  type BankApplicationStatus,
  type BankLevel,
  type BankStatusBody,
  REQUIRED_BANK_DOCUMENTS,
} from "@makon/shared";
import { and, eq, isNull, or, type SQL } from "drizzle-orm";
import { bankApplicationDocuments, bankApplications, banks } from "../../db/schema";
import type { Db } from "../../db/types";
import { AppError } from "../../lib/app-error";
import { writeAudit } from "../../lib/audit";
import { notify } from "../../lib/notify";
import { assertContractInScope } from "../../lib/record-scope";
import { moveContract } from "../contracts";
import { copyBankDocuments } from "./bank-documents.service";
import { fund } from "./bank-funding.service";
import type { ListViewer } from "./bank-list.service";
import {
  type Application,
  addStep,
  type Contract,
  contractLink,
  lockContract,
  lostRace,
  notAllowed,
  requireRight,
  stepNote,
} from "./bank-moves-common";

/** The fields each move reads; any other field sent with it is a mistake, refused (400). */
const FIELDS: Record<BankApplicationStatus, readonly (keyof BankStatusBody)[]> = {
  new: [],
  documents_submitted: ["note"],
  under_review: ["note"],
  approved: ["note", "amountApproved", "loanNumber"],
  rejected: ["note", "reason"],
  funded: ["note", "fundedAmount", "fundedAt", "loanNumber"],
};

function checkFields(body: BankStatusBody): void {
  const extra = Object.keys(body).filter(
    (k) => k !== "status" && !FIELDS[body.status].includes(k as keyof BankStatusBody),
  );
  if (extra.length)
    throw new AppError("BAD_REQUEST", "Fields this move does not take", { details: { extra } });
}

/** What the move sets beside the status, checked before anything is written. */
async function movedValues(tx: Db, app: Application, body: BankStatusBody, actorId: number) {
  const now = new Date();
  const base = { status: body.status, statusChangedAt: now, updatedAt: now };
  if (body.status === "documents_submitted") {
    const have = await tx
      .select({ kind: bankApplicationDocuments.kind })
      .from(bankApplicationDocuments)
      .where(eq(bankApplicationDocuments.applicationId, app.id));
    const missing = REQUIRED_BANK_DOCUMENTS.filter((k) => !have.some((d) => d.kind === k));
    if (missing.length) throw new AppError("BANK_DOCUMENTS_MISSING", undefined, { details: { missing } });
    return { ...base, submittedAt: now };
  }
  if (body.status === "approved") {
    const amount = body.amountApproved;
    if (amount === undefined || amount <= 0 || amount > app.amountRequested)
      throw new AppError("BANK_AMOUNT_INVALID", undefined, {
        details: { amountRequested: app.amountRequested },
      });
    return {
      ...base,
      amountApproved: amount,
      decidedById: actorId,
      decidedAt: now,
      ...(body.loanNumber ? { loanNumber: body.loanNumber } : {}),
    };
  }
  if (body.status === "rejected") {
    if (!body.reason) throw new AppError("BANK_REASON_REQUIRED");
    return { ...base, rejectionReason: body.reason, decidedById: actorId, decidedAt: now };
  }
  return base;
}

/**
 * The application as it was read, its move, and the viewer's standing. The decisive check is not
 * this read but the conditional update after it (see moveApplication).
 */
async function plan(tx: Db, viewer: ListViewer, id: number, body: BankStatusBody) {
  const [app] = await tx.select().from(bankApplications).where(eq(bankApplications.id, id));
  if (!app) throw new AppError("NOT_FOUND", "Bank application not found");
  const level = app.level as BankLevel;
  // Rights at the level first: the other desk learns nothing about the application's status.
  requireRight(viewer, level, "work");
  const move = BANK_MOVES.find(
    (m) => m.from === app.status && m.to === body.status && m.levels.includes(level),
  );
  if (!move) throw notAllowed(app.status);
  const { workOnly } = requireRight(viewer, level, move.right);
  // The work right alone moves one's own applications, or an unassigned one, which the move then
  // gives to them: a desk employee may pick up new work before the head hands it out, but never
  // takes a colleague's.
  if (workOnly && app.assigneeId !== null && app.assigneeId !== viewer.id)
    throw new AppError("BANK_NOT_ASSIGNEE");
  await assertContractInScope(tx, viewer, app.contractId);
  return { app, level, workOnly };
}

/**
 * A status move (BANK_MOVES). Two heads deciding at once: each one's update carries
 * `status = <the status it moves from>`; PostgreSQL makes the second wait for the first's row
 * lock and then tests the condition again on the row as the first left it, so the second updates
 * nothing and is told (409) — one decision, whatever the timing. Everything the move sets off
 * (the contract's stage and timeline, the upper application, the payment, the audit rows, the
 * notifications) is in the same transaction.
 */
export async function moveApplication(
  db: Db,
  viewer: ListViewer,
  id: number,
  body: BankStatusBody,
): Promise<{ id: number; status: BankApplicationStatus }> {
  checkFields(body);
  return db.transaction(async (tx) => {
    const { app, level, workOnly } = await plan(tx, viewer, id, body);
    if (body.status === "funded") {
      await fund(tx, viewer.id, app, body);
      return { id, status: "funded" as const };
    }
    const values = await movedValues(tx, app, body, viewer.id);
    const where: (SQL | undefined)[] = [eq(bankApplications.id, id), eq(bankApplications.status, app.status)];
    if (workOnly)
      where.push(or(isNull(bankApplications.assigneeId), eq(bankApplications.assigneeId, viewer.id)));
    const [after] = await tx
      .update(bankApplications)
      .set({ ...values, ...(workOnly ? { assigneeId: viewer.id } : {}) })
      .where(and(...where))
      .returning();
    if (!after) throw await lostRace(tx, id, viewer.id, workOnly);
    const contract = await lockContract(tx, app);
    await writeAudit(tx, {
      userId: viewer.id,
      entity: "bank_application",
      entityId: id,
      action: body.status,
      before: app,
      after: { ...after, ...(body.note ? { note: body.note } : {}) },
    });
    await followUp(tx, viewer.id, after, contract, level, body);
    return { id, status: body.status };
  });
}

/** What a move sets off beyond the application: the contract's stage or timeline, the upper application, the manager told. */
async function followUp(
  tx: Db,
  actorId: number,
  app: Application,
  contract: Contract,
  level: BankLevel,
  body: BankStatusBody,
): Promise<void> {
  if (body.status === "rejected") {
    // Back to the sales manager with the reason: another bank, another payment type, or a refusal.
    await moveContract(tx, contract, "in_process", actorId, body.reason ?? null);
  } else if (body.status === "approved" && level === "lower") {
    await openUpper(tx, actorId, app);
    await moveContract(tx, contract, "bank_upper", actorId, stepNote("approved", body.note));
  } else {
    await addStep(tx, contract, actorId, stepNote(body.status, body.note));
  }
  if ((body.status === "approved" || body.status === "rejected") && contract.managerId !== null)
    await notify(tx, actorId, [
      {
        userId: contract.managerId,
        kind: "bank_decided",
        params: {
          contractNumber: contract.number,
          level,
          status: body.status,
          amount: app.amountApproved,
          reason: app.rejectionReason,
          applicationId: app.id,
        },
        link: contractLink(contract.id),
      },
    ]);
}

/**
 * The branch's approval opens the head office's application by itself, for the approved amount:
 * at the branch's head office (banks.parent_id), or at the bank itself when it has no parent,
 * with the branch's papers already on it.
 */
async function openUpper(tx: Db, actorId: number, lower: Application): Promise<void> {
  const [bank] = await tx
    .select({ id: banks.id, parentId: banks.parentId })
    .from(banks)
    .where(eq(banks.id, lower.bankId));
  if (!bank || lower.amountApproved === null)
    throw new Error("approved lower application without bank or amount");
  const [upper] = await tx
    .insert(bankApplications)
    .values({
      contractId: lower.contractId,
      level: "upper",
      bankId: bank.parentId ?? bank.id,
      amountRequested: lower.amountApproved,
    })
    .returning();
  if (!upper) throw new Error("insert returned nothing");
  await copyBankDocuments(tx, lower.id, upper.id);
  await writeAudit(tx, {
    userId: actorId,
    entity: "bank_application",
    entityId: upper.id,
    action: "create",
    after: { ...upper, lowerApplicationId: lower.id },
  });
}
