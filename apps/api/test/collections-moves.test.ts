import { rowPenalty, tashkentToday } from "@makon/shared";
import { and, asc, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import {
  auditLog,
  clients,
  contracts,
  debtActions,
  debtCases,
  debtPromises,
  debtSettings,
  notifications,
  payments,
  penaltyWaivers,
  scheduleItems,
  smsMessages,
} from "../src/db/schema";
import { makeAdmin } from "./helpers/admin";
import { expectedDebt, setPenaltyTerms, shiftDay, signDebtor } from "./helpers/collections-fixtures";
import { makeFreeUnits, makeSeller, SALES_RIGHTS } from "./helpers/sales-fixtures";
import { auth, makeUser, type TestUser, useTestApp } from "./helpers/test-app";

// The collections write side (decision 16): cases opened (one open per contract), assigned, worked
// by actions whose status follows them, payments from the case, closing, the penalty's waiver and
// the settings; and the seller organisation's penalty terms.
const ctx = useTestApp();

const PAGES = ["undiruv", "undiruv-create", "undiruv-detail", "undiruv-actions"];
const p = {} as Record<
  "seller" | "collector" | "collector2" | "boss" | "director" | "refuser" | "outsider",
  TestUser
>;
let org = 0;
let free: { id: number }[] = [];
const today = tashkentToday();

beforeAll(async () => {
  const db = ctx.db();
  p.seller = await makeUser(ctx.app, db, SALES_RIGHTS);
  p.collector = await makeUser(ctx.app, db, { pages: PAGES, actions: ["debt_work", "payment_create"] });
  p.collector2 = await makeUser(ctx.app, db, { pages: PAGES, actions: ["debt_work"] });
  p.boss = await makeUser(ctx.app, db, { pages: PAGES, actions: ["debt_escalate", "debt_penalty_waive"] });
  p.director = await makeUser(ctx.app, db, { pages: PAGES, actions: ["debt_escalate"] });
  p.refuser = await makeUser(ctx.app, db, { pages: PAGES, actions: ["debt_work", "contract_refuse"] });
  p.outsider = await makeUser(ctx.app, db, { pages: ["home"] });
  org = (await makeSeller(db)).id;
  free = await makeFreeUnits(db, 30);
});

const post = (u: TestUser, url: string, payload?: object, headers: Record<string, string> = {}) =>
  ctx.app.inject({
    method: "POST",
    url,
    headers: { ...auth(u.token), ...headers },
    ...(payload ? { payload } : {}),
  });

/** A contract whose first row fell due `daysAgo` days ago (4 rows of 125,345,000 soʻm). */
async function debtor(daysAgo = 45, months = 4) {
  const unit = free.shift();
  if (!unit) throw new Error("out of units");
  return signDebtor(ctx.app, p.seller, unit.id, org, { daysAgo, months });
}

async function openOk(contractId: number, assigneeId?: number, u = p.collector): Promise<number> {
  const res = await post(u, "/api/undiruv", { contractId, ...(assigneeId ? { assigneeId } : {}) });
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { id: number }).id;
}

async function caseOf(id: number) {
  const [row] = await ctx.db().select().from(debtCases).where(eq(debtCases.id, id));
  if (!row) throw new Error("no case");
  return row;
}

const timeline = async (caseId: number) =>
  (
    await ctx
      .db()
      .select()
      .from(debtActions)
      .where(eq(debtActions.caseId, caseId))
      .orderBy(asc(debtActions.id))
  ).map((a) => a.type);

const act = (u: TestUser, caseId: number, body: object) => post(u, `/api/undiruv/${caseId}/actions`, body);

async function actOk(u: TestUser, caseId: number, body: object, status: string) {
  const res = await act(u, caseId, body);
  expect(res.statusCode, res.body).toBe(201);
  expect(res.json()).toMatchObject({ status });
  return res.json() as { id: number; status: string; letterId: number | null; smsId: number | null };
}

const code = (res: { json(): unknown }) => (res.json() as { code: string }).code;

