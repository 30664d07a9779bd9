import { addMonths, type StatsClients, type StatsSales, tashkentToday } from "@makon/shared";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { makeAdmin } from "./helpers/admin";
import { SELLER_RIGHTS } from "./helpers/handover-fixtures";
import { makeFreeUnits, makeSeller } from "./helpers/sales-fixtures";
import { auth, makeUser, nextPhone, type TestUser, useTestApp } from "./helpers/test-app";

// GET /api/stats/clients and /api/stats/sales over data made through the API: clients of several
// sources taken to every stage, refused, blacklisted and put in the basket; sales, payments,
// a refund and a cancelled payment. Every figure is checked against the exact expected value.
const ctx = useTestApp({ resetEach: true });

const post = async (token: string, url: string, payload?: object) => {
  const res = await ctx.app.inject({ method: "POST", url, headers: auth(token), payload });
  expect(res.statusCode, `${url} ${res.body}`).toBeLessThan(300);
  return res.json() as { id: number };
};

const get = (token: string, url: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ url, headers: { ...auth(token), ...headers } });

async function stats<T>(token: string, url: string): Promise<T> {
  const res = await get(token, url);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as T;
}

/** 58.3 m² × 8,600,000 (sales-fixtures' units). */
const UNIT_PRICE = 501_380_000;

/**
 * The scenario (all registered today by the administrator, who assigns the managers):
 *  c1 reception, M1: new                      c6 reception, M2: concluded, then refused
 *  c2 call centre, M1: consulting             c7 social, M2: booked, then blacklisted (lost)
 *  c3 call centre, M2: booked                 c8 referral, nobody: consulting, then the basket (lost)
 *  c4 website, M1: a contract (in process)    c9 call centre, nobody: a contract by M2, refused
 *  c5 reception, M1: concluded                c10 reception, M2: refused by hand while new
 * Money: c5 paid 500,000,000 (its price after a 1,380,000 discount); c6 paid 501,380,000, then
 * 50,000,000 refunded; c4 paid 100,000,000 today, 30,000,000 last month, and 20,000,000 cancelled.
 */
