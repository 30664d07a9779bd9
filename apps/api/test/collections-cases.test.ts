import {
  DEBT_ACTION_TYPES,
  type DebtCaseDetail,
  type DebtCasePage,
  type DebtSummary,
  debtCasePageSchema,
  rowPenalty,
  tashkentToday,
} from "@makon/shared";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { debtCases, debtLetters, debtSettings, smsMessages } from "../src/db/schema";
import { debtCaseDetail } from "../src/modules/collections/debt-case-detail.service";
import { debtCaseRow } from "../src/modules/collections/debt-cases-list.service";
import {
  daysFrom,
  expectedDebt,
  insertCase,
  setPenaltyTerms,
  shiftDay,
  signDebtor,
} from "./helpers/collections-fixtures";
import { makeFreeUnits, makeSeller, SALES_RIGHTS } from "./helpers/sales-fixtures";
import { auth, makeUser, type TestUser, useTestApp } from "./helpers/test-app";

const ctx = useTestApp({ resetEach: true });

const COLLECTOR = {
  pages: ["undiruv", "undiruv-create", "undiruv-detail", "undiruv-actions"],
  actions: ["debt_work", "payment_create"],
};
const BOSS = {
  pages: ["undiruv", "undiruv-create", "undiruv-detail", "undiruv-actions"],
  actions: [
    "debt_work",
    "debt_escalate",
    "debt_penalty_waive",
    "payment_create",
    "contract_refuse",
    "client_passport_view",
  ],
};

async function get<T>(token: string, url: string, status = 200): Promise<T> {
  const res = await ctx.app.inject({ url, headers: auth(token) });
  expect(res.statusCode, `${url}: ${res.body}`).toBe(status);
  return res.json() as T;
}

async function pay(seller: TestUser, contractId: number, amount: number, paidAt = tashkentToday()) {
  const res = await ctx.app.inject({
    method: "POST",
    url: `/api/shartnoma/${contractId}/payments`,
    headers: auth(seller.token),
    payload: { amount, method: "cash", paidAt },
  });
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { id: number }).id;
}