describe("opening cases", () => {
  it("opens one case per debtor, with its timeline, audit and the collector told", async () => {
    const k = await debtor();
    const res = await post(p.collector, "/api/undiruv", {
      contractId: k.id,
      assigneeId: p.collector2.id,
      note: "Birinchi qoʻngʻiroq",
    });
    expect(res.statusCode, res.body).toBe(201);
    const id = (res.json() as { id: number }).id;
    expect(await caseOf(id)).toMatchObject({
      contractId: k.id,
      status: "new",
      assigneeId: p.collector2.id,
      openedById: p.collector.id,
      note: "Birinchi qoʻngʻiroq",
      autoOpened: false,
      lastActionType: "opened",
      closedAt: null,
    });
    expect(await timeline(id)).toEqual(["opened"]);
    const told = await ctx.db().select().from(notifications).where(eq(notifications.userId, p.collector2.id));
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({
      kind: "debt_assigned",
      link: `/undiruv-detail/${id}`,
      params: { caseId: id, contractNumber: k.number, clientName: "Qarzdor Mijoz" },
    });
    const audit = await ctx
      .db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "debt_case"), eq(auditLog.entityId, String(id))));
    expect(audit.map((a) => a.action)).toEqual(["create"]);

    // A second open case for the contract: 409, nothing written.
    const again = await post(p.boss, "/api/undiruv", { contractId: k.id });
    expect(again.statusCode).toBe(409);
    expect(code(again)).toBe("DEBT_CASE_OPEN");
    expect(await ctx.db().select().from(debtCases).where(eq(debtCases.contractId, k.id))).toHaveLength(1);
  });

  it("refuses a contract with nothing overdue, a collector who is not one, and people without the right", async () => {
    const notYet = await debtor(-10);
    const res = await post(p.collector, "/api/undiruv", { contractId: notYet.id });
    expect(res.statusCode).toBe(409);
    expect(code(res)).toBe("DEBT_NOT_OVERDUE");

    const k = await debtor();
    for (const assigneeId of [p.seller.id, p.boss.id, 999_999]) {
      const bad = await post(p.collector, "/api/undiruv", { contractId: k.id, assigneeId });
      expect(bad.statusCode, String(assigneeId)).toBe(400);
      expect(code(bad)).toBe("DEBT_ASSIGNEE_INVALID");
    }
    expect((await post(p.outsider, "/api/undiruv", { contractId: k.id })).statusCode).toBe(403);
    expect((await post(p.seller, "/api/undiruv", { contractId: k.id })).statusCode).toBe(403);
    expect((await post(p.collector, "/api/undiruv", { contractId: 999_999 })).statusCode).toBe(404);
    // A collector of their own contracts only: another's contract is out of their scope.
    const own = await makeUser(ctx.app, ctx.db(), {
      pages: PAGES,
      actions: ["debt_work"],
      contractScope: "own",
    });
    const foreign = await post(own, "/api/undiruv", { contractId: k.id });
    expect(code(foreign)).toBe("OUT_OF_SCOPE");
    const bulk = await post(own, "/api/undiruv/bulk", { contractIds: [k.id] });
    expect(bulk.json()).toEqual({ created: [], skipped: [{ contractId: k.id, code: "OUT_OF_SCOPE" }] });
    expect(await ctx.db().select().from(debtCases).where(eq(debtCases.contractId, k.id))).toHaveLength(0);
  });

  it("opens many at once, skipping each contract that cannot get a case with its code", async () => {
    const [a, b, c, d] = [await debtor(), await debtor(), await debtor(), await debtor(-10)];
    if (!a || !b || !c || !d) throw new Error("no contracts");
    const existing = await openOk(c.id);
    const res = await post(p.boss, "/api/undiruv/bulk", {
      contractIds: [a.id, b.id, c.id, d.id, 999_999],
      assigneeId: p.collector.id,
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as { created: { contractId: number; id: number }[]; skipped: unknown[] };
    expect(body.created.map((x) => x.contractId)).toEqual([a.id, b.id]);
    expect(body.skipped).toEqual([
      { contractId: c.id, code: "DEBT_CASE_OPEN" },
      { contractId: d.id, code: "DEBT_NOT_OVERDUE" },
      { contractId: 999_999, code: "NOT_FOUND" },
    ]);
    for (const made of body.created)
      expect(await caseOf(made.id)).toMatchObject({ assigneeId: p.collector.id, status: "new" });
    expect((await caseOf(existing)).assigneeId).toBeNull();
    const bad = await post(p.boss, "/api/undiruv/bulk", { contractIds: [a.id], assigneeId: p.seller.id });
    expect(code(bad)).toBe("DEBT_ASSIGNEE_INVALID");
  });
});