async function scenario() {
  const db = ctx.db();
  const admin = await makeAdmin(ctx.app, db);
  // M1 sees only its own records: the scope test reads as M1.
  const m1 = await makeUser(ctx.app, db, {
    ...SELLER_RIGHTS,
    pages: [...SELLER_RIGHTS.pages, "flow_chart"],
    name: "Aziz Karimov",
    clientScope: "own",
    contractScope: "own",
  });
  const m2 = await makeUser(ctx.app, db, { ...SELLER_RIGHTS, name: "Bobur Aliyev" });
  const org = (await makeSeller(db)).id;
  const units = await makeFreeUnits(db, 6);
  const unit = (i: number) => units[i]?.id as number;
  const today = tashkentToday();
  const lastMonth = addMonths(today, -1);

  const client = (source: string, manager: TestUser | null) =>
    post(admin.token, "/api/client", {
      fullName: "Oqim Mijoz",
      phone: nextPhone(),
      source,
      managerId: manager?.id ?? null,
    }).then((c) => c.id);
  const contract = (by: TestUser, clientId: number, unitId: number, extra: object = {}) =>
    post(by.token, "/api/shartnoma", {
      clientId,
      unitId,
      paymentType: "full",
      sellerOrganisationId: org,
      date: today,
      ...extra,
    }).then((c) => c.id);
  const pay = (by: TestUser, id: number, amount: number, paidAt = today) =>
    post(by.token, `/api/shartnoma/${id}/payments`, { amount, method: "cash", paidAt });

  const c1 = await client("reception", m1);
  const c2 = await client("call_center", m1);
  await post(admin.token, `/api/client/${c2}/step`, { step: "consulting" });
  const c3 = await client("call_center", m2);
  await post(m2.token, `/api/uy/${unit(0)}/bron`, { clientId: c3 });
  const c4 = await client("website", m1);
  const k4 = await contract(m1, c4, unit(1), { date: lastMonth });
  await pay(m1, k4, 100_000_000);
  await pay(m1, k4, 30_000_000, lastMonth);
  const wrong = await pay(m1, k4, 20_000_000);
  await post(m1.token, `/api/shartnoma/${k4}/payments/${wrong.id}/cancel`, { reason: "Kassa xatosi" });
  const c5 = await client("reception", m1);
  const k5 = await contract(m1, c5, unit(2), { discount: 1_380_000 });
  await pay(m1, k5, UNIT_PRICE - 1_380_000);
  await post(m1.token, `/api/shartnoma/${k5}/conclude`);
  const c6 = await client("reception", m2);
  const k6 = await contract(m2, c6, unit(3));
  await pay(m2, k6, UNIT_PRICE);
  await post(m2.token, `/api/shartnoma/${k6}/conclude`);
  await post(m2.token, `/api/shartnoma/${k6}/otkaz`, { reason: "Mijoz voz kechdi" });
  await post(m2.token, `/api/shartnoma/${k6}/refunds`, { amount: 50_000_000, method: "cash", paidAt: today });
  const c7 = await client("social", m2);
  await post(m2.token, `/api/uy/${unit(4)}/bron`, { clientId: c7 });
  await post(admin.token, `/api/client/${c7}/blacklist`, { reason: "Firibgarlik" });
  const c8 = await client("referral", null);
  await post(admin.token, `/api/client/${c8}/step`, { step: "consulting" });
  await post(admin.token, `/api/client/${c8}/basket`);
  const c9 = await client("call_center", null);
  const k9 = await contract(m2, c9, unit(5));
  await post(m2.token, `/api/shartnoma/${k9}/otkaz`, { reason: "Mijoz voz kechdi" });
  const c10 = await client("reception", m2);
  await post(admin.token, `/api/client/${c10}/step`, { step: "refused", note: "Qimmat" });

  return { admin, m1, m2, units, today, lastMonth, k4, k5, k6, c: [c1, c2, c3, c4, c5, c6, c7, c8, c9, c10] };
}

/** A link's count, 0 when absent. */
const linkOf = (s: StatsClients, from: string, to: string) =>
  s.links.find((l) => l.from === from && l.to === to)?.count ?? 0;

