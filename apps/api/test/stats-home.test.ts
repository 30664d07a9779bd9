import { randomUUID } from "node:crypto";
import {
  type Home,
  type HomeTile,
  ROLE_PRESETS,
  STALE_BANK_DAYS,
  type StatsSummary,
  tashkentToday,
} from "@makon/shared";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { insertCase, shiftDay, signDebtor } from "./helpers/collections-fixtures";
import { concludedDeal, makeHandoverUnits, SELLER_RIGHTS } from "./helpers/handover-fixtures";
import { makeClient, makeFreeUnits, makeSeller } from "./helpers/sales-fixtures";
import { auth, makeUser, type TestUser, useTestApp } from "./helpers/test-app";

const ctx = useTestApp({ resetEach: true });

async function home(user: TestUser): Promise<Home> {
  const res = await ctx.app.inject({ url: "/api/stats/home", headers: auth(user.token) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Home;
}

async function total(user: TestUser, url: string): Promise<number> {
  const res = await ctx.app.inject({ url, headers: auth(user.token) });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { total: number }).total;
}

function tilesOf(h: Home, group: Home["groups"][number]["group"]): Record<string, HomeTile> {
  const found = h.groups.find((g) => g.group === group);
  if (!found) throw new Error(`no ${group} group`);
  return Object.fromEntries(found.tiles.map((t) => [t.key, t]));
}

const exec = (q: ReturnType<typeof sql>) => ctx.db().execute(q);
const parts = (t: HomeTile | undefined) => t?.breakdown.map((p) => [p.key, p.value, p.href]);

describe("GET /api/stats/home", () => {
  it("shows only the groups of the viewer's pages, in order; needs the home page", async () => {
    const plain = await makeUser(ctx.app, ctx.db(), { pages: ["home"] });
    expect((await home(plain)).groups).toEqual([]);
    const two = await makeUser(ctx.app, ctx.db(), { pages: ["home", "topshiruv", "undiruv"] });
    const h = await home(two);
    expect(h.today).toBe(tashkentToday());
    expect(h.groups.map((g) => g.group)).toEqual(["collections", "handover"]);
    const none = await makeUser(ctx.app, ctx.db(), { pages: ["undiruv"] });
    const res = await ctx.app.inject({ url: "/api/stats/home", headers: auth(none.token) });
    expect(res.statusCode).toBe(403);
  });

  it("reception: today's visitors and my clients by step, within my scope, as my list counts them", async () => {
    const rights = {
      pages: ["home", "reciption", "my_reciption_clients"],
      actions: ["client_create", "client_edit"],
      clientScope: "own" as const,
      contractScope: "own" as const,
    };
    const me = await makeUser(ctx.app, ctx.db(), rights);
    const other = await makeUser(ctx.app, ctx.db(), rights);
    const [a, b] = [await makeClient(ctx.app, me.token), await makeClient(ctx.app, me.token)];
    await makeClient(ctx.app, other.token);
    await exec(sql`update clients set step = 'consulting' where id = ${a?.id}`);

    const t = tilesOf(await home(me), "reception");
    expect(t.visitorsToday?.value).toBe(2);
    expect(t.visitorsToday?.href).toBe("/reciption");
    expect(t.myClients?.value).toBe(2);
    expect(parts(t.myClients)).toEqual([
      ["new", 1, "/my_reciption_clients?step=new"],
      ["consulting", 1, "/my_reciption_clients?step=consulting"],
    ]);
    expect(await total(me, "/api/client?scope=intake&step=consulting")).toBe(1);
    // The other receptionist sees theirs only.
    expect(tilesOf(await home(other), "reception").myClients?.value).toBe(1);
    // Remembered until the clients change: a new visitor and a step moved show at once.
    expect(tilesOf(await home(me), "reception")).toEqual(t);
    await makeClient(ctx.app, me.token);
    await exec(sql`update clients set step = 'consulting' where id = ${b?.id}`);
    const after = tilesOf(await home(me), "reception");
    expect(after.visitorsToday?.value).toBe(3);
    expect(parts(after.myClients)).toEqual([
      ["new", 1, "/my_reciption_clients?step=new"],
      ["consulting", 2, "/my_reciption_clients?step=consulting"],
    ]);
  });

  it("call centre: callbacks due today and those overdue (warn), as the queue holds them", async () => {
    const op = await makeUser(ctx.app, ctx.db(), {
      pages: ["home", "call_center"],
      actions: ["client_create"],
    });
    const ids = await Promise.all([1, 2, 3, 4].map(() => makeClient(ctx.app, op.token)));
    const today = tashkentToday();
    const at = (day: string, hour: string) => `${day}T${hour}:00:00+05:00`;
    const when = [
      at(shiftDay(today, -2), "10"),
      at(today, "00"),
      at(today, "23"),
      at(shiftDay(today, 1), "09"),
    ];
    for (const [i, c] of ids.entries())
      await exec(sql`update clients set next_call_at = ${when[i]}::timestamptz where id = ${c.id}`);

    const t = tilesOf(await home(op), "call_center");
    expect(t.callbacksToday).toMatchObject({
      value: 2,
      tone: "normal",
      href: "/call_center?scope=all&due=today",
    });
    expect(t.callbacksOverdue).toMatchObject({
      value: 1,
      tone: "warn",
      href: "/call_center?scope=all&due=overdue",
    });
    expect(await total(op, "/api/client/calls/queue?scope=all")).toBe(3);
    // Each tile's link: the queue of that day (the screen asks the API with the same ?due=).
    expect(await total(op, "/api/client/calls/queue?scope=all&due=today")).toBe(2);
    expect(await total(op, "/api/client/calls/queue?scope=all&due=overdue")).toBe(1);
  });

  it("sales: my bookings lapsing, my sales this month (the sales figure), my waiting clients; own scope", async () => {
    const rights = {
      pages: ["home", ...SELLER_RIGHTS.pages],
      actions: SELLER_RIGHTS.actions,
      clientScope: "own" as const,
      contractScope: "own" as const,
    };
    const me = await makeUser(ctx.app, ctx.db(), rights);
    const other = await makeUser(ctx.app, ctx.db(), rights);
    const free = await makeFreeUnits(ctx.db(), 4);
    const book = async (who: TestUser, unitId: number, hours: number) => {
      const client = await makeClient(ctx.app, who.token);
      const res = await ctx.app.inject({
        method: "POST",
        url: `/api/uy/${unitId}/bron`,
        headers: auth(who.token),
        payload: { clientId: client.id, hours },
      });
      expect(res.statusCode, res.body).toBe(201);
      return client;
    };
    const waiting = await book(me, free[0]?.id as number, 10);
    await book(me, free[1]?.id as number, 72);
    await book(other, free[2]?.id as number, 5);
    await exec(sql`update clients set manager_id = ${me.id}, step = 'consulting' where id = ${waiting.id}`);
    const deal = await concludedDeal(ctx.app, ctx.db(), me, free[3] as { id: number }, "full");

    const t = tilesOf(await home(me), "sales");
    expect(t.bookingsLapsing).toMatchObject({ value: 1, tone: "warn" });
    expect(t.sales).toMatchObject({ value: 1, amount: deal.total, href: `/contract?managerId=${me.id}` });
    expect(t.clientsWaiting?.value).toBe(1);
    const theirs = tilesOf(await home(other), "sales");
    expect([theirs.bookingsLapsing?.value, theirs.sales?.value, theirs.clientsWaiting?.value]).toEqual([
      1, 0, 0,
    ]);
  });

  it("contracts: awaiting the scan, awaiting conclusion, payments today (count and amount)", async () => {
    const seller = await makeUser(ctx.app, ctx.db(), SELLER_RIGHTS);
    const desk = await makeUser(ctx.app, ctx.db(), { pages: ["home", "contract", "concluded_contracts"] });
    const [u1, u2, u3] = await makeFreeUnits(ctx.db(), 3);
    const org = await makeSeller(ctx.db());
    const make = async (unitId: number) => {
      const client = await makeClient(ctx.app, seller.token);
      const res = await ctx.app.inject({
        method: "POST",
        url: "/api/shartnoma",
        headers: auth(seller.token),
        payload: { clientId: client.id, unitId, paymentType: "full", sellerOrganisationId: org.id },
      });
      expect(res.statusCode, res.body).toBe(201);
      return (res.json() as { id: number }).id;
    };
    const readyId = await make(u1?.id as number);
    const short = await make(u2?.id as number);
    await exec(sql`update contracts set status = 'in_process', down_payment = 0 where id = ${readyId}`);
    await exec(sql`update contracts set status = 'in_process', down_payment = 1000 where id = ${short}`);
    const deal = await concludedDeal(ctx.app, ctx.db(), seller, u3 as { id: number }, "full", org.id);
    // Partly paid and cancelled payments: the cancelled one is left out.
    const pay = await ctx.app.inject({
      method: "POST",
      url: `/api/shartnoma/${short}/payments`,
      headers: { ...auth(seller.token), "idempotency-key": randomUUID() },
      payload: { amount: 500, method: "cash", paidAt: tashkentToday() },
    });
    expect(pay.statusCode, pay.body).toBe(201);
    const payId = (pay.json() as { id: number }).id;
    await exec(sql`update payments set cancelled_at = now() where id = ${payId}`);

    const t = tilesOf(await home(desk), "contracts");
    expect(t.awaitingScan).toMatchObject({ value: 2, href: "/contract?papers=scan_missing" });
    expect(t.awaitingConclusion).toMatchObject({ value: 1, href: "/contract?papers=ready_to_conclude" });
    // Each opens the contracts list (its in-progress statuses) with exactly those rows.
    for (const [papers, tileValue] of [
      ["scan_missing", 2],
      ["ready_to_conclude", 1],
    ] as const) {
      const list = await ctx.app.inject({
        url: `/api/shartnoma?status=draft,in_process,bank_lower,bank_upper&papers=${papers}`,
        headers: auth(desk.token),
      });
      expect(list.statusCode, list.body).toBe(200);
      expect((list.json() as { total: number }).total).toBe(tileValue);
    }
    const ready = await ctx.app.inject({
      url: "/api/shartnoma?status=draft,in_process,bank_lower,bank_upper&papers=ready_to_conclude",
      headers: auth(desk.token),
    });
    expect((ready.json() as { items: { id: number }[] }).items.map((c) => c.id)).toEqual([readyId]);
    expect(t.paymentsToday).toMatchObject({ value: 1, amount: deal.total });
  });

  it("bank desks: my applications by status, the stale ones (warn), as the level's list counts", async () => {
    const seller = await makeUser(ctx.app, ctx.db(), SELLER_RIGHTS);
    const me = await makeUser(ctx.app, ctx.db(), {
      pages: ["home", "quyi_bank"],
      actions: ["bank_lower_work"],
    });
    const [u1, u2, u3] = await makeFreeUnits(ctx.db(), 3);
    const bank = await makeSeller(ctx.db());
    const bankId = (
      (await exec(sql`select id from banks order by id desc limit 1`)) as unknown as {
        rows: { id: number }[];
      }
    ).rows[0]?.id;
    const contractOn = async (unitId: number) => {
      const client = await makeClient(ctx.app, seller.token);
      const res = await ctx.app.inject({
        method: "POST",
        url: "/api/shartnoma",
        headers: auth(seller.token),
        payload: { clientId: client.id, unitId, paymentType: "full", sellerOrganisationId: bank.id },
      });
      return (res.json() as { id: number }).id;
    };
    const old = new Date(Date.now() - (STALE_BANK_DAYS + 1) * 86_400_000).toISOString();
    const apps: [number, string, string][] = [
      [await contractOn(u1?.id as number), "new", old],
      [await contractOn(u2?.id as number), "new", new Date().toISOString()],
      [await contractOn(u3?.id as number), "approved", old],
    ];
    for (const [contractId, status, changed] of apps)
      await exec(sql`insert into bank_applications (contract_id, level, bank_id, status, amount_requested, assignee_id, status_changed_at)
        values (${contractId}, 'lower', ${bankId}, ${status}, 1000, ${me.id}, ${changed}::timestamptz)`);

    const t = tilesOf(await home(me), "bank_lower");
    expect(t.myApplications?.value).toBe(3);
    expect(parts(t.myApplications)).toEqual([
      ["new", 2, "/quyi_bank?view=mine&status=new"],
      ["approved", 1, "/quyi_bank?view=mine&status=approved"],
    ]);
    expect(t.stale).toMatchObject({ value: 1, tone: "warn" });
    const list = (t.stale?.href ?? "").replace("/quyi_bank?", "/api/ariza?level=lower&");
    expect(await total(me, list)).toBe(1);
  });

  it("bank heads and the director: unassigned, waiting for a decision and stale of the level, not 'mine'", async () => {
    const seller = await makeUser(ctx.app, ctx.db(), SELLER_RIGHTS);
    const preset = (role: string) => {
      const p = ROLE_PRESETS.find((r) => r.role === role);
      if (!p) throw new Error(role);
      return {
        pages: p.pages,
        actions: p.actions,
        clientScope: p.clientScope,
        contractScope: p.contractScope,
      };
    };
    const head = await makeUser(ctx.app, ctx.db(), preset("bank_lower_boss"));
    const director = await makeUser(ctx.app, ctx.db(), preset("director"));
    const worker = await makeUser(ctx.app, ctx.db(), preset("bank_lower"));
    const free = await makeFreeUnits(ctx.db(), 7);
    const org = await makeSeller(ctx.db());
    const bankId = (
      (await exec(sql`select id from banks order by id desc limit 1`)) as unknown as {
        rows: { id: number }[];
      }
    ).rows[0]?.id;
    const old = new Date(Date.now() - (STALE_BANK_DAYS + 1) * 86_400_000).toISOString();
    // Five wait unassigned for days; one is under review on the worker's desk; one is decided.
    const apps: [string, number | null, string][] = [
      ...Array.from({ length: 5 }, () => ["new", null, old] as [string, number | null, string]),
      ["under_review", worker.id, new Date().toISOString()],
      ["approved", worker.id, old],
    ];
    for (const [i, [status, assignee, changed]] of apps.entries()) {
      const client = await makeClient(ctx.app, seller.token);
      const made = await ctx.app.inject({
        method: "POST",
        url: "/api/shartnoma",
        headers: auth(seller.token),
        payload: {
          clientId: client.id,
          unitId: free[i]?.id,
          paymentType: "full",
          sellerOrganisationId: org.id,
        },
      });
      expect(made.statusCode, made.body).toBe(201);
      await exec(sql`insert into bank_applications (contract_id, level, bank_id, status, amount_requested, assignee_id, status_changed_at)
        values (${made.json().id}, 'lower', ${bankId}, ${status}, 1000, ${assignee}, ${changed}::timestamptz)`);
    }

    for (const who of [head, director]) {
      const t = tilesOf(await home(who), "bank_lower");
      expect(Object.keys(t)).toEqual(["unassigned", "waitingDecision", "stale"]);
      expect(t.unassigned).toMatchObject({ value: 5, tone: "warn", href: "/quyi_bank?view=unassigned" });
      expect(t.waitingDecision?.value).toBe(1);
      expect(t.stale).toMatchObject({ value: 5, tone: "warn" });
      for (const x of [t.unassigned, t.waitingDecision, t.stale]) {
        const list = (x?.href ?? "").replace("/quyi_bank?", "/api/ariza?level=lower&");
        expect(await total(who, list)).toBe(x?.value);
      }
    }
    // The worker's own desk is still theirs.
    expect(tilesOf(await home(worker), "bank_lower").myApplications?.value).toBe(2);
    // A director books no units and registers no visitors: none of those personal tiles.
    const groups = (await home(director)).groups.map((g) => g.group);
    expect(groups).not.toContain("sales");
    expect(groups).not.toContain("reception");
    expect(groups).not.toContain("call_center");
    expect(groups).toContain("director");
  });

  it("collections: overdue by band with amounts, promises due today, broken promises", async () => {
    const seller = await makeUser(ctx.app, ctx.db(), SELLER_RIGHTS);
    const collector = await makeUser(ctx.app, ctx.db(), {
      pages: ["home", "undiruv"],
      actions: ["debt_work"],
    });
    const org = await makeSeller(ctx.db());
    const [u1, u2, u3] = await makeFreeUnits(ctx.db(), 3);
    const recent = await signDebtor(ctx.app, seller, u1?.id as number, org.id, { daysAgo: 10, months: 12 });
    const older = await signDebtor(ctx.app, seller, u2?.id as number, org.id, { daysAgo: 45, months: 12 });
    const third = await signDebtor(ctx.app, seller, u3?.id as number, org.id, { daysAgo: 12, months: 12 });
    const today = tashkentToday();
    await insertCase(ctx.db(), {
      contractId: recent.id,
      openedById: collector.id,
      status: "promised",
      promise: { date: today, amount: 1000, status: "open", paidBefore: 0 },
    });
    await insertCase(ctx.db(), {
      contractId: third.id,
      openedById: collector.id,
      status: "promise_broken",
      promise: { date: shiftDay(today, -3), amount: 1000, status: "broken", paidBefore: 0 },
    });

    const t = tilesOf(await home(collector), "collections");
    const list = (await (
      await ctx.app.inject({ url: "/api/undiruv/debtors", headers: auth(collector.token) })
    ).json()) as {
      total: number;
      totals: { bands: { band: string; count: number; overdueAmount: number }[] };
    };
    expect(t.overdue?.value).toBe(3);
    for (const b of list.totals.bands) {
      const p = t.overdue?.breakdown.find((x) => x.key === b.band);
      expect([p?.value, p?.amount, p?.href]).toEqual([b.count, b.overdueAmount, `/undiruv?band=${b.band}`]);
    }
    expect(t.overdue?.amount).toBe(list.totals.bands.reduce((n, b) => n + b.overdueAmount, 0));
    expect(t.promisesToday?.value).toBe(1);
    expect(t.promisesBroken).toMatchObject({ value: 1, tone: "warn", href: "/undiruv?promiseBroken=true" });
    expect(await total(collector, "/api/undiruv/debtors?promiseBroken=true")).toBe(1);

    // The tiles are remembered until the debtors change: a contract paid up leaves the overdue
    // figure, its amount with it, at once.
    expect(tilesOf(await home(collector), "collections")).toEqual(t);
    const owed = await ctx.db().execute(
      sql`select coalesce(sum(si.amount - si.paid), 0)::bigint as owed from schedule_items si join contracts c
        on c.id = si.contract_id and si.version = c.schedule_version where c.id = ${older.id} and si.due_date < ${today}::date`,
    );
    const paid = await ctx.app.inject({
      method: "POST",
      url: `/api/shartnoma/${older.id}/payments`,
      headers: auth(seller.token),
      payload: {
        amount: Number((owed as unknown as { rows: { owed: string }[] }).rows[0]?.owed),
        method: "cash",
        paidAt: today,
      },
    });
    expect(paid.statusCode, paid.body).toBe(201);
    const after = tilesOf(await home(collector), "collections");
    expect(after.overdue?.value).toBe(2);
    expect(await total(collector, "/api/undiruv/debtors")).toBe(2);
  });

  it("handover: ready (the ready tab's count), appointments today, cadastre overdue", async () => {
    const seller = await makeUser(ctx.app, ctx.db(), SELLER_RIGHTS);
    const worker = await makeUser(ctx.app, ctx.db(), {
      pages: ["home", "topshiruv"],
      actions: ["handover_work"],
    });
    const [u1, u2, u3] = await makeHandoverUnits(ctx.db(), 3);
    const a = await concludedDeal(ctx.app, ctx.db(), seller, u1 as { id: number }, "full");
    const b = await concludedDeal(ctx.app, ctx.db(), seller, u2 as { id: number }, "full");
    await concludedDeal(ctx.app, ctx.db(), seller, u3 as { id: number }, "partial");
    const today = tashkentToday();
    const tomorrow = tashkentToday(Date.now() + 86_400_000);
    // Today's at 23:30 Tashkent (18:30 UTC) counts today; tomorrow's 00:30 (19:30 UTC today) does not.
    await exec(sql`insert into handover_appointments (contract_id, scheduled_at, user_id)
      values (${a.id}, ${`${today}T23:30:00+05:00`}::timestamptz, ${worker.id}),
        (${b.id}, ${`${tomorrow}T00:30:00+05:00`}::timestamptz, ${worker.id})`);

    const t = tilesOf(await home(worker), "handover");
    expect(t.ready).toMatchObject({ value: 2, href: "/topshiruv" });
    expect(await total(worker, "/api/topshiruv?tab=ready")).toBe(2);
    expect(t.appointmentsToday).toMatchObject({ value: 1, href: "/topshiruv?tab=appointments&view=today" });
    expect(await total(worker, "/api/topshiruv?tab=appointments&view=today")).toBe(1);
    expect(await total(worker, "/api/topshiruv?tab=appointments")).toBe(2);
    expect(t.cadastreOverdue).toMatchObject({ value: 0, tone: "normal" });
  });

  it("director: this month's figures equal GET /api/stats/summary", async () => {
    const seller = await makeUser(ctx.app, ctx.db(), SELLER_RIGHTS);
    const director = await makeUser(ctx.app, ctx.db(), { pages: ["home", "flow_chart"] });
    const org = await makeSeller(ctx.db());
    const [u1, u2, u3] = await makeFreeUnits(ctx.db(), 4);
    const deal = await concludedDeal(ctx.app, ctx.db(), seller, u1 as { id: number }, "full", org.id);
    await signDebtor(ctx.app, seller, u2?.id as number, org.id, { daysAgo: 20, months: 6 });
    const partial = await concludedDeal(ctx.app, ctx.db(), seller, u3 as { id: number }, "partial", org.id);

    const t = tilesOf(await home(director), "director");
    const res = await ctx.app.inject({ url: "/api/stats/summary", headers: auth(director.token) });
    expect(res.statusCode, res.body).toBe(200);
    const s = res.json() as StatsSummary;
    expect(t.sales).toMatchObject({ value: s.sales.count, amount: s.sales.amount });
    expect(t.sales?.value).toBe(2);
    expect(t.received?.amount).toBe(s.money.received);
    expect(t.received?.amount).toBeGreaterThanOrEqual(deal.total);
    expect(t.due?.amount).toBe(s.money.due);
    expect(t.overdue).toMatchObject({ value: s.overdue.count, amount: s.overdue.amount });
    expect(t.overdue?.value).toBe(1);
    expect(t.unitsAvailable?.value).toBe(s.units.byStatus.available);
    expect(t.sales?.href).toBe(`/flow_chart?view=sales&from=${s.period.from}&to=${s.period.to}`);

    // Remembered until its tables change: a payment moves the money received at once.
    expect(tilesOf(await home(director), "director")).toEqual(t);
    const paid = await ctx.app.inject({
      method: "POST",
      url: `/api/shartnoma/${partial.id}/payments`,
      headers: auth(seller.token),
      payload: { amount: 1_000, method: "cash", paidAt: tashkentToday() },
    });
    expect(paid.statusCode, paid.body).toBe(201);
    const after = tilesOf(await home(director), "director");
    const summary = (
      await ctx.app.inject({ url: "/api/stats/summary", headers: auth(director.token) })
    ).json() as StatsSummary;
    expect(after.received?.amount).toBe(summary.money.received);
    expect(after.received?.amount).toBe((t.received?.amount ?? 0) + 1_000);
  });
});