describe("assigning", () => {
  it("the boss gives a case to a collector, who is told; others may not", async () => {
    const id = await openOk((await debtor()).id);
    expect(
      (await post(p.collector, `/api/undiruv/${id}/assign`, { assigneeId: p.collector.id })).statusCode,
    ).toBe(403);
    const res = await post(p.boss, `/api/undiruv/${id}/assign`, { assigneeId: p.collector2.id });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ id, assigneeId: p.collector2.id });
    expect((await caseOf(id)).assigneeId).toBe(p.collector2.id);
    expect(await timeline(id)).toEqual(["opened", "assigned"]);
    // To the one who has it: said so, and nothing written (no second timeline entry or notice).
    const same = await post(p.boss, `/api/undiruv/${id}/assign`, { assigneeId: p.collector2.id });
    expect([same.statusCode, code(same)]).toEqual([409, "ALREADY_ASSIGNED"]);
    expect(await timeline(id)).toEqual(["opened", "assigned"]);
    const told = await ctx
      .db()
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, p.collector2.id), eq(notifications.link, `/undiruv-detail/${id}`)));
    expect(told.map((n) => n.kind)).toEqual(["debt_assigned"]);
    const bad = await post(p.boss, `/api/undiruv/${id}/assign`, { assigneeId: p.boss.id });
    expect(code(bad)).toBe("DEBT_ASSIGNEE_INVALID");
    expect(
      (await post(p.boss, "/api/undiruv/999999/assign", { assigneeId: p.collector.id })).statusCode,
    ).toBe(404);
  });
});

