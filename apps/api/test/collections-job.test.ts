import { tashkentToday } from "@makon/shared";
import { and, asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { debtActions, debtCases, debtPromises, notifications } from "../src/db/schema";
import { collectionsJob } from "../src/modules/collections/collections-job";
import { expectedDebt, shiftDay, signDebtor } from "./helpers/collections-fixtures";
import { makeFreeUnits, makeSeller, SALES_RIGHTS } from "./helpers/sales-fixtures";
import { auth, makeUser, type TestUser, useTestApp } from "./helpers/test-app";

// The collections job (every minute in each API process): promises kept by the money and broken by
// the date (once, the collector told), cases collected when the debt is paid, cases opened by
// themselves past the setting's days.
const ctx = useTestApp({ resetEach: true });

const PAGES = ["undiruv", "undiruv-create", "undiruv-detail", "undiruv-actions"];
const today = tashkentToday();

async function world() {
  const db = ctx.db();
  const seller = await makeUser(ctx.app, db, SALES_RIGHTS);
  const collector = await makeUser(ctx.app, db, { pages: PAGES, actions: ["debt_work"] });
  const boss = await makeUser(ctx.app, db, { pages: PAGES, actions: ["debt_escalate"] });
  const org = (await makeSeller(db)).id;
  const free = await makeFreeUnits(db, 6);
  const debtor = async (daysAgo: number) => {
    const unit = free.shift();
    if (!unit) throw new Error("out of units");
    return signDebtor(ctx.app, seller, unit.id, org, { daysAgo, months: 4 });
  };
  return { seller, collector, boss, debtor };
}

const post = async (u: TestUser, url: string, payload: object, status = 201) => {
  const res = await ctx.app.inject({ method: "POST", url, headers: auth(u.token), payload });
  expect(res.statusCode, res.body).toBe(status);
  return res.json() as { id: number };
};

const caseOf = async (id: number) => {
  const [row] = await ctx.db().select().from(debtCases).where(eq(debtCases.id, id));
  return row;
};
const timeline = async (caseId: number) =>
  (
    await ctx
      .db()
      .select()
      .from(debtActions)
      .where(eq(debtActions.caseId, caseId))
      .orderBy(asc(debtActions.id))
  ).map((a) => [a.type, a.userId]);

describe("the collections job", () => {
  it("breaks a promise whose date passed short of its money, once, and tells the collector", async () => {
    const w = await world();
    const k = await w.debtor(45);
    const { id } = await post(w.collector, "/api/undiruv", { contractId: k.id, assigneeId: w.collector.id });
    const promisedDate = shiftDay(today, 3);
    await post(w.collector, `/api/undiruv/${id}/actions`, {
      type: "promise",
      promisedDate,
      promisedAmount: 40_000_000,
    });
    // Part of the money came: not enough.
    await post(w.seller, `/api/shartnoma/${k.id}/payments`, {
      amount: 39_999_999,
      method: "cash",
      paidAt: today,
    });
    expect(await collectionsJob(ctx.db(), today)).toEqual({
      kept: 0,
      broken: 0,
      collected: 0,
      terminated: 0,
      opened: 0,
    });
    expect(await collectionsJob(ctx.db(), promisedDate)).toEqual({
      kept: 0,
      broken: 0,
      collected: 0,
      terminated: 0,
      opened: 0,
    });

    const dayAfter = shiftDay(promisedDate, 1);
    expect(await collectionsJob(ctx.db(), dayAfter)).toEqual({
      kept: 0,
      broken: 1,
      collected: 0,
      terminated: 0,
      opened: 0,
    });
    expect(await collectionsJob(ctx.db(), dayAfter)).toEqual({
      kept: 0,
      broken: 0,
      collected: 0,
      terminated: 0,
      opened: 0,
    });
    expect((await caseOf(id))?.status).toBe("promise_broken");
    const [promise] = await ctx.db().select().from(debtPromises).where(eq(debtPromises.caseId, id));
    expect(promise?.status).toBe("broken");
    expect(promise?.resolvedAt).not.toBeNull();
    expect(await timeline(id)).toEqual([
      ["opened", w.collector.id],
      ["promise", w.collector.id],
      ["promise_broken", null],
    ]);
    const told = await ctx
      .db()
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, w.collector.id), eq(notifications.kind, "debt_promise_broken")));
    expect(told.map((n) => [n.link, n.params])).toEqual([
      [
        `/undiruv-detail/${id}`,
        { caseId: id, contractNumber: k.number, promisedDate, promisedAmount: 40_000_000 },
      ],
    ]);
  });

  it("keeps a promise once its money came, and collects a case whose debt is paid", async () => {
    const w = await world();
    const a = await w.debtor(45);
    const b = await w.debtor(45);
    const caseA = (await post(w.collector, "/api/undiruv", { contractId: a.id })).id;
    const caseB = (await post(w.collector, "/api/undiruv", { contractId: b.id })).id;
    await post(w.collector, `/api/undiruv/${caseA}/actions`, {
      type: "promise",
      promisedDate: today,
      promisedAmount: 40_000_000,
    });
    await post(w.seller, `/api/shartnoma/${a.id}/payments`, {
      amount: 40_000_000,
      method: "cash",
      paidAt: today,
    });
    const owedB = await expectedDebt(ctx.db(), b.id, { rate: null, cap: null });
    await post(w.seller, `/api/shartnoma/${b.id}/payments`, {
      amount: owedB.overdueAmount,
      method: "cash",
      paidAt: today,
    });
    expect(await collectionsJob(ctx.db(), today)).toEqual({
      kept: 1,
      broken: 0,
      collected: 1,
      terminated: 0,
      opened: 0,
    });
    expect(await collectionsJob(ctx.db(), today)).toEqual({
      kept: 0,
      broken: 0,
      collected: 0,
      terminated: 0,
      opened: 0,
    });
    expect((await caseOf(caseA))?.status).toBe("in_progress");
    expect(await timeline(caseA)).toEqual([
      ["opened", w.collector.id],
      ["promise", w.collector.id],
      ["promise_kept", null],
    ]);
    expect(await caseOf(caseB)).toMatchObject({ status: "collected", lastActionType: "collected" });
    expect((await caseOf(caseB))?.closedAt).not.toBeNull();
    expect(await timeline(caseB)).toEqual([
      ["opened", w.collector.id],
      ["collected", null],
    ]);
  });

  it("closes as terminated a case whose contract was refused from its own screen", async () => {
    const w = await world();
    const refuser = await makeUser(ctx.app, ctx.db(), {
      pages: ["otkaz_shartnoma"],
      actions: ["contract_refuse"],
    });
    const k = await w.debtor(45);
    const { id } = await post(w.collector, "/api/undiruv", { contractId: k.id });
    await post(w.collector, `/api/undiruv/${id}/actions`, {
      type: "promise",
      promisedDate: today,
      promisedAmount: 1_000_000,
    });
    await post(refuser, `/api/shartnoma/${k.id}/otkaz`, { reason: "Voz kechdi" }, 200);
    expect(await collectionsJob(ctx.db(), shiftDay(today, 1))).toEqual({
      kept: 0,
      broken: 0,
      collected: 0,
      terminated: 1,
      opened: 0,
    });
    expect(await caseOf(id)).toMatchObject({ status: "terminated", lastActionType: "closed" });
    // Its promise was set aside, not reported broken.
    const [promise] = await ctx.db().select().from(debtPromises).where(eq(debtPromises.caseId, id));
    expect(promise?.status).toBe("replaced");
    expect(
      await ctx.db().select().from(notifications).where(eq(notifications.kind, "debt_promise_broken")),
    ).toEqual([]);
  });

  it("opens cases by itself past the setting's days, once, never over a case the boss closed", async () => {
    const w = await world();
    const old = await w.debtor(45);
    const fresh = await w.debtor(10);
    const worked = await w.debtor(45);
    const given = await w.debtor(45);
    const open = (await post(w.collector, "/api/undiruv", { contractId: worked.id })).id;
    const closed = (await post(w.collector, "/api/undiruv", { contractId: given.id })).id;
    const res = await ctx.app.inject({
      method: "POST",
      url: `/api/undiruv/${closed}/close`,
      headers: auth(w.collector.token),
      payload: { note: "Sudga topshirildi" },
    });
    expect(res.json()).toMatchObject({ status: "closed" });

    // Off until set.
    expect((await collectionsJob(ctx.db(), today)).opened).toBe(0);
    const put = await ctx.app.inject({
      method: "PUT",
      url: "/api/undiruv/settings",
      headers: auth(w.boss.token),
      payload: { autoOpenDays: 30, autoAssigneeId: w.collector.id },
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(await collectionsJob(ctx.db(), today)).toEqual({
      kept: 0,
      broken: 0,
      collected: 0,
      terminated: 0,
      opened: 1,
    });
    expect(await collectionsJob(ctx.db(), today)).toEqual({
      kept: 0,
      broken: 0,
      collected: 0,
      terminated: 0,
      opened: 0,
    });
    const cases = await ctx.db().select().from(debtCases).orderBy(asc(debtCases.id));
    expect(cases.map((c) => [c.contractId, c.status])).toEqual([
      [worked.id, "new"],
      [given.id, "closed"],
      [old.id, "new"],
    ]);
    const auto = cases[2];
    expect(auto).toMatchObject({ autoOpened: true, assigneeId: w.collector.id, openedById: w.collector.id });
    expect(await timeline(auto?.id as number)).toEqual([["opened", null]]);
    const told = await ctx.db().select().from(notifications).where(eq(notifications.kind, "debt_assigned"));
    expect(told.map((n) => [n.userId, n.link])).toEqual([[w.collector.id, `/undiruv-detail/${auto?.id}`]]);
    expect(cases.some((c) => c.contractId === fresh.id)).toBe(false);
    expect(open).toBe(cases[0]?.id);

    // Without a collector, the case is the boss's who saved the setting (opened_by) and nobody's yet.
    const later = await w.debtor(50);
    await ctx.app.inject({
      method: "PUT",
      url: "/api/undiruv/settings",
      headers: auth(w.boss.token),
      payload: { autoOpenDays: 30, autoAssigneeId: null },
    });
    expect((await collectionsJob(ctx.db(), today)).opened).toBe(1);
    const [made] = await ctx.db().select().from(debtCases).where(eq(debtCases.contractId, later.id));
    expect(made).toMatchObject({ autoOpened: true, assigneeId: null, openedById: w.boss.id });
  });
});
