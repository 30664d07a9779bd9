import {
  DEBT_LETTER_DEFAULT_DAYS,
  type DebtActionBody,
  type DebtActionResult,
  type DebtCaseStatus,
  type DebtSmsPreview,
  debtStatusAfter,
  tashkentToday,
} from "@makon/shared";
import { eq } from "drizzle-orm";
import { debtCases, debtPromises } from "../../db/schema";
import type { Db } from "../../db/types";
import { AppError } from "../../lib/app-error";
import { writeAudit } from "../../lib/audit";
import { notify } from "../../lib/notify";
import { recordWords } from "../../lib/words";
import { refuseContract, reschedule } from "../contracts";
import { composeSms, enqueueSms } from "../sms";
import { checkActionBody, makesPromise, requireActionRight } from "./debt-action-rules";
import {
  addAction,
  caseLink,
  contractMoney,
  type DebtViewer,
  dropOpenPromises,
  holdersOf,
  type LockedCase,
  lockCase,
  moveCase,
  requireOpen,
} from "./debt-case-common";
import { createLetter } from "./debt-letters.service";

/** YYYY-MM-DD plus whole days. */
export function addDays(day: string, days: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** What an action made besides its timeline entry. */
interface Made {
  letterId: number | null;
  smsId: number | null;
}

/**
 * The contract's own calls for the two actions that change it, inside this transaction (a
 * transaction within a transaction is a savepoint): the new schedule or the refusal, and the
 * case's action, are written together or not at all.
 */
async function changeContract(tx: Db, c: LockedCase, b: DebtActionBody, actorId: number): Promise<void> {
  if (b.type === "restructuring" && b.months !== undefined && b.firstDueDate)
    await reschedule(
      tx,
      c.contractId,
      { months: b.months, firstDueDate: b.firstDueDate, reason: b.note ?? recordWords.debtCase.restructured },
      actorId,
    );
  if (b.type === "termination" && b.note) await refuseContract(tx, c.contractId, b.note, actorId);
}

/** Letters and SMS: made before the timeline entry, which links to them. */
async function makeFirst(
  tx: Db,
  c: LockedCase,
  b: DebtActionBody,
  actorId: number,
  today: string,
): Promise<Made> {
  const made: Made = { letterId: null, smsId: null };
  if (b.type === "warning_letter" || b.type === "demand_letter") {
    const kind = b.type === "warning_letter" ? "warning" : "demand";
    const deadline = b.deadline ?? addDays(today, DEBT_LETTER_DEFAULT_DAYS);
    made.letterId = await createLetter(tx, c, kind, deadline, actorId, today);
  }
  if (b.type === "sms") {
    const money = await contractMoney(tx, c.contractId);
    const sms = await enqueueSms(tx, {
      clientId: money.clientId,
      contractId: c.contractId,
      caseId: c.id,
      kind: "manual",
      createdById: actorId,
    });
    made.smsId = sms.id;
  }
  return made;
}

/**
 * A promise to pay: the case's older open promise gives way to it ("replaced"), and it is kept
 * once the contract's paid money reaches what was paid now plus the amount (collections-job.ts).
 */
async function makePromise(tx: Db, c: LockedCase, b: DebtActionBody, actionId: number): Promise<void> {
  if (!b.promisedDate || b.promisedAmount === undefined) return;
  const money = await contractMoney(tx, c.contractId);
  await dropOpenPromises(tx, c.id);
  await tx.insert(debtPromises).values({
    caseId: c.id,
    actionId,
    contractId: c.contractId,
    promisedDate: b.promisedDate,
    promisedAmount: b.promisedAmount,
    paidBefore: money.paid,
  });
}

/** The director's desk hears of an escalation (every active debt_escalate holder but the actor). */
async function tellDirectors(tx: Db, c: LockedCase, b: DebtActionBody, actorId: number): Promise<void> {
  const bosses = await holdersOf(tx, "debt_escalate");
  await notify(
    tx,
    actorId,
    bosses.map((userId) => ({
      userId,
      kind: "debt_escalated" as const,
      params: { caseId: c.id, contractNumber: c.contractNumber, note: b.note ?? null },
      link: caseLink(c.id),
    })),
  );
}

/**
 * Records an action on an open case (POST /api/undiruv/{id}/actions): checked for the type's
 * right and fields, with what it sets off — a letter, an SMS, a promise, a new schedule, the
 * contract's refusal, the director told — and the case's status after it (debtStatusAfter), all
 * in one transaction on the locked case.
 */
export async function recordAction(
  db: Db,
  viewer: DebtViewer,
  caseId: number,
  b: DebtActionBody,
  today = tashkentToday(),
): Promise<DebtActionResult> {
  requireActionRight(viewer.dostup, b.type);
  return db.transaction(async (tx) => {
    const c = await lockCase(tx, caseId, viewer);
    requireOpen(c);
    const money = await contractMoney(tx, c.contractId);
    checkActionBody(b, today, money.total - money.paid);
    await changeContract(tx, c, b, viewer.id);
    const made = await makeFirst(tx, c, b, viewer.id, today);
    const promise = makesPromise(b);
    const actionId = await addAction(
      tx,
      c.id,
      b.type,
      {
        userId: viewer.id,
        result: b.result ?? null,
        note: b.note ?? null,
        promisedDate: promise ? (b.promisedDate ?? null) : null,
        promisedAmount: promise ? (b.promisedAmount ?? null) : null,
        nextActionAt: b.nextActionAt ? new Date(b.nextActionAt) : null,
        letterId: made.letterId,
        smsId: made.smsId,
      },
      { setNext: true },
    );
    if (promise) await makePromise(tx, c, b, actionId);
    if (b.type === "escalation") await tellDirectors(tx, c, b, viewer.id);
    const status: DebtCaseStatus = debtStatusAfter(c.status as DebtCaseStatus, b.type, b.result);
    await moveCase(tx, c, status);
    await writeAudit(tx, {
      userId: viewer.id,
      entity: "debt_case",
      entityId: c.id,
      action: b.type,
      before: { status: c.status },
      after: { status, actionId, ...made, ...b },
    });
    return { id: actionId, status, ...made };
  });
}

/**
 * The SMS an "sms" action on the case would queue now, from the same composer as the queue
 * (the collector reads it before it goes).
 */
export async function smsPreview(db: Db, caseId: number): Promise<DebtSmsPreview> {
  const [c] = await db
    .select({ contractId: debtCases.contractId })
    .from(debtCases)
    .where(eq(debtCases.id, caseId))
    .limit(1);
  if (!c) throw new AppError("NOT_FOUND");
  const money = await contractMoney(db, c.contractId);
  const sms = await composeSms(db, { clientId: money.clientId, contractId: c.contractId, kind: "manual" });
  return { phone: sms.phone, text: sms.text, optedOut: sms.optOut };
}