describe("GET /api/stats/clients", () => {
  it("draws the Sankey from source to outcome, conserved at every stage, with conversion", async () => {
    const { admin, m1, m2 } = await scenario();
    const s = await stats<StatsClients>(admin.token, "/api/stats/clients");
    expect(s.period).toEqual({ from: `${tashkentToday().slice(0, 7)}-01`, to: tashkentToday() });
    expect(s.nodes).toEqual([
      { key: "source:reception", count: 4 },
      { key: "source:call_center", count: 3 },
      { key: "source:website", count: 1 },
      { key: "source:social", count: 1 },
      { key: "source:referral", count: 1 },
      { key: "stage:new", count: 10 },
      { key: "stage:consulting", count: 8 },
      { key: "stage:booked", count: 6 },
      { key: "stage:contract", count: 4 },
      { key: "stage:concluded", count: 2 },
      { key: "outcome:refused", count: 3 },
      { key: "outcome:lost", count: 2 },
    ]);
    expect(s.links).toEqual([
      { from: "source:reception", to: "stage:new", count: 4 },
      { from: "source:call_center", to: "stage:new", count: 3 },
      { from: "source:website", to: "stage:new", count: 1 },
      { from: "source:social", to: "stage:new", count: 1 },
      { from: "source:referral", to: "stage:new", count: 1 },
      // c10, refused while new.
      { from: "stage:new", to: "stage:consulting", count: 8 },
      { from: "stage:new", to: "outcome:refused", count: 1 },
      // c8, consulting, then the basket.
      { from: "stage:consulting", to: "stage:booked", count: 6 },
      { from: "stage:consulting", to: "outcome:lost", count: 1 },
      // c7, booked, then blacklisted.
      { from: "stage:booked", to: "stage:contract", count: 4 },
      { from: "stage:booked", to: "outcome:lost", count: 1 },
      // c9's contract refused; c6 refused after its conclusion.
      { from: "stage:contract", to: "stage:concluded", count: 2 },
      { from: "stage:contract", to: "outcome:refused", count: 1 },
      { from: "stage:concluded", to: "outcome:refused", count: 1 },
    ]);
    // Conservation: what comes into a stage = what goes on or leaves + those still there (c1 new,
    // c2 consulting, c3 booked, c4 at the contract, c5 concluded).
    const still: Record<string, number> = {
      "stage:new": 1,
      "stage:consulting": 1,
      "stage:booked": 1,
      "stage:contract": 1,
      "stage:concluded": 1,
    };
    for (const node of s.nodes.filter((n) => n.key.startsWith("stage:"))) {
      const into = s.links.filter((l) => l.to === node.key).reduce((n, l) => n + l.count, 0);
      const out = s.links.filter((l) => l.from === node.key).reduce((n, l) => n + l.count, 0);
      expect(into, node.key).toBe(node.count);
      expect(into - out, node.key).toBe(still[node.key]);
    }
    expect(linkOf(s, "stage:concluded", "stage:handed_over")).toBe(0);

    expect(s.bySource).toEqual([
      { source: "reception", clients: 4, contracts: 2, concluded: 2, refused: 2, conversion: 0.5 },
      { source: "call_center", clients: 3, contracts: 1, concluded: 0, refused: 1, conversion: 0 },
      { source: "website", clients: 1, contracts: 1, concluded: 0, refused: 0, conversion: 0 },
      { source: "social", clients: 1, contracts: 0, concluded: 0, refused: 0, conversion: 0 },
      { source: "referral", clients: 1, contracts: 0, concluded: 0, refused: 0, conversion: 0 },
      { source: "other", clients: 0, contracts: 0, concluded: 0, refused: 0, conversion: 0 },
    ]);
    expect(s.byManager).toEqual([
      {
        managerId: m1.id,
        managerName: "Aziz Karimov",
        clients: 4,
        contracts: 2,
        concluded: 1,
        refused: 0,
        conversion: 0.25,
      },
      {
        managerId: m2.id,
        managerName: "Bobur Aliyev",
        clients: 4,
        contracts: 1,
        concluded: 1,
        refused: 2,
        conversion: 0.25,
      },
      {
        managerId: null,
        managerName: null,
        clients: 2,
        contracts: 1,
        concluded: 0,
        refused: 1,
        conversion: 0,
      },
    ]);

    // One manager's clients; clients have no object, so an object leaves them all.
    const mine = await stats<StatsClients>(admin.token, `/api/stats/clients?managerId=${m2.id}`);
    expect(mine.nodes.find((n) => n.key === "stage:new")?.count).toBe(4);
    expect(mine.byManager.map((m) => m.managerId)).toEqual([m2.id]);
    const byObject = await stats<StatsClients>(admin.token, "/api/stats/clients?objectId=999999");
    expect(byObject.nodes).toEqual(s.nodes);
    // A period before them: nothing.
    const before = await stats<StatsClients>(admin.token, "/api/stats/clients?from=2025-01-01&to=2025-01-31");
    expect(before.nodes).toEqual([]);
    expect(before.links).toEqual([]);
    expect(before.bySource.every((r) => r.clients === 0 && r.conversion === 0)).toBe(true);
  });
});