describe("GET /api/undiruv/:id", () => {
  it("shows the schedule with overdue rows and their penalty, payments, promises, timeline, letters, SMS and the viewer's rights", async () => {
    const seller = await makeUser(ctx.app, ctx.db(), SALES_RIGHTS);
    const collector = await makeUser(ctx.app, ctx.db(), { ...COLLECTOR, name: "Undiruvchi Ikki" });
    const boss = await makeUser(ctx.app, ctx.db(), { ...BOSS, name: "Rahbar Xodim" });
    const org = await makeSeller(ctx.db());
    const terms = { rate: 0.1, cap: 3 };
    await setPenaltyTerms(ctx.db(), org.id, terms);
    const [unit] = await makeFreeUnits(ctx.db(), 1);
    const c = await signDebtor(ctx.app, seller, unit?.id as number, org.id, {
      daysAgo: 70,
      months: 5,
      clientName: "Karimov Sardor",
    });
    const paymentId = await pay(seller, c.id, 30_000_000);
    const caseId = await insertCase(ctx.db(), {
      contractId: c.id,
      openedById: boss.id,
      assigneeId: collector.id,
      status: "promised",
      promise: {
        date: shiftDay(tashkentToday(), 5),
        amount: 50_000_000,
        status: "open",
        paidBefore: 10_000_000,
      },
    });
    await ctx.db().update(debtCases).set({ note: "Qoʻngʻiroq qilish" }).where(eq(debtCases.id, caseId));
    const [letter] = await ctx
      .db()
      .insert(debtLetters)
      .values({
        caseId,
        kind: "warning",
        number: "OX-2026-0001",
        year: 2026,
        seq: 1,
        deadline: shiftDay(tashkentToday(), 10),
        overdueAmount: 70_552_000,
        penalty: 1_000,
        content: {},
        userId: collector.id,
      })
      .returning({ id: debtLetters.id });
    const [client] = (
      (await ctx.db().execute(sql`select phone from clients where id = ${c.clientId}`)) as unknown as {
        rows: { phone: string }[];
      }
    ).rows;
    const phone = client?.phone as string;
    await ctx.db().insert(smsMessages).values({
      clientId: c.clientId,
      contractId: c.id,
      caseId,
      kind: "manual",
      phone,
      text: "Hurmatli mijoz, toʻlov muddati oʻtdi.",
    });

    const want = await expectedDebt(ctx.db(), c.id, terms);
    const detail = await get<DebtCaseDetail>(collector.token, `/api/undiruv/${caseId}`);
    expect(detail).toMatchObject({
      id: caseId,
      status: "promised",
      contractId: c.id,
      contractNumber: c.number,
      clientName: "Karimov Sardor",
      overdueAmount: want.overdueAmount,
      daysOverdue: want.daysOverdue,
      band: want.band,
      assigneeId: collector.id,
      assigneeName: "Undiruvchi Ikki",
      note: "Qoʻngʻiroq qilish",
      openedByName: "Rahbar Xodim",
      client: { id: c.clientId, fullName: "Karimov Sardor", phone, smsOptOut: false },
      contract: { id: c.id, number: c.number, status: "in_process", paid: 30_000_000, scheduleVersion: 1 },
    });
    expect(detail.contract.sellerName).toBe("Makon Qurilish MChJ");
    // The schedule: every row of the current version; the overdue ones with days and penalty.
    const today = tashkentToday();
    expect(detail.schedule).toHaveLength(5);
    for (const row of detail.schedule) {
      const late = row.paid < row.amount && row.dueDate < today;
      const days = late ? daysFrom(row.dueDate, today) : 0;
      expect(row.overdue).toBe(late);
      expect(row.daysOverdue).toBe(days);
      expect(row.penalty).toBe(
        late ? rowPenalty({ unpaid: row.amount - row.paid, daysOverdue: days }, terms) : 0,
      );
    }
    expect(detail.schedule.filter((r) => r.overdue)).toHaveLength(want.overdueRows);
    expect(detail.schedule[0]?.paid).toBe(30_000_000);
    expect(detail.penalty).toEqual({
      rate: 0.1,
      cap: 3,
      accrued: want.penalty,
      waived: 0,
      net: want.penalty,
    });
    expect(detail.payments).toEqual([
      {
        id: paymentId,
        kind: "payment",
        paidAt: today,
        amount: 30_000_000,
        method: "cash",
        receiptNumber: null,
        cancelled: false,
      },
    ]);
    // Paid since the promise: the contract's 30,000,000 less the 10,000,000 it had then.
    expect(detail.promises).toHaveLength(1);
    expect(detail.promises[0]).toMatchObject({
      status: "open",
      promisedAmount: 50_000_000,
      paidSince: 20_000_000,
    });
    // Newest first: the promise, then the opening.
    expect(detail.timeline.map((t) => t.type)).toEqual(["promise", "opened"]);
    expect(detail.timeline[0]?.userName).toBe("Rahbar Xodim");
    expect(detail.letters).toEqual([
      expect.objectContaining({
        id: letter?.id,
        kind: "warning",
        number: "OX-2026-0001",
        userName: "Undiruvchi Ikki",
      }),
    ]);
    // The phone is masked for a collector without client_passport_view, whole for the boss.
    expect(detail.sms).toHaveLength(1);
    expect(detail.sms[0]?.phone).toBe(`${phone.slice(0, 2)} *** ** ${phone.slice(7)}`);
    expect(detail.sms[0]?.clientName).toBe("Karimov Sardor");
    // The collector: the collector's actions, a payment, closing; neither assigning nor waiving.
    expect(detail.allowedActions).toEqual([
      "call",
      "sms",
      "meeting",
      "warning_letter",
      "demand_letter",
      "promise",
      "note",
    ]);
    expect({
      canAssign: detail.canAssign,
      canPay: detail.canPay,
      canWaive: detail.canWaive,
      canClose: detail.canClose,
    }).toEqual({ canAssign: false, canPay: true, canWaive: false, canClose: true });

    const bossView = await get<DebtCaseDetail>(boss.token, `/api/undiruv/${caseId}`);
    expect(bossView.allowedActions).toEqual([...DEBT_ACTION_TYPES]);
    expect(bossView.sms[0]?.phone).toBe(phone);
    expect([bossView.canAssign, bossView.canPay, bossView.canWaive, bossView.canClose]).toEqual([
      true,
      true,
      true,
      true,
    ]);

    // A waiver of everything: net 0, nothing left to waive.
    await ctx.db().execute(
      sql`insert into penalty_waivers (contract_id, case_id, amount, reason, user_id)
        values (${c.id}, ${caseId}, ${want.penalty}, 'kechirildi', ${boss.id})`,
    );
    const waived = await debtCaseDetail(ctx.db(), caseId, { ...bossUser(boss.id) });
    expect(waived.penalty).toEqual({
      rate: 0.1,
      cap: 3,
      accrued: want.penalty,
      waived: want.penalty,
      net: 0,
    });
    expect(waived.canWaive).toBe(false);

    // A closed case takes nothing.
    await ctx
      .db()
      .update(debtCases)
      .set({ status: "closed", closedAt: new Date() })
      .where(eq(debtCases.id, caseId));
    const closed = await get<DebtCaseDetail>(boss.token, `/api/undiruv/${caseId}`);
    expect(closed.allowedActions).toEqual([]);
    expect([closed.canAssign, closed.canPay, closed.canClose]).toEqual([false, false, false]);
    expect(closed.closedAt).not.toBeNull();
  }, 60_000);

  it("answers 404 for no such case, 403 out of scope or without the page", async () => {
    const seller = await makeUser(ctx.app, ctx.db(), SALES_RIGHTS);
    const other = await makeUser(ctx.app, ctx.db(), SALES_RIGHTS);
    const org = await makeSeller(ctx.db());
    const [unit] = await makeFreeUnits(ctx.db(), 1);
    const c = await signDebtor(ctx.app, other, unit?.id as number, org.id, { daysAgo: 20, months: 3 });
    const caseId = await insertCase(ctx.db(), { contractId: c.id, openedById: other.id });
    const scoped = await makeUser(ctx.app, ctx.db(), {
      ...COLLECTOR,
      contractScope: "own",
      clientScope: "own",
    });
    expect((await get<{ code: string }>(scoped.token, `/api/undiruv/${caseId}`, 403)).code).toBe(
      "OUT_OF_SCOPE",
    );
    const collector = await makeUser(ctx.app, ctx.db(), COLLECTOR);
    expect((await get<{ code: string }>(collector.token, "/api/undiruv/999999", 404)).code).toBe("NOT_FOUND");
    expect((await get<{ code: string }>(seller.token, `/api/undiruv/${caseId}`, 403)).code).toBe("FORBIDDEN");
    for (const url of ["/api/undiruv", "/api/undiruv/settings", "/api/undiruv/summary"])
      expect((await get<{ code: string }>(seller.token, url, 403)).code).toBe("FORBIDDEN");
    // The summary is the boss's: a collector with the page but without debt_escalate is refused.
    expect((await get<{ code: string }>(collector.token, "/api/undiruv/summary", 403)).code).toBe(
      "FORBIDDEN",
    );
  }, 60_000);
});

