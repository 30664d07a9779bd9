import {
  addMonths,
  CLIENT_STEPS,
  debtBandOf,
  type StatsMoney,
  type StatsRowsPage,
  type StatsSummary,
  tashkentToday,
} from "@makon/shared";
import { and, eq, sql } from "drizzle-orm";
import readXlsxFile from "read-excel-file/node";
import { describe, expect, it } from "vitest";
import { contracts, scheduleItems } from "../src/db/schema";
import { SALES_RIGHTS } from "./helpers/sales-fixtures";
import {
  act,
  makeDeal,
  makeManagedClient,
  money,
  STATS_RIGHTS,
  stats,
  statsRaw,
  UNIT_AREA,
  UNIT_TOTAL,
} from "./helpers/stats-fixtures";
import { auth, makeUser, useTestApp } from "./helpers/test-app";

const ctx = useTestApp({ resetEach: true });
const today = tashkentToday();
const day = { from: today, to: today };

type Rows = StatsRowsPage & { sum: { count: number; amount: number } };
const summary = (token: string, q: Record<string, string | number | undefined> = day) =>
  stats<StatsSummary>(ctx.app, token, "summary", q);
const rows = (token: string, q: Record<string, string | number | undefined>) =>
  stats<Rows>(ctx.app, token, "rows", { ...day, ...q });

/** The current schedule's rows of a contract (what "due" and "overdue" are made of). */
async function scheduleOf(contractId: number) {
  return ctx
    .db()
    .select({ dueDate: scheduleItems.dueDate, amount: scheduleItems.amount, paid: scheduleItems.paid })
    .from(scheduleItems)
    .innerJoin(contracts, eq(contracts.id, scheduleItems.contractId))
    .where(
      and(eq(scheduleItems.contractId, contractId), eq(scheduleItems.version, contracts.scheduleVersion)),
    )
    .orderBy(scheduleItems.number);
}