describe("GET /api/stats/sales", () => {
  it("sums the concluded contracts by month, price per m² and manager; a refusal keeps the sale", async () => {
    const { admin, m1, m2, units, today, k6 } = await scenario();
    const month = today.slice(0, 7);
    const s = await stats<StatsSales>(admin.token, "/api/stats/sales");
    const amount = UNIT_PRICE - 1_380_000 + UNIT_PRICE;
    // c5 and c6 — c6 refused after its conclusion stays a sale of its conclusion's day.
    expect(s.months).toEqual([{ month, count: 2, areaM2: 116.6, amount }]);
    expect(s.pricePerM2).toEqual([
      {
        objectId: units[0]?.objectId,
        objectName: expect.any(String),
        rooms: units[0]?.rooms,
        count: 2,
        areaM2: 116.6,
        amount,
        // 1,001,380,000 / 116.6 = 8,588,164.67 → whole soʻm.
        pricePerM2: 8_588_165,
      },
    ]);
    expect(s.managers).toEqual([
      {
        managerId: m1.id,
        managerName: "Aziz Karimov",
        clients: 4,
        // c4 (dated last month, made today) and c5.
        contracts: 2,
        sales: 1,
        amount: UNIT_PRICE - 1_380_000,
        // c5's 500,000,000 and c4's 100,000,000 today; not last month's, not the cancelled one.
        received: 600_000_000,
      },
      {
        managerId: m2.id,
        managerName: "Bobur Aliyev",
        clients: 4,
        contracts: 2,
        sales: 1,
        amount: UNIT_PRICE,
        // c6's payment: its refund is a figure of its own, never taken from what was received.
        received: UNIT_PRICE,
      },
      { managerId: null, managerName: null, clients: 2, contracts: 0, sales: 0, amount: 0, received: 0 },
    ]);

    // Months of a longer period, zeros included; c6's conclusion moved to last month counts there.
    const from = `${addMonths(today, -2).slice(0, 7)}-01`;
    const wide = await stats<StatsSales>(admin.token, `/api/stats/sales?from=${from}&to=${today}`);
    expect(wide.months.map((m) => [m.month, m.count])).toEqual([
      [addMonths(today, -2).slice(0, 7), 0],
      [addMonths(today, -1).slice(0, 7), 0],
      [month, 2],
    ]);
    await ctx
      .db()
      .execute(sql`update contracts set concluded_at = concluded_at - interval '1 month' where id = ${k6}`);
    const moved = await stats<StatsSales>(admin.token, `/api/stats/sales?from=${from}&to=${today}`);
    expect(moved.months).toEqual([
      { month: addMonths(today, -2).slice(0, 7), count: 0, areaM2: 0, amount: 0 },
      { month: addMonths(today, -1).slice(0, 7), count: 1, areaM2: 58.3, amount: UNIT_PRICE },
      { month, count: 1, areaM2: 58.3, amount: UNIT_PRICE - 1_380_000 },
    ]);
    const sum = moved.months.reduce((t, m) => ({ count: t.count + m.count, amount: t.amount + m.amount }), {
      count: 0,
      amount: 0,
    });
    expect(sum).toEqual({ count: 2, amount });

    // Filters: a manager; an object without sales.
    const own = await stats<StatsSales>(admin.token, `/api/stats/sales?managerId=${m2.id}`);
    expect(own.months).toEqual([{ month, count: 0, areaM2: 0, amount: 0 }]);
    expect(own.managers).toEqual([
      {
        managerId: m2.id,
        managerName: "Bobur Aliyev",
        clients: 4,
        contracts: 2,
        sales: 0,
        amount: 0,
        received: UNIT_PRICE,
      },
    ]);
    const [other] = await makeFreeUnits(ctx.db(), 1);
    const none = await stats<StatsSales>(admin.token, `/api/stats/sales?objectId=${other?.objectId}`);
    expect(none.pricePerM2).toEqual([]);
    expect(none.managers.map((m) => [m.managerId, m.contracts, m.sales, m.received])).toEqual([
      [m1.id, 0, 0, 0],
      [m2.id, 0, 0, 0],
      [null, 0, 0, 0],
    ]);
  });
});