describe("actions", () => {
  it("the status follows the actions; promises replace each other; escalation tells the director", async () => {
    const k = await debtor();
    const id = await openOk(k.id, p.collector.id);
    // The fields each type needs.
    for (const [body, field] of [
      [{ type: "call" }, "/result"],
      [{ type: "call", result: "promised" }, "/promisedDate"],
      [{ type: "promise", promisedDate: shiftDay(today, -1), promisedAmount: 1000 }, "/promisedDate"],
      [{ type: "promise", promisedDate: today, promisedAmount: 600_000_000 }, "/promisedAmount"],
      [{ type: "note", result: "answered" }, "/result"],
      [{ type: "warning_letter", deadline: shiftDay(today, -1) }, "/deadline"],
    ] as const) {
      const res = await act(p.collector, id, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()).toMatchObject({ code: "DEBT_ACTION_INVALID", details: [{ path: field }] });
    }
    const noDate = await act(p.boss, id, { type: "restructuring", months: 6 });
    expect(noDate.json()).toMatchObject({
      code: "DEBT_ACTION_INVALID",
      details: [{ path: "/firstDueDate" }],
    });
    const next = new Date(Date.now() + 3 * 86_400_000).toISOString();
    await actOk(p.collector, id, { type: "call", result: "no_answer", nextActionAt: next }, "in_progress");
    expect((await caseOf(id)).nextActionAt?.toISOString()).toBe(next);
    await actOk(p.collector, id, { type: "meeting", note: "Ofisda" }, "in_progress");
    expect((await caseOf(id)).nextActionAt).toBeNull();

    const promiseDate = shiftDay(today, 5);
    await actOk(
      p.collector,
      id,
      { type: "call", result: "promised", promisedDate: promiseDate, promisedAmount: 50_000_000 },
      "promised",
    );
    await actOk(
      p.collector,
      id,
      { type: "promise", promisedDate: shiftDay(today, 7), promisedAmount: 70_000_000 },
      "promised",
    );
    const promises = await ctx
      .db()
      .select()
      .from(debtPromises)
      .where(eq(debtPromises.caseId, id))
      .orderBy(asc(debtPromises.id));
    expect(promises.map((x) => [x.status, x.promisedAmount, x.paidBefore])).toEqual([
      ["replaced", 50_000_000, 0],
      ["open", 70_000_000, 0],
    ]);

    // Escalation is the boss's right; the boss's desk (every debt_escalate holder) hears of it.
    expect((await act(p.collector, id, { type: "escalation" })).statusCode).toBe(403);
    const before = await ctx
      .db()
      .select()
      .from(notifications)
      .where(eq(notifications.kind, "debt_escalated"));
    await actOk(p.boss, id, { type: "escalation", note: "Toʻlamayapti" }, "with_director");
    const escalated = (
      await ctx.db().select().from(notifications).where(eq(notifications.kind, "debt_escalated"))
    ).filter((n) => !before.some((b) => b.id === n.id));
    // The boss escalated: the other holder is told, they are not told of their own act.
    expect(escalated.map((n) => [n.userId, n.link, n.params])).toEqual([
      [
        p.director.id,
        `/undiruv-detail/${id}`,
        { caseId: id, contractNumber: k.number, note: "Toʻlamayapti" },
      ],
    ]);
    // A call on a case with the director leaves it there; the legal steps move it on.
    await actOk(p.collector, id, { type: "call", result: "answered" }, "with_director");
    await actOk(p.boss, id, { type: "notary" }, "legal");
    await actOk(p.boss, id, { type: "court" }, "legal");
    await actOk(p.boss, id, { type: "enforcement" }, "enforcement");
    await actOk(p.collector, id, { type: "note", note: "MIB bilan gaplashildi" }, "enforcement");
    const c = await caseOf(id);
    expect(c.lastActionType).toBe("note");
    expect(await timeline(id)).toEqual([
      "opened",
      "call",
      "meeting",
      "call",
      "promise",
      "escalation",
      "call",
      "notary",
      "court",
      "enforcement",
      "note",
    ]);
    const audited = await ctx
      .db()
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.entity, "debt_case"), eq(auditLog.entityId, String(id))));
    expect(audited).toHaveLength(11);
  });

  it("an SMS action queues the message for the client and links it; an opted-out client gets none", async () => {
    const k = await debtor();
    const id = await openOk(k.id);
    const made = await actOk(p.collector, id, { type: "sms" }, "in_progress");
    const smsId = made.smsId as number;
    const [sms] = await ctx.db().select().from(smsMessages).where(eq(smsMessages.id, smsId));
    expect(sms).toMatchObject({
      clientId: k.clientId,
      contractId: k.id,
      caseId: id,
      kind: "manual",
      status: "queued",
      createdById: p.collector.id,
    });
    const [action] = await ctx.db().select().from(debtActions).where(eq(debtActions.id, made.id));
    expect(action).toMatchObject({ type: "sms", smsId });

    await ctx.db().update(clients).set({ smsOptOut: true }).where(eq(clients.id, k.clientId));
    const refused = await act(p.collector, id, { type: "sms" });
    expect(refused.statusCode).toBe(409);
    expect(code(refused)).toBe("SMS_OPTED_OUT");
    expect(await ctx.db().select().from(smsMessages).where(eq(smsMessages.caseId, id))).toHaveLength(1);
    expect(await timeline(id)).toEqual(["opened", "sms"]);
  });

  it("the SMS preview is the very text the SMS action then queues, and queues nothing itself", async () => {
    const k = await debtor();
    const id = await openOk(k.id);
    const res = await ctx.app.inject({
      method: "GET",
      url: `/api/undiruv/${id}/sms-preview`,
      headers: auth(p.collector.token),
    });
    expect(res.statusCode, res.body).toBe(200);
    const preview = res.json() as { phone: string; text: string; optedOut: boolean };
    expect(preview.optedOut).toBe(false);
    expect(preview.text.length).toBeGreaterThan(20);
    expect(await ctx.db().select().from(smsMessages).where(eq(smsMessages.caseId, id))).toHaveLength(0);
    const made = await actOk(p.collector, id, { type: "sms" }, "in_progress");
    const [sms] = await ctx
      .db()
      .select()
      .from(smsMessages)
      .where(eq(smsMessages.id, made.smsId as number));
    expect(sms).toMatchObject({ text: preview.text, phone: preview.phone });
  });

  it("restructuring makes a new schedule version and closes the case as restructured", async () => {
    const k = await debtor(70);
    const id = await openOk(k.id);
    expect(
      (await act(p.collector, id, { type: "restructuring", months: 6, firstDueDate: shiftDay(today, 10) }))
        .statusCode,
    ).toBe(403);
    await actOk(
      p.boss,
      id,
      { type: "restructuring", months: 6, firstDueDate: shiftDay(today, 10) },
      "restructured",
    );
    const [after] = await ctx.db().select().from(contracts).where(eq(contracts.id, k.id));
    expect(after?.scheduleVersion).toBe(2);
    const rows = await ctx
      .db()
      .select()
      .from(scheduleItems)
      .where(and(eq(scheduleItems.contractId, k.id), eq(scheduleItems.version, 2)))
      .orderBy(asc(scheduleItems.number));
    expect(rows).toHaveLength(6);
    expect(rows[0]?.dueDate).toBe(shiftDay(today, 10));
    const c = await caseOf(id);
    expect(c.status).toBe("restructured");
    expect(c.closedAt).not.toBeNull();
    expect((await expectedDebt(ctx.db(), k.id, { rate: null, cap: null })).overdueAmount).toBe(0);
    // Closed: no more actions, and the contract may get a new case later.
    const more = await act(p.boss, id, { type: "court" });
    expect(more.statusCode).toBe(409);
    expect(code(more)).toBe("DEBT_CASE_CLOSED");
  });

  it("termination is the contract's refusal (contract_refuse), with its reason", async () => {
    const k = await debtor();
    const id = await openOk(k.id);
    expect((await act(p.collector, id, { type: "termination", note: "Bekor" })).statusCode).toBe(403);
    const noNote = await act(p.refuser, id, { type: "termination" });
    expect(noNote.json()).toMatchObject({ code: "DEBT_ACTION_INVALID", details: [{ path: "/note" }] });
    await actOk(p.refuser, id, { type: "termination", note: "Toʻlovdan bosh tortdi" }, "terminated");
    const [after] = await ctx.db().select().from(contracts).where(eq(contracts.id, k.id));
    expect(after).toMatchObject({ status: "refused", refusalReason: "Toʻlovdan bosh tortdi" });
    expect((await caseOf(id)).closedAt).not.toBeNull();
  });

  it("a refused contract's refusal rolls the action back (nothing half-done)", async () => {
    const k = await debtor();
    const id = await openOk(k.id);
    await ctx.db().update(contracts).set({ status: "handed_over" }).where(eq(contracts.id, k.id));
    const res = await act(p.refuser, id, { type: "termination", note: "Bekor" });
    expect(res.statusCode).toBe(409);
    expect(code(res)).toBe("CONTRACT_CLOSED");
    expect((await caseOf(id)).status).toBe("new");
    expect(await timeline(id)).toEqual(["opened"]);
  });
});

