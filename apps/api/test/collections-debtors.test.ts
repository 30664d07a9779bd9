import {
  DEBT_BANDS,
  DEBTOR_SORTS,
  type DebtorPage,
  documentsUz,
  rowPenalty,
  tashkentToday,
} from "@makon/shared";
import { sql } from "drizzle-orm";
import { readSheet } from "read-excel-file/node";
import { describe, expect, it } from "vitest";
import { exportDebtors, overdueOf } from "../src/modules/collections/debtors.service";
import { rowPenaltySql } from "../src/modules/collections/debtors-sql";
import {
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
  pages: ["undiruv", "undiruv-create", "undiruv-detail"],
  actions: ["debt_work", "export_excel"],
};

/** A viewer of every contract (the export's truth for a collector's pages). */
const seesEveryContract = (id: number) =>
  ({ id, dostup: [], clientScope: "all", contractScope: "all", sectionId: null }) as const;

async function debtors(token: string, query = ""): Promise<DebtorPage> {
  const res = await ctx.app.inject({ url: `/api/undiruv/debtors?${query}`, headers: auth(token) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as DebtorPage;
}

async function pay(seller: TestUser, contractId: number, amount: number) {
  const res = await ctx.app.inject({
    method: "POST",
    url: `/api/shartnoma/${contractId}/payments`,
    headers: auth(seller.token),
    payload: { amount, method: "cash", paidAt: tashkentToday() },
  });
  expect(res.statusCode, res.body).toBe(201);
}

const pick = (row: DebtorPage["items"][number] | undefined) =>
  row && {
    overdueAmount: row.overdueAmount,
    overdueRows: row.overdueRows,
    oldestDueDate: row.oldestDueDate,
    daysOverdue: row.daysOverdue,
    band: row.band,
    penalty: row.penalty,
  };

describe("GET /api/undiruv/debtors: the figures", () => {
  it("shows exactly what a back-dated contract's schedule implies; a payment lowers it by exactly its amount", async () => {
    const seller = await makeUser(ctx.app, ctx.db(), SALES_RIGHTS);
    const collector = await makeUser(ctx.app, ctx.db(), COLLECTOR);
    const org = await makeSeller(ctx.db());
    const terms = { rate: 0.1, cap: 10 };
    await setPenaltyTerms(ctx.db(), org.id, terms);
    const [unit] = await makeFreeUnits(ctx.db(), 1);
    // 501,380,000 over 10 rows, the first due ~130 days ago: five rows overdue, the oldest 90+.
    const c = await signDebtor(ctx.app, seller, unit?.id as number, org.id, { daysAgo: 130, months: 10 });

    const want = await expectedDebt(ctx.db(), c.id, terms);
    expect(want.overdueRows).toBeGreaterThanOrEqual(4);
    expect(want.band).toBe("90_plus");
    expect(want.penalty).toBeGreaterThan(0);
    const page = await debtors(collector.token);
    expect(page.total).toBe(1);
    expect(pick(page.items[0])).toEqual(want);
    expect(page.items[0]).toMatchObject({
      contractId: c.id,
      contractNumber: c.number,
      clientId: c.clientId,
      clientName: "Qarzdor Mijoz",
      caseId: null,
      caseStatus: null,
      promisedDate: null,
      promiseBroken: false,
      managerId: seller.id,
    });
    // The write side's figures (overdueOf) agree with the list's SQL, row penalty for row penalty.
    const figures = await overdueOf(ctx.db(), c.id, tashkentToday());
    expect(figures).toEqual({
      overdueAmount: want.overdueAmount,
      overdueRows: want.overdueRows,
      oldestDueDate: want.oldestDueDate,
      daysOverdue: want.daysOverdue,
      penaltyAccrued: want.penalty,
      penaltyWaived: 0,
      penalty: want.penalty,
    });
    expect(page.totals).toEqual({
      count: 1,
      overdueAmount: want.overdueAmount,
      penalty: want.penalty,
      bands: DEBT_BANDS.map((band) => ({
        band,
        count: band === "90_plus" ? 1 : 0,
        overdueAmount: band === "90_plus" ? want.overdueAmount : 0,
      })),
    });

    // A payment of part of the oldest row: the debt falls by exactly that, the oldest day stays.
    await pay(seller, c.id, 12_345_678);
    const after = await debtors(collector.token);
    expect(after.items[0]?.overdueAmount).toBe(want.overdueAmount - 12_345_678);
    expect(after.items[0]?.oldestDueDate).toBe(want.oldestDueDate);
    expect(pick(after.items[0])).toEqual(await expectedDebt(ctx.db(), c.id, terms));

    // The oldest row paid off: the next one is the oldest, fewer days, the penalty again exact.
    const rows = want.overdueRows;
    const rowAmount = Math.floor(501_380_000 / 10);
    await pay(seller, c.id, rowAmount - 12_345_678);
    const next = await debtors(collector.token);
    const wantNext = await expectedDebt(ctx.db(), c.id, terms);
    expect(wantNext.overdueRows).toBe(rows - 1);
    expect(wantNext.oldestDueDate > want.oldestDueDate).toBe(true);
    expect(pick(next.items[0])).toEqual(wantNext);
    expect(next.items[0]?.overdueAmount).toBe(want.overdueAmount - rowAmount);

    // A waiver comes off the penalty (never below zero).
    await ctx.db().execute(
      sql`insert into penalty_waivers (contract_id, amount, reason, user_id)
        values (${c.id}, 1000, 'test', ${collector.id})`,
    );
    expect((await debtors(collector.token)).items[0]?.penalty).toBe(wantNext.penalty - 1000);

    // Everything overdue paid: no longer a debtor.
    await pay(seller, c.id, wantNext.overdueAmount);
    const none = await debtors(collector.token);
    expect(none.total).toBe(0);
    expect(none.items).toEqual([]);
    expect(none.totals.bands.map((b) => b.count)).toEqual([0, 0, 0, 0]);
  }, 60_000);

  it("charges no penalty where the seller has no rate, and none on a contract not yet late", async () => {
    const seller = await makeUser(ctx.app, ctx.db(), SALES_RIGHTS);
    const collector = await makeUser(ctx.app, ctx.db(), COLLECTOR);
    const org = await makeSeller(ctx.db());
    const units = await makeFreeUnits(ctx.db(), 2);
    const late = await signDebtor(ctx.app, seller, units[0]?.id as number, org.id, {
      daysAgo: 40,
      months: 6,
    });
    // First row due in 5 days: not a debtor.
    await signDebtor(ctx.app, seller, units[1]?.id as number, org.id, { daysAgo: -5, months: 6 });
    const page = await debtors(collector.token);
    expect(page.items.map((d) => d.contractId)).toEqual([late.id]);
    expect(pick(page.items[0])).toEqual(await expectedDebt(ctx.db(), late.id, { rate: null, cap: null }));
    expect(page.items[0]?.penalty).toBe(0);
    expect(page.items[0]?.band).toBe("31_60");
  }, 60_000);
});

describe("GET /api/undiruv/debtors: bands, filters, order, scope", () => {
  it("filters by band, object, case status, collector, broken promise and search; bands counted without the band", async () => {
    const seller = await makeUser(ctx.app, ctx.db(), SALES_RIGHTS);
    const collector = await makeUser(ctx.app, ctx.db(), { ...COLLECTOR, name: "Undiruvchi Bir" });
    const org = await makeSeller(ctx.db());
    const terms = { rate: 0.05, cap: null };
    await setPenaltyTerms(ctx.db(), org.id, terms);
    const three = await makeFreeUnits(ctx.db(), 3);
    const [other] = await makeFreeUnits(ctx.db(), 1);
    const sign = (unitId: number, daysAgo: number, clientName?: string) =>
      signDebtor(ctx.app, seller, unitId, org.id, { daysAgo, months: 12, clientName });
    const a = await sign(three[0]?.id as number, 10);
    const b = await sign(three[1]?.id as number, 45);
    const c = await sign(three[2]?.id as number, 75);
    const d = await sign(other?.id as number, 200, "Zulfiyaxon Qarzdorova");
    const want = new Map(
      await Promise.all(
        [a, b, c, d].map(async (x) => [x.id, await expectedDebt(ctx.db(), x.id, terms)] as const),
      ),
    );
    expect([a, b, c, d].map((x) => want.get(x.id)?.band)).toEqual(["1_30", "31_60", "61_90", "90_plus"]);
    // A case on b with a broken promise, collector assigned; a case on c with nobody yet.
    const promised = shiftDay(tashkentToday(), -3);
    const caseB = await insertCase(ctx.db(), {
      contractId: b.id,
      openedById: collector.id,
      assigneeId: collector.id,
      status: "promise_broken",
      promise: { date: promised, amount: 1_000_000, status: "broken", paidBefore: 0 },
    });
    const caseC = await insertCase(ctx.db(), { contractId: c.id, openedById: collector.id });
    // A closed case on a: not its open case.
    await insertCase(ctx.db(), { contractId: a.id, openedById: collector.id, status: "closed" });

    const all = await debtors(collector.token);
    expect(all.total).toBe(4);
    // Default order: most days first.
    expect(all.items.map((x) => x.contractId)).toEqual([d.id, c.id, b.id, a.id]);
    for (const row of all.items) expect(pick(row)).toEqual(want.get(row.contractId));
    const sum = (ids: number[]) => ids.reduce((s, id) => s + (want.get(id)?.overdueAmount ?? 0), 0);
    const everyBand = DEBT_BANDS.map((band, i) => ({
      band,
      count: 1,
      overdueAmount: want.get([a, b, c, d][i]?.id as number)?.overdueAmount,
    }));
    expect(all.totals).toEqual({
      count: 4,
      overdueAmount: sum([a.id, b.id, c.id, d.id]),
      penalty: [a, b, c, d].reduce((s, x) => s + (want.get(x.id)?.penalty ?? 0), 0),
      bands: everyBand,
    });
    const rowB = all.items.find((x) => x.contractId === b.id);
    expect(rowB).toMatchObject({
      caseId: caseB,
      caseStatus: "promise_broken",
      assigneeId: collector.id,
      assigneeName: "Undiruvchi Bir",
      lastActionType: "promise",
      promisedDate: promised,
      promiseBroken: true,
    });
    expect(all.items.find((x) => x.contractId === a.id)).toMatchObject({ caseId: null, caseStatus: null });
    expect(all.items.find((x) => x.contractId === c.id)).toMatchObject({ caseId: caseC, assigneeId: null });

    const ids = async (query: string) =>
      (await debtors(collector.token, query)).items.map((x) => x.contractId);
    // Band: the list and its total narrow, the band cards stay.
    const band = await debtors(collector.token, "band=31_60");
    expect(band.items.map((x) => x.contractId)).toEqual([b.id]);
    expect(band.total).toBe(1);
    expect(band.totals.count).toBe(1);
    expect(band.totals.overdueAmount).toBe(sum([b.id]));
    expect(band.totals.bands).toEqual(everyBand);
    // Object: the bands are counted under it.
    const object = await debtors(collector.token, `objectId=${three[0]?.objectId}`);
    expect(object.items.map((x) => x.contractId)).toEqual([c.id, b.id, a.id]);
    expect(object.totals.bands.map((x) => x.count)).toEqual([1, 1, 1, 0]);
    expect(await ids(`objectId=${other?.objectId}&band=1_30`)).toEqual([]);
    // Case status: none (a's closed case does not count), one status, several.
    expect(await ids("status=none")).toEqual([d.id, a.id]);
    expect(await ids("status=new")).toEqual([c.id]);
    expect(await ids("status=none,promise_broken")).toEqual([d.id, b.id, a.id]);
    expect(await ids(`assigneeId=${collector.id}`)).toEqual([b.id]);
    expect(await ids("promiseBroken=true")).toEqual([b.id]);
    // Search: a contract number, a client's name in another spelling and order.
    expect(await ids(`q=${encodeURIComponent(c.number)}`)).toEqual([c.id]);
    expect(await ids(`q=${encodeURIComponent("qarzdorova zulfiyaxon")}`)).toEqual([d.id]);
    expect(await ids("q=nobodyhere")).toEqual([]);
    // Orders and paging.
    const byAmount = [a, b, c, d]
      .map((x) => x.id)
      .sort((x, y) => (want.get(x)?.overdueAmount ?? 0) - (want.get(y)?.overdueAmount ?? 0) || x - y);
    expect(await ids("sort=amount")).toEqual(byAmount);
    expect(await ids("sort=-amount")).toEqual([...byAmount].reverse());
    expect(await ids("sort=days")).toEqual([a.id, b.id, c.id, d.id]);
    const byNumber = [a, b, c, d].sort((x, y) => x.number.localeCompare(y.number)).map((x) => x.id);
    expect(await ids("sort=contract")).toEqual(byNumber);
    const second = await debtors(collector.token, "size=3&page=2");
    expect(second.items.map((x) => x.contractId)).toEqual([a.id]);
    expect(second.total).toBe(4);
    const past = await debtors(collector.token, "size=3&page=5");
    expect(past.items).toEqual([]);
    expect(past.total).toBe(4);
    expect(past.totals.count).toBe(4);

    // A refused contract is never a debtor, though its rows stay unpaid and past due.
    const refused = await ctx.app.inject({
      method: "POST",
      url: `/api/shartnoma/${d.id}/otkaz`,
      headers: auth(seller.token),
      payload: { reason: "Mijoz voz kechdi" },
    });
    expect(refused.statusCode, refused.body).toBe(200);
    expect(await ids("")).toEqual([c.id, b.id, a.id]);

    // A deal at a bank stage waits for the bank's money: not the collectors' debtor, no case for it.
    await ctx.db().execute(sql`update contracts set status = 'bank_lower' where id = ${c.id}`);
    expect(await ids("")).toEqual([b.id, a.id]);
    const open = await ctx.app.inject({
      method: "POST",
      url: "/api/undiruv",
      headers: auth(collector.token),
      payload: { contractId: c.id },
    });
    expect(open.statusCode, open.body).toBe(409);
    expect(open.json().code).toBe("DEBT_NOT_OVERDUE");
  }, 90_000);

  it("pages a narrow filter as slices of its order: every sort and band, ties, and again after a payment", async () => {
    const seller = await makeUser(ctx.app, ctx.db(), SALES_RIGHTS);
    const collector = await makeUser(ctx.app, ctx.db(), COLLECTOR);
    const org = await makeSeller(ctx.db());
    await setPenaltyTerms(ctx.db(), org.id, { rate: 0.05, cap: null });
    const units = await makeFreeUnits(ctx.db(), 7);
    const objectId = units[0]?.objectId as number;
    // Ties on days and on sums (same price, age and term), so the contract id's tie-break is read too.
    const terms: [number, number][] = [
      [10, 12],
      [45, 12],
      [45, 12],
      [75, 24],
      [200, 12],
      [200, 24],
    ];
    const made = [];
    for (const [k, [daysAgo, months]] of terms.entries())
      made.push(await signDebtor(ctx.app, seller, units[k]?.id as number, org.id, { daysAgo, months }));
    // Outside the filter: another object's debtor.
    const [elsewhere] = await makeFreeUnits(ctx.db(), 1);
    await signDebtor(ctx.app, seller, elsewhere?.id as number, org.id, { daysAgo: 30, months: 12 });
    const viewer = seesEveryContract(collector.id);

    const pagesOf = async (query: string) => {
      const ids: number[] = [];
      for (let page = 1; page <= 4; page++)
        ids.push(
          ...(await debtors(collector.token, `objectId=${objectId}&size=2&page=${page}&${query}`)).items.map(
            (x) => x.contractId,
          ),
        );
      return ids;
    };
    const check = async () => {
      for (const sort of DEBTOR_SORTS)
        for (const band of [undefined, "31_60", "90_plus"] as const) {
          // The export works every debtor out in one statement: the order the pages must slice.
          const truth = await exportDebtors(ctx.db(), { sort, band, objectId }, viewer);
          const want = truth.rows.map((r) => r.contractId);
          expect(await pagesOf(`sort=${sort}${band ? `&band=${band}` : ""}`), `${sort} ${band}`).toEqual(
            want,
          );
        }
    };
    // The first ask is a page past the first: the order is worked out for it alone.
    expect((await debtors(collector.token, `objectId=${objectId}&size=2&page=3&sort=-amount`)).total).toBe(6);
    await check();
    // A payment changes the sums: the remembered order is worked out again, not served stale.
    await pay(seller, made[4]?.id as number, 50_000_000);
    await check();
  }, 90_000);

  it("pages the whole list off the index from remembered page starts: on, back, jumping, after a payment", async () => {
    const seller = await makeUser(ctx.app, ctx.db(), SALES_RIGHTS);
    const collector = await makeUser(ctx.app, ctx.db(), COLLECTOR);
    const org = await makeSeller(ctx.db());
    const units = await makeFreeUnits(ctx.db(), 9);
    // Ties on the next due date (the same age), so the contract id's tie-break is stepped over too.
    const ages = [10, 45, 45, 45, 75, 200, 200, 200, 20];
    const made = [];
    for (const [k, daysAgo] of ages.entries())
      made.push(await signDebtor(ctx.app, seller, units[k]?.id as number, org.id, { daysAgo, months: 12 }));
    const viewer = seesEveryContract(collector.id);
    const page = async (query: string, n: number) =>
      (await debtors(collector.token, `size=2&page=${n}&${query}`)).items.map((x) => x.contractId);
    const check = async () => {
      for (const sort of ["-days", "days", "contract"] as const)
        for (const band of [undefined, "31_60", "90_plus"] as const) {
          const truth = (await exportDebtors(ctx.db(), { sort, band }, viewer)).rows.map((r) => r.contractId);
          const query = `sort=${sort}${band ? `&band=${band}` : ""}`;
          const slice = (n: number) => truth.slice((n - 1) * 2, n * 2);
          for (const n of [1, 2, 3, 4, 5, 6, 4, 2, 5, 3])
            expect(await page(query, n), `${query} page ${n}`).toEqual(slice(n));
        }
    };
    await check();
    // The oldest debtor pays everything overdue: the order moves, remembered starts are not used.
    const oldest = made[5]?.id as number;
    const owed = (await exportDebtors(ctx.db(), { sort: "-days" }, viewer)).rows.find(
      (r) => r.contractId === oldest,
    );
    await pay(seller, oldest, owed?.overdueAmount as number);
    const after = (await exportDebtors(ctx.db(), { sort: "-days" }, viewer)).rows.map((r) => r.contractId);
    expect(after).not.toContain(oldest);
    await check();
  }, 90_000);

  it("refuses a user without the page, and answers a sales manager with their own contracts only", async () => {
    const org = await makeSeller(ctx.db());
    const units = await makeFreeUnits(ctx.db(), 2);
    const mine = await makeUser(ctx.app, ctx.db(), {
      ...SALES_RIGHTS,
      pages: [...SALES_RIGHTS.pages, "undiruv"],
      contractScope: "own",
      clientScope: "own",
    });
    const theirs = await makeUser(ctx.app, ctx.db(), SALES_RIGHTS);
    const own = await signDebtor(ctx.app, mine, units[0]?.id as number, org.id, { daysAgo: 20, months: 6 });
    await signDebtor(ctx.app, theirs, units[1]?.id as number, org.id, { daysAgo: 50, months: 6 });

    const page = await debtors(mine.token);
    expect(page.items.map((x) => x.contractId)).toEqual([own.id]);
    expect(page.total).toBe(1);
    expect(page.totals.bands.map((b) => b.count)).toEqual([1, 0, 0, 0]);
    // Everyone's, for a collector with the "all" scope.
    const collector = await makeUser(ctx.app, ctx.db(), COLLECTOR);
    expect((await debtors(collector.token)).total).toBe(2);

    const outsider = await makeUser(ctx.app, ctx.db(), { pages: ["sotuv"], actions: ["debt_work"] });
    for (const url of ["/api/undiruv/debtors", "/api/undiruv/debtors/export"]) {
      const res = await ctx.app.inject({ url, headers: auth(outsider.token) });
      expect(res.statusCode, url).toBe(403);
      expect(res.json().code).toBe("FORBIDDEN");
    }
    // The export needs export_excel on top of the page.
    const noExcel = await ctx.app.inject({ url: "/api/undiruv/debtors/export", headers: auth(mine.token) });
    expect(noExcel.statusCode).toBe(403);
    expect((await ctx.app.inject({ url: "/api/undiruv/debtors" })).statusCode).toBe(401);
  }, 60_000);
});

describe("GET /api/undiruv/debtors/export", () => {
  it("writes the filtered debtors, in the list's order, with the totals on the last line", async () => {
    const seller = await makeUser(ctx.app, ctx.db(), SALES_RIGHTS);
    const collector = await makeUser(ctx.app, ctx.db(), COLLECTOR);
    const org = await makeSeller(ctx.db());
    const terms = { rate: 0.2, cap: 5 };
    await setPenaltyTerms(ctx.db(), org.id, terms);
    const units = await makeFreeUnits(ctx.db(), 3);
    const made = [];
    for (const [i, unit] of units.entries())
      made.push(await signDebtor(ctx.app, seller, unit.id, org.id, { daysAgo: 20 + 40 * i, months: 6 }));
    const res = await ctx.app.inject({
      url: "/api/undiruv/debtors/export?sort=-days&status=none",
      headers: auth(collector.token),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["content-type"]).toContain("spreadsheetml");
    expect(res.headers["content-disposition"]).toContain(documentsUz.debtors.file);
    const sheet = (await readSheet(res.rawPayload)) as unknown[][];
    const words = documentsUz.debtors;
    expect(sheet[0]?.slice(0, 3)).toEqual([words.contract, words.client, words.phone]);
    const header = sheet[0] as string[];
    const col = (name: string) => header.indexOf(name);
    const body = sheet.slice(1);
    expect(body).toHaveLength(4);
    const expected = await Promise.all([...made].reverse().map((m) => expectedDebt(ctx.db(), m.id, terms)));
    [...made].reverse().forEach((m, i) => {
      const line = body[i] as unknown[];
      expect(line[col(words.contract)]).toBe(m.number);
      expect(line[col(words.overdueAmount)]).toBe(expected[i]?.overdueAmount);
      expect(line[col(words.daysOverdue)]).toBe(expected[i]?.daysOverdue);
      expect(line[col(words.penalty)]).toBe(expected[i]?.penalty);
      expect(line[col(words.band)]).toBe(words.bands[expected[i]?.band ?? "1_30"]);
      expect(line[col(words.caseStatus)]).toBe(words.statuses.none);
    });
    const total = body[3] as unknown[];
    expect(total[col(words.contract)]).toBe(words.total);
    expect(total[col(words.overdueAmount)]).toBe(expected.reduce((s, e) => s + e.overdueAmount, 0));
    expect(total[col(words.penalty)]).toBe(expected.reduce((s, e) => s + e.penalty, 0));
  }, 60_000);
});

describe("the penalty in SQL", () => {
  it("equals rowPenalty() for every kind of row: rates of 3 decimals, caps of 2, no cap, large amounts", async () => {
    // A fixed pseudo-random walk (the same cases every run).
    let seed = 20_261_124;
    const next = (n: number) => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed % n;
    };
    const cases = Array.from({ length: 300 }, (_, i) => ({
      unpaid: i % 10 === 0 ? 1 + next(2_000_000_000) * 4_000 : 1 + next(900_000_000),
      days: 1 + next(4_000),
      rate: (1 + next(10_000)) / 1000,
      cap: i % 4 === 0 ? null : (1 + next(10_000)) / 100,
    }));
    const penalty = rowPenaltySql(sql`t.rate`, sql`t.cap`, sql`t.unpaid`, sql`t.days`);
    const result = (await ctx.db().execute(
      sql`select (${penalty})::bigint::text as p from unnest(
          ${`{${cases.map((c) => c.unpaid).join(",")}}`}::bigint[],
          ${`{${cases.map((c) => c.days).join(",")}}`}::int[],
          ${`{${cases.map((c) => c.rate).join(",")}}`}::numeric(6,3)[],
          ${`{${cases.map((c) => c.cap ?? "NULL").join(",")}}`}::numeric(5,2)[]
        ) with ordinality as t(unpaid, days, rate, cap, n) order by t.n`,
    )) as unknown as { rows: { p: string }[] };
    const inSql = result.rows.map((r) => Number(r.p));
    const inJs = cases.map((c) =>
      rowPenalty({ unpaid: c.unpaid, daysOverdue: c.days }, { rate: c.rate, cap: c.cap }),
    );
    expect(inSql).toEqual(inJs);
    // The walk did reach both sides of the cap and the large amounts.
    expect(
      cases.some(
        (c, i) => c.cap !== null && inJs[i] === Math.floor((c.unpaid * Math.round(c.cap * 100)) / 10_000),
      ),
    ).toBe(true);
    expect(Math.max(...inJs)).toBeGreaterThan(2 ** 40);
  });
});
