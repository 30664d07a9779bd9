import {
  DEBTOR_CONTRACT_STATUSES,
  type DebtActionBody,
  type DebtCaseStatus,
  tashkentToday,
} from "@makon/shared";
import { and, asc, eq, inArray, isNotNull, lt } from "drizzle-orm";
import { contracts, debtActions, debtCases, debtSettings, organisations } from "../db/schema";
import type { Db } from "../db/types";
import { collectionsJob } from "../modules/collections/collections-job";
import { addDays, recordAction } from "../modules/collections/debt-actions.service";
import { openCase } from "../modules/collections/debt-case-open.service";
import { closeCase } from "../modules/collections/debt-close.service";
import { payFromCase } from "../modules/collections/debt-payments.service";
import { overdueOf } from "../modules/collections/debtors.service";
import { waivePenalty } from "../modules/collections/penalty-waiver.service";
import { logSmsGateway } from "../modules/sms/sms-log.driver";
import { enqueueReminders } from "../modules/sms/sms-reminders.service";
import { sendDue } from "../modules/sms/sms-sender.service";
import type { DemoStaff } from "./demo-staff";
import { viewerOf } from "./demo-viewer";

/** What the demo's collector has done on each debtor, in turn: every status of a live case. */
export const DEMO_CASE_STORIES: readonly (DebtCaseStatus | "none")[] = [
  "promised",
  "new",
  "in_progress",
  "promise_broken",
  "with_director",
  "legal",
  "none",
  "enforcement",
  "in_progress",
  "promised",
];

/**
 * The collections desk's demo, made through the collections services themselves (so the timeline,
 * promises, letters, audit rows and notifications are the real ones): penalty terms on two of the
 * three sellers, cases at every status, promises kept and broken, letters, a waived penalty, and
 * the SMS outbox with the day's reminders sent by the log driver.
 */