/** The boss's viewer as the session would load it (for calling the service directly). */
function bossUser(id: number) {
  return {
    id,
    pagesDostup: BOSS.pages,
    dostup: BOSS.actions,
    clientScope: "all" as const,
    contractScope: "all" as const,
    sectionId: null,
  };
}

describe("GET /api/undiruv (cases)", () => {
  it("lists by view, status, collector and search, with today's figures, in each order", async () => {
    const seller = await makeUser(ctx.app, ctx.db(), SALES_RIGHTS);
    const collector = await makeUser(ctx.app, ctx.db(), { ...COLLECTOR, name: "Undiruvchi Uch" });
    const boss = await makeUser(ctx.app, ctx.db(), BOSS);
    const org = await makeSeller(ctx.db());
    const units = await makeFreeUnits(ctx.db(), 4);
    const sign = (i: number, daysAgo: number, clientName?: string) =>
      signDebtor(ctx.app, seller, units[i]?.id as number, org.id, { daysAgo, months: 6, clientName });
    const a = await sign(0, 15);
    const b = await sign(1, 100, "Toshmatova Nodira");
    const c = await sign(2, 50);
    const d = await sign(3, 40);
    const caseA = await insertCase(ctx.db(), {
      contractId: a.id,
      openedById: boss.id,
      assigneeId: collector.id,
    });
    const caseB = await insertCase(ctx.db(), {
      contractId: b.id,
      openedById: boss.id,
      assigneeId: collector.id,
      status: "with_director",
    });
    const caseC = await insertCase(ctx.db(), { contractId: c.id, openedById: boss.id, status: "legal" });
    const caseD = await insertCase(ctx.db(), { contractId: d.id, openedById: boss.id, status: "collected" });
    // d's debt paid off: its case shows nothing overdue.
    await pay(seller, d.id, (await expectedDebt(ctx.db(), d.id, { rate: null, cap: null })).overdueAmount);
    // Next actions: c first, then a; b none.
    const soon = new Date(Date.now() + 3_600_000);
    await ctx.db().update(debtCases).set({ nextActionAt: soon }).where(eq(debtCases.id, caseC));
    await ctx
      .db()
      .update(debtCases)
      .set({ nextActionAt: new Date(soon.getTime() + 86_400_000) })
      .where(eq(debtCases.id, caseA));

    const list = async (token: string, query: string) => get<DebtCasePage>(token, `/api/undiruv?${query}`);
    const ids = async (query: string, token = boss.token) =>
      (await list(token, query)).items.map((x) => x.id);
    // Default: open cases, newest first.
    expect(await ids("")).toEqual([caseC, caseB, caseA]);
    expect(await ids("view=all")).toEqual([caseD, caseC, caseB, caseA]);
    expect(await ids("view=closed")).toEqual([caseD]);
    expect(await ids("view=with_director")).toEqual([caseB]);
    expect(await ids("view=mine", collector.token)).toEqual([caseB, caseA]);
    expect(await ids("view=mine")).toEqual([]);
    expect(await ids("view=all&status=legal")).toEqual([caseC]);
    expect(await ids(`view=all&assigneeId=${collector.id}`)).toEqual([caseB, caseA]);
    expect(await ids(`view=all&q=${encodeURIComponent(a.number)}`)).toEqual([caseA]);
    expect(await ids(`view=all&q=${encodeURIComponent("nodira")}`)).toEqual([caseB]);
    expect(await ids("view=all&sort=opened")).toEqual([caseA, caseB, caseC, caseD]);
    expect(await ids("view=all&sort=-days")).toEqual([caseB, caseC, caseA, caseD]);
    expect(await ids("view=all&sort=nextAction")).toEqual([caseC, caseA, caseB, caseD]);

    const all = await list(boss.token, "view=all&size=2&page=1");
    expect(all.total).toBe(4);
    expect(all.items).toHaveLength(2);
    // A page past the end: no rows, and the filter's total.
    expect(await list(boss.token, "view=all&size=2&page=9")).toEqual({
      items: [],
      total: 4,
      page: 9,
      size: 2,
    });
    const rows = (await list(boss.token, "view=all")).items;
    const byId = new Map(rows.map((r) => [r.id, r]));
    for (const [caseId, contract] of [
      [caseA, a],
      [caseB, b],
      [caseC, c],
    ] as const) {
      const want = await expectedDebt(ctx.db(), contract.id, { rate: null, cap: null });
      expect(byId.get(caseId)).toMatchObject({
        contractId: contract.id,
        contractNumber: contract.number,
        overdueAmount: want.overdueAmount,
        daysOverdue: want.daysOverdue,
        band: want.band,
      });
    }
    expect(byId.get(caseD)).toMatchObject({
      status: "collected",
      overdueAmount: 0,
      daysOverdue: 0,
      band: null,
    });
    expect(byId.get(caseA)).toMatchObject({ assigneeName: "Undiruvchi Uch", autoOpened: false });
    expect(byId.get(caseA)?.nextActionAt).toBe(new Date(soon.getTime() + 86_400_000).toISOString());
    // The database writes the list's JSON: each row is the case screen's head as the API makes it
    // in code, key for key and value for value (times to the millisecond), and nothing more.
    for (const row of rows) expect(row).toStrictEqual(await debtCaseRow(ctx.db(), row.id));
    expect(debtCasePageSchema.safeParse(await list(boss.token, "view=all")).success).toBe(true);
    const byAmount = [...rows]
      .sort((x, y) => y.overdueAmount - x.overdueAmount || y.id - x.id)
      .map((r) => r.id);
    expect(await ids("view=all&sort=-amount")).toEqual(byAmount);

    // Asked again, each order is the remembered one — until a write moves what it depends on.
    expect(await ids("")).toEqual([caseC, caseB, caseA]);
    expect((await list(boss.token, "size=2&page=9")).total).toBe(3);
    await ctx.db().update(debtCases).set({ status: "collected" }).where(eq(debtCases.id, caseA));
    // Past the end too, the total is today's, not the one remembered before the write.
    expect((await list(boss.token, "size=2&page=9")).total).toBe(2);
    expect(await ids("")).toEqual([caseC, caseB]);
    expect(await ids("view=all&sort=-days")).toEqual([caseB, caseC, caseA, caseD]);
    // c's debt paid off through the API: it owes nothing, so it goes last by days.
    await pay(seller, c.id, (await expectedDebt(ctx.db(), c.id, { rate: null, cap: null })).overdueAmount);
    const days = await list(boss.token, "view=all&sort=-days");
    expect(days.items.map((x) => x.id)).toEqual([caseB, caseA, caseD, caseC]);
    expect(days.items.find((x) => x.id === caseC)).toMatchObject({ overdueAmount: 0, daysOverdue: 0 });
  }, 60_000);
});