describe("payments from the case", () => {
  it("records the contract's payment, once per key, and collects the case when nothing is overdue", async () => {
    const k = await debtor(45);
    const id = await openOk(k.id);
    const owed = await expectedDebt(ctx.db(), k.id, { rate: null, cap: null });
    expect(owed.overdueRows).toBe(2);
    expect(
      (
        await post(p.collector2, `/api/undiruv/${id}/payments`, {
          amount: 1000,
          method: "cash",
          paidAt: today,
        })
      ).statusCode,
    ).toBe(403);
    const key = { "idempotency-key": "debt-pay-0001" };
    const first = await post(
      p.collector,
      `/api/undiruv/${id}/payments`,
      { amount: 100_000_000, method: "cash", paidAt: today },
      key,
    );
    expect(first.statusCode, first.body).toBe(201);
    const again = await post(
      p.collector,
      `/api/undiruv/${id}/payments`,
      { amount: 100_000_000, method: "cash", paidAt: today },
      key,
    );
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect(first.json()).toMatchObject({ status: "new" });
    expect(await ctx.db().select().from(payments).where(eq(payments.contractId, k.id))).toHaveLength(1);
    expect(await timeline(id)).toEqual(["opened", "payment"]);
    // The debt went down by exactly the payment.
    expect((await expectedDebt(ctx.db(), k.id, { rate: null, cap: null })).overdueAmount).toBe(
      owed.overdueAmount - 100_000_000,
    );

    const rest = owed.overdueAmount - 100_000_000;
    const clears = await post(p.collector, `/api/undiruv/${id}/payments`, {
      amount: rest,
      method: "card",
      paidAt: today,
    });
    expect(clears.statusCode, clears.body).toBe(201);
    expect(clears.json()).toMatchObject({ status: "collected" });
    expect(await timeline(id)).toEqual(["opened", "payment", "payment", "collected"]);
    expect((await caseOf(id)).closedAt).not.toBeNull();
    const closed = await post(p.collector, `/api/undiruv/${id}/payments`, {
      amount: 1000,
      method: "cash",
      paidAt: today,
    });
    expect(code(closed)).toBe("DEBT_CASE_CLOSED");
  });

  it("a payment that keeps a promise marks it kept", async () => {
    const k = await debtor(45);
    const id = await openOk(k.id);
    await actOk(
      p.collector,
      id,
      { type: "promise", promisedDate: shiftDay(today, 3), promisedAmount: 30_000_000 },
      "promised",
    );
    const res = await post(p.collector, `/api/undiruv/${id}/payments`, {
      amount: 30_000_000,
      method: "cash",
      paidAt: today,
    });
    expect(res.json()).toMatchObject({ status: "in_progress" });
    const [promise] = await ctx.db().select().from(debtPromises).where(eq(debtPromises.caseId, id));
    expect(promise?.status).toBe("kept");
    expect(await timeline(id)).toEqual(["opened", "promise", "payment", "promise_kept"]);
  });
});