export async function seedCollections(db: Db, staff: DemoStaff, now: Date): Promise<void> {
  const today = tashkentToday(now.getTime());
  const sellers = await db
    .select({ id: organisations.id })
    .from(organisations)
    .where(eq(organisations.kind, "own"))
    .orderBy(asc(organisations.id));
  // 0.1 % a day up to half the row is common in Tashkent's contracts; the last seller charges none.
  for (const s of sellers.slice(0, -1))
    await db
      .update(organisations)
      .set({ penaltyRate: 0.1, penaltyCap: 50 })
      .where(eq(organisations.id, s.id));
  await db
    .update(debtSettings)
    .set({ autoAssigneeId: staff.collections, updatedById: staff.director })
    .where(eq(debtSettings.id, 1));

  const collector = await viewerOf(db, staff.collections);
  const director = await viewerOf(db, staff.director);
  const debtors = await db
    .select({ id: contracts.id, total: contracts.total, paid: contracts.paid })
    .from(contracts)
    .where(
      and(
        isNotNull(contracts.nextDueDate),
        lt(contracts.nextDueDate, today),
        inArray(contracts.status, [...DEBTOR_CONTRACT_STATUSES]),
      ),
    )
    .orderBy(asc(contracts.id));
  const act = (caseId: number, body: DebtActionBody, who = collector, day = today) =>
    recordAction(db, who, caseId, body, day);
  const soon = (days: number) => new Date(now.getTime() + days * 86_400_000).toISOString();

  for (const [k, d] of debtors.entries()) {
    const story = DEMO_CASE_STORIES[k % DEMO_CASE_STORIES.length]!;
    if (story === "none") continue;
    const { id } = await openCase(db, collector, { contractId: d.id, assigneeId: staff.collections }, today);
    if (story === "new") continue;
    const owed = (await overdueOf(db, d.id, today)).overdueAmount;
    await act(id, { type: "call", result: "no_answer", nextActionAt: soon(1) });
    await act(id, { type: "sms" });
    if (story === "in_progress") {
      await act(id, { type: "call", result: "answered", note: "Ish haqini kutmoqda", nextActionAt: soon(3) });
      continue;
    }
    if (story === "promised") {
      await act(id, {
        type: "call",
        result: "promised",
        promisedDate: addDays(today, 5),
        promisedAmount: owed,
        nextActionAt: soon(6),
      });
      continue;
    }
    // A promise given a fortnight ago for last week, and not kept: the job marks it broken.
    await act(
      id,
      { type: "promise", promisedDate: addDays(today, -7), promisedAmount: owed, note: "Oylik tushganda" },
      collector,
      addDays(today, -14),
    );
    await collectionsJob(db, today);
    if (story === "promise_broken") continue;
    await act(id, { type: "warning_letter", deadline: addDays(today, 10) });
    await act(id, { type: "escalation", note: "Uch oy toʻlamagan, qoʻngʻiroqlarga javob bermayapti" });
    if (story === "with_director") continue;
    await act(id, { type: "demand_letter", deadline: addDays(today, 15) });
    await act(id, { type: "notary", note: "Notariusga ijro xati uchun hujjatlar topshirildi" }, director);
    if (story === "legal") continue;
    await act(id, { type: "court", note: "Tuman sudiga daʼvo arizasi berildi" }, director);
    await act(id, { type: "enforcement", note: "Ijro varaqasi MIBga topshirildi" }, director);
  }

  // The closed cases of the story, each on a live debtor: collected (a promise kept by paying),
  // restructured (a new schedule), closed (by the boss), and a waived penalty on a legal one.
  const spare = debtors.filter((_, k) => DEMO_CASE_STORIES[k % DEMO_CASE_STORIES.length] === "none");
  const open = await db
    .select({ id: debtCases.id, contractId: debtCases.contractId, status: debtCases.status })
    .from(debtCases)
    .where(inArray(debtCases.status, ["in_progress", "legal"]))
    .orderBy(asc(debtCases.id));
  const [toCollect, toRestructure] = open.filter((c) => c.status === "in_progress");
  if (toCollect) {
    const owed = (await overdueOf(db, toCollect.contractId, today)).overdueAmount;
    await act(toCollect.id, { type: "promise", promisedDate: addDays(today, 2), promisedAmount: owed });
    await payFromCase(
      db,
      collector,
      toCollect.id,
      { amount: owed, paidAt: today, method: "cash" },
      undefined,
      today,
    );
  }
  if (toRestructure)
    await act(
      toRestructure.id,
      { type: "restructuring", months: 18, firstDueDate: addDays(today, 30), note: "Ish joyini yoʻqotgan" },
      director,
    );
  const legal = open.find((c) => c.status === "legal");
  if (legal)
    await waivePenalty(db, director, legal.id, "Sudgacha kelishuv: asosiy qarzni toʻlashga rozi", today);
  const toClose = spare[0];
  if (toClose) {
    const { id } = await openCase(db, collector, { contractId: toClose.id }, today);
    await closeCase(db, director, id, "Qarz boʻyicha bank bilan alohida kelishuv bor", today);
  }

  // A deal refused from the contract screen after months unpaid: its case ended terminated. Written
  // directly, as the refusal is already the contracts' demo story.
  const [refused] = await db
    .select({ id: contracts.id, reason: contracts.refusalReason, at: contracts.refusedAt })
    .from(contracts)
    .where(eq(contracts.status, "refused"))
    .orderBy(asc(contracts.id))
    .limit(1);
  if (refused) {
    const at = refused.at ?? now;
    const [ended] = await db
      .insert(debtCases)
      .values({
        contractId: refused.id,
        status: "terminated",
        assigneeId: staff.collections,
        openedById: staff.collections,
        openedAt: new Date(at.getTime() - 20 * 86_400_000),
        statusChangedAt: at,
        closedAt: at,
        lastActionType: "termination",
        lastActionAt: at,
      })
      .returning({ id: debtCases.id });
    await db.insert(debtActions).values([
      {
        caseId: ended!.id,
        type: "opened",
        userId: staff.collections,
        createdAt: new Date(at.getTime() - 20 * 86_400_000),
      },
      { caseId: ended!.id, type: "termination", note: refused.reason, userId: staff.director, createdAt: at },
    ]);
  }

  // The day's reminders, "sent" by the log driver: nothing leaves the machine.
  await enqueueReminders(db, today);
  await sendDue(db, logSmsGateway(), 500);
}