describe("GET /api/undiruv/summary and /settings", () => {
  it("counts this month's money, promises and cases per collector", async () => {
    const seller = await makeUser(ctx.app, ctx.db(), SALES_RIGHTS);
    const one = await makeUser(ctx.app, ctx.db(), { ...COLLECTOR, name: "Birinchi Undiruvchi" });
    const two = await makeUser(ctx.app, ctx.db(), { ...COLLECTOR, name: "Ikkinchi Undiruvchi" });
    const boss = await makeUser(ctx.app, ctx.db(), BOSS);
    const org = await makeSeller(ctx.db());
    const units = await makeFreeUnits(ctx.db(), 3);
    const sign = (i: number, daysAgo: number) =>
      signDebtor(ctx.app, seller, units[i]?.id as number, org.id, { daysAgo, months: 6 });
    const a = await sign(0, 20);
    const b = await sign(1, 70);
    const c = await sign(2, 35);
    const today = tashkentToday();
    await insertCase(ctx.db(), {
      contractId: a.id,
      openedById: boss.id,
      assigneeId: one.id,
      status: "promised",
      promise: { date: today, amount: 1_000, status: "kept", paidBefore: 0 },
    });
    await insertCase(ctx.db(), {
      contractId: b.id,
      openedById: boss.id,
      assigneeId: two.id,
      status: "with_director",
      promise: { date: shiftDay(today, -1), amount: 1_000, status: "broken", paidBefore: 0 },
    });
    // c: no case; a payment on it is nobody's collection.
    await pay(seller, a.id, 7_000_000);
    await pay(seller, b.id, 3_000_000);
    await pay(seller, c.id, 5_000_000);
    // A payment dated last month does not count this month.
    await pay(seller, a.id, 1_000_000, shiftDay(`${today.slice(0, 7)}-01`, -1));

    const debts = await Promise.all(
      [a, b, c].map((x) => expectedDebt(ctx.db(), x.id, { rate: null, cap: null })),
    );
    const summary = await get<DebtSummary>(boss.token, "/api/undiruv/summary");
    expect(summary.month).toBe(today.slice(0, 7));
    expect(summary.debtors).toBe(3);
    expect(summary.overdueAmount).toBe(debts.reduce((s, d) => s + d.overdueAmount, 0));
    expect(summary.collectedThisMonth).toBe(10_000_000);
    expect(summary.withDirector).toBe(1);
    expect(summary.bands.reduce((s, b) => s + b.count, 0)).toBe(3);
    const of = (id: number) => summary.byCollector.find((x) => x.userId === id);
    expect(of(one.id)).toEqual({
      userId: one.id,
      name: "Birinchi Undiruvchi",
      openCases: 1,
      overdueAmount: debts[0]?.overdueAmount,
      collectedThisMonth: 7_000_000,
      promisesKept: 1,
      promisesBroken: 0,
    });
    expect(of(two.id)).toEqual({
      userId: two.id,
      name: "Ikkinchi Undiruvchi",
      openCases: 1,
      overdueAmount: debts[1]?.overdueAmount,
      collectedThisMonth: 3_000_000,
      promisesKept: 0,
      promisesBroken: 1,
    });
    expect(summary.byCollector).toHaveLength(2);

    // Remembered until what it is made of changes: a payment on c (no case) moves the overdue
    // total and nobody's collection; a payment on a moves collector one's money.
    expect(await get<DebtSummary>(boss.token, "/api/undiruv/summary")).toEqual(summary);
    await pay(seller, c.id, 2_000_000);
    await pay(seller, a.id, 1_000_000);
    const after = await get<DebtSummary>(boss.token, "/api/undiruv/summary");
    const owed = await Promise.all(
      [a, b, c].map((x) => expectedDebt(ctx.db(), x.id, { rate: null, cap: null })),
    );
    expect(after.overdueAmount).toBe(owed.reduce((s, d) => s + d.overdueAmount, 0));
    expect(after.overdueAmount).toBeLessThan(summary.overdueAmount);
    expect(after.collectedThisMonth).toBe(11_000_000);
    expect(after.byCollector.find((x) => x.userId === one.id)?.collectedThisMonth).toBe(8_000_000);

    // Settings: as the migration left them, then as stored.
    expect(await get(one.token, "/api/undiruv/settings")).toEqual({
      autoOpenDays: null,
      autoAssigneeId: null,
      smsDailyLimit: 3,
    });
    // An upsert: the tests' reset (TRUNCATE … CASCADE from users) also empties the one row.
    await ctx
      .db()
      .insert(debtSettings)
      .values({ id: 1, autoOpenDays: 45, autoAssigneeId: one.id })
      .onConflictDoUpdate({ target: debtSettings.id, set: { autoOpenDays: 45, autoAssigneeId: one.id } });
    expect(await get(one.token, "/api/undiruv/settings")).toEqual({
      autoOpenDays: 45,
      autoAssigneeId: one.id,
      smsDailyLimit: 3,
    });
  }, 60_000);
});