describe("closing", () => {
  it("closes with overdue left as closed, and as collected once nothing is overdue", async () => {
    const k = await debtor(45);
    const id = await openOk(k.id);
    const short = await post(p.collector, `/api/undiruv/${id}/close`, { note: "ok" });
    expect(short.statusCode).toBe(400);
    const res = await post(p.collector, `/api/undiruv/${id}/close`, { note: "Sudga topshirildi" });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ id, status: "closed" });
    expect(code(await post(p.collector, `/api/undiruv/${id}/close`, { note: "Yana bir bor" }))).toBe(
      "DEBT_CASE_CLOSED",
    );

    // A new case may be opened for the contract once the first is closed; paid off elsewhere → collected.
    const second = await openOk(k.id);
    const owed = await expectedDebt(ctx.db(), k.id, { rate: null, cap: null });
    const paid = await post(p.seller, `/api/shartnoma/${k.id}/payments`, {
      amount: owed.overdueAmount,
      method: "cash",
      paidAt: today,
    });
    expect(paid.statusCode, paid.body).toBe(201);
    const done = await post(p.collector, `/api/undiruv/${second}/close`, { note: "Hammasi toʻlandi" });
    expect(done.json()).toEqual({ id: second, status: "collected" });
    expect(await timeline(second)).toEqual(["opened", "collected"]);
  });
});