describe("money in", () => {
  it("a payment of X today raises today's received by exactly X, a refund is its own figure (never a negative received), a cancelled payment leaves it; summary, money and rows agree", async () => {
    const s = await makeUser(ctx.app, ctx.db(), STATS_RIGHTS);
    const k = await makeDeal(ctx.app, ctx.db(), s.token, { date: today });
    expect((await summary(s.token)).money).toMatchObject({ received: 0, refunded: 0 });

    await money(ctx.app, s.token, k.id, "payments", 30_000_000, today);
    expect((await summary(s.token)).money).toMatchObject({ received: 30_000_000, refunded: 0 });

    const wrong = await money(ctx.app, s.token, k.id, "payments", 7_000_000, today, "card");
    expect((await summary(s.token)).money.received).toBe(37_000_000);
    await act(ctx.app, s.token, k.id, `payments/${wrong}/cancel`, { reason: "Xato kiritildi" });
    expect((await summary(s.token)).money.received).toBe(30_000_000);

    await act(ctx.app, s.token, k.id, "otkaz", { reason: "Mijoz voz kechdi" });
    await money(ctx.app, s.token, k.id, "refunds", 12_000_000, today, "bank_transfer");
    const after = await summary(s.token);
    // Received stays what was paid: the refund is beside it, not taken from it.
    expect(after.money).toMatchObject({ received: 30_000_000, refunded: 12_000_000 });
    // Another day's period does not see today's money.
    expect(
      (await summary(s.token, { from: addMonths(today, -1), to: addMonths(today, -1) })).money.received,
    ).toBe(0);

    // The same figure from /money's month and /rows' sum.
    const m = await stats<StatsMoney>(ctx.app, s.token, "money", day);
    expect(m.months).toEqual([
      { month: today.slice(0, 7), due: 0, received: 30_000_000, refunded: 12_000_000 },
    ]);
    expect(m.byMethod.find((x) => x.method === "cash")).toEqual({
      method: "cash",
      received: 30_000_000,
      refunded: 0,
    });
    expect(m.byMethod.find((x) => x.method === "bank_transfer")).toEqual({
      method: "bank_transfer",
      received: 0,
      refunded: 12_000_000,
    });
    expect(m.byMethod.find((x) => x.method === "card")).toEqual({ method: "card", received: 0, refunded: 0 });
    expect(m.byObject).toHaveLength(1);
    expect(m.byObject[0]).toMatchObject({ received: 30_000_000, refunded: 12_000_000 });

    const r = await rows(s.token, { figure: "received" });
    expect(r.sum).toEqual({ count: 1, amount: after.money.received });
    expect(r.total).toBe(1);
    expect(r.items.map((i) => ("kind" in i ? [i.kind, i.amount, i.day, i.contractId] : null))).toEqual([
      ["payment", 30_000_000, today, k.id],
    ]);
    expect((await rows(s.token, { figure: "refunded" })).sum).toEqual({ count: 1, amount: 12_000_000 });
    // month= narrows to the month within the period: the same rows here.
    expect((await rows(s.token, { figure: "received", month: today.slice(0, 7) })).sum.amount).toBe(
      30_000_000,
    );

    // The default period is this month so far: the same money.
    const month = await summary(s.token, {});
    expect(month.period).toEqual({ from: `${today.slice(0, 7)}-01`, to: today });
    expect(month.money.received).toBe(30_000_000);
  });

  it("answers a repeated request with 304 and never a stale figure", async () => {
    const s = await makeUser(ctx.app, ctx.db(), STATS_RIGHTS);
    const k = await makeDeal(ctx.app, ctx.db(), s.token, { date: today });
    for (const [path, q] of [
      ["summary", day],
      ["money", day],
      ["rows", { ...day, figure: "received" }],
    ] as const) {
      const first = await statsRaw(ctx.app, s.token, path, q);
      expect(first.statusCode).toBe(200);
      const etag = String(first.headers.etag);
      expect(etag).toMatch(/^"/);
      const again = await statsRaw(ctx.app, s.token, path, q, { "if-none-match": etag });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe("");
      await money(ctx.app, s.token, k.id, "payments", 1_000_000, today);
      const moved = await statsRaw(ctx.app, s.token, path, q, { "if-none-match": etag });
      expect(moved.statusCode).toBe(200);
      expect(moved.headers.etag).not.toBe(etag);
    }
    expect((await summary(s.token)).money.received).toBe(3_000_000);
    expect((await rows(s.token, { figure: "received" })).sum).toEqual({ count: 3, amount: 3_000_000 });
  });
});

describe("sales", () => {
  it("count on the Tashkent day of the first conclusion and stay after a refusal, which counts on its own day", async () => {
    const s = await makeUser(ctx.app, ctx.db(), STATS_RIGHTS);
    const k = await makeDeal(ctx.app, ctx.db(), s.token, { date: today });
    expect((await summary(s.token)).sales).toEqual({ count: 0, areaM2: 0, amount: 0 });
    await money(ctx.app, s.token, k.id, "payments", k.downPayment, today);
    await act(ctx.app, s.token, k.id, "conclude");
    const sold = await summary(s.token);
    expect(sold.sales).toEqual({ count: 1, areaM2: UNIT_AREA, amount: UNIT_TOTAL });
    expect(sold.units.byStatus.sold).toBe(1);

    await act(ctx.app, s.token, k.id, "otkaz", { reason: "Voz kechdi" });
    const refused = await summary(s.token);
    expect(refused.sales).toEqual(sold.sales);
    expect(refused.refused).toEqual({ count: 1, amount: UNIT_TOTAL });
    const r = await rows(s.token, { figure: "sales" });
    expect(r.sum).toEqual({ count: 1, amount: UNIT_TOTAL });
    expect(r.items[0]).toMatchObject({
      contractId: k.id,
      contractNumber: k.number,
      day: today,
      areaM2: UNIT_AREA,
    });
    expect((await rows(s.token, { figure: "refused" })).sum).toEqual({ count: 1, amount: UNIT_TOTAL });

    // 19:30 UTC is 00:30 the next day in Tashkent: the sale is that day's.
    await ctx
      .db()
      .execute(sql`update contracts set concluded_at = '2026-03-10T19:30:00Z' where id = ${k.id}`);
    expect((await summary(s.token, { from: "2026-03-11", to: "2026-03-11" })).sales.count).toBe(1);
    expect((await summary(s.token, { from: "2026-03-10", to: "2026-03-10" })).sales.count).toBe(0);
    const march = await rows(s.token, { figure: "sales", from: "2026-03-01", to: "2026-03-31" });
    expect(march.items.map((i) => ("day" in i ? i.day : null))).toEqual(["2026-03-11"]);
    expect((await summary(s.token)).sales.count).toBe(0);
  });
});

describe("due and overdue", () => {
  it("due is the period's rows of live contracts at full amount; overdue is the debtors' figure today", async () => {
    const s = await makeUser(ctx.app, ctx.db(), STATS_RIGHTS);
    const start = addMonths(today, -3);
    const k = await makeDeal(ctx.app, ctx.db(), s.token, { date: start, months: 6 });
    const schedule = await scheduleOf(k.id);
    const late = schedule.filter((r) => r.dueDate < today);
    expect(late.length).toBeGreaterThan(0);
    const lateAmount = late.reduce((n, r) => n + r.amount, 0);
    const days = Math.round((Date.parse(today) - Date.parse(late[0]!.dueDate)) / 86_400_000);

    const now = await summary(s.token);
    expect(now.overdue.count).toBe(1);
    expect(now.overdue.amount).toBe(lateAmount);
    expect(now.overdue.byBand.find((b) => b.band === debtBandOf(days))).toEqual({
      band: debtBandOf(days),
      count: 1,
      amount: lateAmount,
    });
    const o = await rows(s.token, { figure: "overdue" });
    expect(o.sum).toEqual({ count: 1, amount: lateAmount });
    expect(o.items[0]).toMatchObject({
      contractId: k.id,
      daysOverdue: days,
      oldestDueDate: late[0]!.dueDate,
    });
    expect((await rows(s.token, { figure: "overdue", band: debtBandOf(days) })).sum.count).toBe(1);

    // Due over the contract's whole life: every row, paid or not; per month in /money, and the rows.
    const life = { from: start, to: schedule.at(-1)!.dueDate };
    const total = schedule.reduce((n, r) => n + r.amount, 0);
    expect((await summary(s.token, life)).money.due).toBe(total);
    const m = await stats<StatsMoney>(ctx.app, s.token, "money", life);
    expect(m.months.reduce((n, x) => n + x.due, 0)).toBe(total);
    const firstMonth = schedule[0]!.dueDate.slice(0, 7);
    expect(m.months.find((x) => x.month === firstMonth)?.due).toBe(
      schedule.filter((r) => r.dueDate.startsWith(firstMonth)).reduce((n, r) => n + r.amount, 0),
    );
    expect((await rows(s.token, { ...life, figure: "due" })).sum).toEqual({
      count: schedule.length,
      amount: total,
    });
    // The forecast: the unpaid rows due in each of the 12 months after this one.
    const next = addMonths(`${today.slice(0, 7)}-01`, 1).slice(0, 7);
    expect(m.forecast).toHaveLength(12);
    expect(m.forecast[0]).toEqual({
      month: next,
      due: schedule.filter((r) => r.dueDate.startsWith(next)).reduce((n, r) => n + r.amount - r.paid, 0),
    });
    expect(m.forecast.reduce((n, x) => n + x.due, 0)).toBe(
      schedule.filter((r) => r.dueDate >= `${next}-01`).reduce((n, r) => n + r.amount - r.paid, 0),
    );

    // A refused contract owes nothing due and is no debtor.
    await act(ctx.app, s.token, k.id, "otkaz", { reason: "Voz kechdi" });
    expect((await summary(s.token, life)).money.due).toBe(0);
    expect((await summary(s.token)).overdue).toMatchObject({ count: 0, amount: 0 });
  });
});

describe("funnel", () => {
  it("counts equal the client list's totals for every step, with and without the manager", async () => {
    const s = await makeUser(ctx.app, ctx.db(), STATS_RIGHTS);
    const m = await makeUser(ctx.app, ctx.db(), { ...SALES_RIGHTS, name: "Menejer Bir" });
    await makeManagedClient(ctx.app, s.token, m.id);
    await makeManagedClient(ctx.app, s.token, null);
    const dealt = await makeManagedClient(ctx.app, s.token, m.id);
    await makeDeal(ctx.app, ctx.db(), s.token, { date: today, clientId: dealt });
    const sold = await makeManagedClient(ctx.app, s.token, m.id);
    const k = await makeDeal(ctx.app, ctx.db(), s.token, { date: today, clientId: sold });
    await money(ctx.app, s.token, k.id, "payments", k.downPayment, today);
    await act(ctx.app, s.token, k.id, "conclude");

    for (const managerId of [undefined, m.id]) {
      const funnel = (await summary(s.token, { ...day, managerId })).funnel;
      expect(funnel.map((f) => f.step)).toEqual([...CLIENT_STEPS]);
      expect(funnel.reduce((n, f) => n + f.count, 0)).toBe(managerId ? 3 : 4);
      for (const { step, count } of funnel) {
        const list = await ctx.app.inject({
          url: `/api/client?from=${today}&to=${today}&step=${step}${managerId ? `&managerId=${managerId}` : ""}`,
          headers: auth(s.token),
        });
        expect(list.statusCode, list.body).toBe(200);
        expect(count, `${step} ${managerId}`).toBe(list.json().total);
        expect((await rows(s.token, { figure: "funnel", step, managerId })).sum.count).toBe(count);
      }
    }
    // objectId does not apply to clients.
    expect(
      (await summary(s.token, { ...day, objectId: 2_147_483_647 })).funnel.reduce((n, f) => n + f.count, 0),
    ).toBe(4);
    const concluded = (await summary(s.token)).funnel.find((f) => f.step === "concluded");
    expect(concluded?.count).toBe(1);
  });
});

describe("rules", () => {
  it("refuses a bad period with 400, a user without flow_chart with 403, an export without export_excel with 403", async () => {
    const s = await makeUser(ctx.app, ctx.db(), STATS_RIGHTS);
    for (const q of [
      { from: "2026-11-10", to: "2026-11-01" },
      { from: "2010-01-01", to: "2026-01-01" },
    ]) {
      const res = await statsRaw(ctx.app, s.token, "summary", q);
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe("STATS_PERIOD_INVALID");
      expect((await statsRaw(ctx.app, s.token, "money", q)).json().code).toBe("STATS_PERIOD_INVALID");
    }
    for (const [path, q] of [
      ["rows", { figure: "sales", from: "2026-11-01", to: "2026-11-30", month: "2026-10" }],
      ["rows", { figure: "sales", month: "2026-13" }],
    ] as const)
      expect((await statsRaw(ctx.app, s.token, path, q)).json().code).toBe("STATS_PERIOD_INVALID");
    for (const [path, q] of [
      ["summary", { from: "2026-13-01" }],
      ["summary", { objectId: "x" }],
      ["summary", { other: "1" }],
      ["rows", { figure: "profit" }],
      ["rows", { figure: "sales", size: 500 }],
      ["export", { view: "home" }],
    ] as const)
      expect((await statsRaw(ctx.app, s.token, path, q)).statusCode, `${path} ${JSON.stringify(q)}`).toBe(
        400,
      );

    const stranger = await makeUser(ctx.app, ctx.db(), SALES_RIGHTS);
    for (const [path, q] of [
      ["summary", {}],
      ["money", {}],
      ["rows", { figure: "sales" }],
      ["export", { view: "summary" }],
    ] as const)
      expect((await statsRaw(ctx.app, stranger.token, path, q)).statusCode).toBe(403);
    const reader = await makeUser(ctx.app, ctx.db(), { pages: ["flow_chart"] });
    expect((await statsRaw(ctx.app, reader.token, "summary")).statusCode).toBe(200);
    expect((await statsRaw(ctx.app, reader.token, "export", { view: "summary" })).statusCode).toBe(403);
    expect((await statsRaw(ctx.app, reader.token, "rows/export", { figure: "sales" })).statusCode).toBe(403);
  });

  it("keeps to the viewer's record scope", async () => {
    const boss = await makeUser(ctx.app, ctx.db(), STATS_RIGHTS);
    const own = await makeUser(ctx.app, ctx.db(), {
      ...STATS_RIGHTS,
      contractScope: "own",
      clientScope: "own",
    });
    const theirs = await makeDeal(ctx.app, ctx.db(), boss.token, { date: today });
    const mine = await makeDeal(ctx.app, ctx.db(), own.token, { date: today });
    await money(ctx.app, boss.token, theirs.id, "payments", 40_000_000, today);
    await money(ctx.app, own.token, mine.id, "payments", 5_000_000, today);
    expect((await summary(boss.token)).money.received).toBe(45_000_000);
    const seen = await summary(own.token);
    expect(seen.money.received).toBe(5_000_000);
    expect(seen.funnel.reduce((n, f) => n + f.count, 0)).toBe(1);
    const r = await rows(own.token, { figure: "received" });
    expect(r.items.map((i) => ("contractId" in i ? i.contractId : 0))).toEqual([mine.id]);
    expect(r.sum).toEqual({ count: 1, amount: 5_000_000 });
    expect(
      (await rows(own.token, { figure: "funnel" })).items.map((i) => ("clientId" in i ? i.clientId : 0)),
    ).toEqual([mine.clientId]);
    // The boss's cached answer is not the scoped viewer's.
    expect((await summary(boss.token)).funnel.reduce((n, f) => n + f.count, 0)).toBe(2);
  });
});

describe("Excel", () => {
  it("exports the views and a figure's rows as real workbooks", async () => {
    const s = await makeUser(ctx.app, ctx.db(), STATS_RIGHTS);
    const k = await makeDeal(ctx.app, ctx.db(), s.token, { date: today });
    await money(ctx.app, s.token, k.id, "payments", k.downPayment, today);
    await act(ctx.app, s.token, k.id, "conclude");
    const book = async (path: string, q: Record<string, string>) => {
      const res = await statsRaw(ctx.app, s.token, path, q);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers["content-type"]).toContain("spreadsheetml");
      return { name: String(res.headers["content-disposition"]), sheets: await readXlsxFile(res.rawPayload) };
    };
    const sum = await book("export", { ...day, view: "summary" });
    expect(sum.name).toContain(`korsatkichlar-${today}-${today}.xlsx`);
    expect(sum.sheets.map((x) => x.sheet)).toEqual([
      "Koʻrsatkichlar",
      "Xonadonlar",
      "Voronka",
      "Muddati oʻtgan",
    ]);
    const figures = sum.sheets[0]!.data;
    expect(figures[0]).toEqual(["Koʻrsatkich", "Soni", "Summa", "Maydon, m²"]);
    expect(figures.find((r) => r[0] === "Sotuvlar")).toEqual(["Sotuvlar", 1, UNIT_TOTAL, UNIT_AREA]);
    expect(figures.find((r) => r[0] === "Kelib tushgan pul")?.[2]).toBe(k.downPayment);

    const mon = await book("export", { ...day, view: "money" });
    expect(mon.sheets.map((x) => x.sheet)).toEqual(["Oylar", "Toʻlov usullari", "Obyektlar", "Prognoz"]);
    expect(mon.sheets[0]!.data[1]).toEqual([
      `${today.slice(5, 7)}.${today.slice(0, 4)}`,
      0,
      k.downPayment,
      0,
    ]);

    const r = await book("rows/export", { ...day, figure: "received" });
    expect(r.name).toContain(`kelib-tushgan-pul-${today}-${today}.xlsx`);
    const data = r.sheets[0]!.data;
    expect(data[0]).toEqual(["Sana", "Shartnoma", "Mijoz", "Obyekt", "Turi", "Toʻlov usuli", "Summa"]);
    expect(data[1]?.slice(1, 7)).toEqual([
      k.number,
      "Xaridor Mijoz",
      expect.any(String),
      "Toʻlov",
      "Naqd",
      k.downPayment,
    ]);
    expect(data.at(-1)?.[0]).toBe("Jami: 1");
    expect(data.at(-1)?.[6]).toBe(k.downPayment);

    for (const view of ["sales", "clients"])
      expect((await book("export", { ...day, view })).sheets.length).toBe(3);
  });
});