describe("the read side after the write routes", () => {
  it("shows a case opened, a call and a promise, and a payment through the API in the debtors list and the case", async () => {
    const seller = await makeUser(ctx.app, ctx.db(), SALES_RIGHTS);
    const collector = await makeUser(ctx.app, ctx.db(), { ...COLLECTOR, name: "Undiruvchi Tort" });
    const org = await makeSeller(ctx.db());
    const [unit] = await makeFreeUnits(ctx.db(), 1);
    const c = await signDebtor(ctx.app, seller, unit?.id as number, org.id, { daysAgo: 50, months: 4 });
    const post = (url: string, payload: object) =>
      ctx.app.inject({ method: "POST", url, headers: auth(collector.token), payload });
    const opened = await post("/api/undiruv", { contractId: c.id, assigneeId: collector.id });
    expect(opened.statusCode, opened.body).toBe(201);
    const caseId = (opened.json() as { id: number }).id;
    const promisedDate = shiftDay(tashkentToday(), 7);
    const call = await post(`/api/undiruv/${caseId}/actions`, {
      type: "call",
      result: "promised",
      promisedDate,
      promisedAmount: 20_000_000,
    });
    expect(call.statusCode, call.body).toBe(201);

    const debtor = (await get<{ items: Record<string, unknown>[] }>(collector.token, "/api/undiruv/debtors"))
      .items[0];
    expect(debtor).toMatchObject({
      contractId: c.id,
      caseId,
      caseStatus: "promised",
      assigneeId: collector.id,
      assigneeName: "Undiruvchi Tort",
      lastActionType: "call",
      promisedDate,
      promiseBroken: false,
    });
    const before = await expectedDebt(ctx.db(), c.id, { rate: null, cap: null });
    const paid = await ctx.app.inject({
      method: "POST",
      url: `/api/undiruv/${caseId}/payments`,
      headers: { ...auth(collector.token), "idempotency-key": "a-read-side-1" },
      payload: { amount: 20_000_000, paidAt: tashkentToday(), method: "cash" },
    });
    expect(paid.statusCode, paid.body).toBe(201);
    const detail = await get<DebtCaseDetail>(collector.token, `/api/undiruv/${caseId}`);
    expect(detail.overdueAmount).toBe(before.overdueAmount - 20_000_000);
    expect(detail.timeline.map((t) => t.type).slice(-1)).toEqual(["opened"]);
    expect(detail.timeline.map((t) => t.type)).toEqual(expect.arrayContaining(["call", "payment", "opened"]));
    expect(detail.promises[0]).toMatchObject({
      promisedDate,
      promisedAmount: 20_000_000,
      paidSince: 20_000_000,
    });
    expect(detail.payments.map((p) => p.amount)).toEqual([20_000_000]);
    const list = await get<DebtCasePage>(collector.token, "/api/undiruv?view=mine");
    expect(list.items.map((x) => [x.id, x.overdueAmount])).toEqual([
      [caseId, before.overdueAmount - 20_000_000],
    ]);
  }, 60_000);
});