describe("penalty", () => {
  it("the seller's terms are set on the organisation, audited, shown in its detail", async () => {
    const admin = await makeAdmin(ctx.app, ctx.db());
    const made = await ctx.app.inject({
      method: "POST",
      url: "/api/tashkilot",
      headers: auth(admin.token),
      payload: { name: "Penya MChJ", kind: "own", stir: "398765432", penaltyRate: 0.05, penaltyCap: 10 },
    });
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json()).toMatchObject({ penaltyRate: 0.05, penaltyCap: 10 });
    const seller = await makeSeller(ctx.db());
    const res = await ctx.app.inject({
      method: "PATCH",
      url: `/api/tashkilot/${seller.id}`,
      headers: auth(admin.token),
      payload: { penaltyRate: 0.1, penaltyCap: 50 },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ penaltyRate: 0.1, penaltyCap: 50 });
    const read = await ctx.app.inject({ url: `/api/tashkilot/${seller.id}`, headers: auth(admin.token) });
    expect(read.json()).toMatchObject({ penaltyRate: 0.1, penaltyCap: 50 });
    const [audit] = await ctx
      .db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "organisation"), eq(auditLog.entityId, String(seller.id))))
      .orderBy(asc(auditLog.id))
      .offset(1);
    expect(audit?.after).toMatchObject({ penaltyRate: 0.1, penaltyCap: 50 });
    for (const bad of [{ penaltyRate: 11 }, { penaltyRate: 0.0001 }, { penaltyCap: 0 }]) {
      const refused = await ctx.app.inject({
        method: "PATCH",
        url: `/api/tashkilot/${seller.id}`,
        headers: auth(admin.token),
        payload: bad,
      });
      expect(refused.statusCode, JSON.stringify(bad)).toBe(400);
    }
    const cleared = await ctx.app.inject({
      method: "PATCH",
      url: `/api/tashkilot/${seller.id}`,
      headers: auth(admin.token),
      payload: { penaltyRate: null },
    });
    expect(cleared.json()).toMatchObject({ penaltyRate: null, penaltyCap: 50 });
  });

  it("waives exactly the net penalty accrued, once, with the right and a reason", async () => {
    const seller = await makeSeller(ctx.db());
    const terms = { rate: 0.1, cap: 50 };
    await setPenaltyTerms(ctx.db(), seller.id, terms);
    const unit = free.shift();
    if (!unit) throw new Error("out of units");
    const k = await signDebtor(ctx.app, p.seller, unit.id, seller.id, { daysAgo: 40, months: 4 });
    const id = await openOk(k.id);
    const owed = await expectedDebt(ctx.db(), k.id, terms);
    // Two rows: the first ~40 days late, the second ~10: 0.1 % a day of 125,345,000 each.
    const rows = await ctx
      .db()
      .select()
      .from(scheduleItems)
      .where(eq(scheduleItems.contractId, k.id))
      .orderBy(asc(scheduleItems.number));
    const byHand = rows
      .filter((r) => r.dueDate < today)
      .reduce(
        (s, r) =>
          s +
          rowPenalty(
            {
              unpaid: r.amount - r.paid,
              daysOverdue: Math.round((Date.parse(today) - Date.parse(r.dueDate)) / 86_400_000),
            },
            terms,
          ),
        0,
      );
    expect(owed.penalty).toBe(byHand);
    expect(byHand).toBeGreaterThan(0);
    expect(
      (await post(p.collector, `/api/undiruv/${id}/penalty-waiver`, { reason: "Kechirildi" })).statusCode,
    ).toBe(403);
    const res = await post(p.boss, `/api/undiruv/${id}/penalty-waiver`, { reason: "Direktor qarori" });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ amount: byHand });
    const again = await post(p.boss, `/api/undiruv/${id}/penalty-waiver`, { reason: "Yana" });
    expect(again.statusCode).toBe(409);
    expect(code(again)).toBe("DEBT_NO_PENALTY");
    const waivers = await ctx.db().select().from(penaltyWaivers).where(eq(penaltyWaivers.contractId, k.id));
    expect(waivers.map((w) => [w.amount, w.reason, w.userId, w.caseId])).toEqual([
      [byHand, "Direktor qarori", p.boss.id, id],
    ]);
    expect((await expectedDebt(ctx.db(), k.id, terms, byHand)).penalty).toBe(0);
    expect(await timeline(id)).toEqual(["opened", "penalty_waived"]);
    const audit = await ctx
      .db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "penalty_waiver"), eq(auditLog.entityId, String(waivers[0]?.id))));
    expect(audit.map((a) => a.action)).toEqual(["create"]);
  });
});

describe("settings", () => {
  it("the boss saves them (audited); the collector may not; the auto-collector must be one", async () => {
    const put = (u: TestUser, payload: object) =>
      ctx.app.inject({ method: "PUT", url: "/api/undiruv/settings", headers: auth(u.token), payload });
    expect((await put(p.collector, { autoOpenDays: 30, autoAssigneeId: null })).statusCode).toBe(403);
    const bad = await put(p.boss, { autoOpenDays: 30, autoAssigneeId: p.seller.id });
    expect(code(bad)).toBe("DEBT_ASSIGNEE_INVALID");
    expect((await put(p.boss, { autoOpenDays: 0, autoAssigneeId: null })).statusCode).toBe(400);
    const res = await put(p.boss, { autoOpenDays: 30, autoAssigneeId: p.collector.id });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ autoOpenDays: 30, autoAssigneeId: p.collector.id, smsDailyLimit: 3 });
    const [row] = await ctx.db().select().from(debtSettings);
    expect(row).toMatchObject({ autoOpenDays: 30, autoAssigneeId: p.collector.id, updatedById: p.boss.id });
    const off = await put(p.boss, { autoOpenDays: null, autoAssigneeId: null });
    expect(off.json()).toEqual({ autoOpenDays: null, autoAssigneeId: null, smsDailyLimit: 3 });
    const audit = await ctx
      .db()
      .select()
      .from(auditLog)
      .where(eq(auditLog.entity, "debt_settings"))
      .orderBy(asc(auditLog.id));
    expect(audit.map((a) => a.after)).toEqual([
      { autoOpenDays: 30, autoAssigneeId: p.collector.id, smsDailyLimit: 3 },
      { autoOpenDays: null, autoAssigneeId: null, smsDailyLimit: 3 },
    ]);
  });
});