describe("the stats flows' scope, rights, periods and caching", () => {
  it("an own-scope user sees only their clients and contracts", async () => {
    const { m1 } = await scenario();
    const c = await stats<StatsClients>(m1.token, "/api/stats/clients");
    expect(c.nodes).toEqual([
      { key: "source:reception", count: 2 },
      { key: "source:call_center", count: 1 },
      { key: "source:website", count: 1 },
      { key: "stage:new", count: 4 },
      { key: "stage:consulting", count: 3 },
      { key: "stage:booked", count: 2 },
      { key: "stage:contract", count: 2 },
      { key: "stage:concluded", count: 1 },
    ]);
    expect(c.byManager.map((m) => [m.managerId, m.clients, m.concluded])).toEqual([[m1.id, 4, 1]]);
    const s = await stats<StatsSales>(m1.token, "/api/stats/sales");
    expect(s.months.map((m) => [m.count, m.areaM2, m.amount])).toEqual([[1, 58.3, UNIT_PRICE - 1_380_000]]);
    expect(s.managers).toEqual([
      {
        managerId: m1.id,
        managerName: "Aziz Karimov",
        clients: 4,
        contracts: 2,
        sales: 1,
        amount: UNIT_PRICE - 1_380_000,
        received: 600_000_000,
      },
    ]);
  });

  it("answers 403 without the page and 400 for a bad period", async () => {
    const db = ctx.db();
    const without = await makeUser(ctx.app, db, { pages: ["home", "sotuv"] });
    const viewer = await makeUser(ctx.app, db, { pages: ["flow_chart"] });
    for (const url of ["/api/stats/sales", "/api/stats/clients"]) {
      expect((await get(without.token, url)).statusCode).toBe(403);
      for (const query of ["from=2026-05-02&to=2026-05-01", "from=2000-01-01&to=2026-01-01"]) {
        const res = await get(viewer.token, `${url}?${query}`);
        expect(res.statusCode, query).toBe(400);
        expect(res.json().code).toBe("STATS_PERIOD_INVALID");
      }
      for (const query of ["from=2026-13-01", "from=yesterday", "objectId=-1", "managerId=x", "page=2"])
        expect((await get(viewer.token, `${url}?${query}`)).statusCode, query).toBe(400);
      // The longest period allowed still answers.
      expect((await get(viewer.token, `${url}?from=2016-11-01&to=2026-11-01`)).statusCode).toBe(200);
    }
  });

  it("answers 304 while nothing changed and the new figure after a payment", async () => {
    const { admin, m1, k4, today, c } = await scenario();
    for (const url of ["/api/stats/sales", "/api/stats/clients"]) {
      const first = await get(admin.token, url);
      const etag = first.headers.etag as string;
      expect(etag).toMatch(/^"/);
      const again = await get(admin.token, url, { "if-none-match": etag });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe("");
      // Another viewer's scope never shares the ETag.
      expect((await get(m1.token, url)).headers.etag).not.toBe(etag);
    }
    // A client moved on: the flow's ETag moves too.
    const flow = await get(admin.token, "/api/stats/clients");
    await post(admin.token, `/api/client/${c[0]}/step`, { step: "consulting" });
    const moved = await get(admin.token, "/api/stats/clients", {
      "if-none-match": flow.headers.etag as string,
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().nodes.find((n: { key: string }) => n.key === "stage:consulting").count).toBe(9);

    const before = await get(admin.token, "/api/stats/sales");
    await post(m1.token, `/api/shartnoma/${k4}/payments`, {
      amount: 7_000_000,
      method: "card",
      paidAt: today,
    });
    const after = await get(admin.token, "/api/stats/sales", {
      "if-none-match": before.headers.etag as string,
    });
    expect(after.statusCode).toBe(200);
    const received = (s: StatsSales) => s.managers.find((m) => m.managerId === m1.id)?.received;
    expect(received(after.json())).toBe((received(before.json()) ?? 0) + 7_000_000);
  });
});
