import { readSheet } from "read-excel-file/node";
import { describe, expect, it } from "vitest";
import { makeClient, makeFreeUnits, makeSeller, SALES_RIGHTS } from "./helpers/sales-fixtures";
import { auth, makeUser, useTestApp } from "./helpers/test-app";

const ctx = useTestApp({ resetEach: true });

/**
 * A seller's contract with three November payments (one cancelled, one refund after refusal) and
 * one in December: the journal's and the spreadsheet's data.
 */
async function contractWithPayments(extraPages: string[] = []) {
  const s = await makeUser(ctx.app, ctx.db(), {
    ...SALES_RIGHTS,
    pages: [...SALES_RIGHTS.pages, ...extraPages],
    actions: [...SALES_RIGHTS.actions, "export_excel"],
  });
  const org = await makeSeller(ctx.db());
  const [unit] = await makeFreeUnits(ctx.db(), 1);
  const client = await makeClient(ctx.app, s.token);
  const created = await ctx.app.inject({
    method: "POST",
    url: "/api/shartnoma",
    headers: auth(s.token),
    payload: {
      clientId: client.id,
      unitId: unit!.id,
      paymentType: "installment",
      downPayment: 100_000_000,
      months: 6,
      sellerOrganisationId: org.id,
      date: "2026-11-01",
    },
  });
  expect(created.statusCode, created.body).toBe(201);
  const k = created.json() as { id: number; number: string };
  const post = (what: string, payload: object) =>
    ctx.app.inject({
      method: "POST",
      url: `/api/shartnoma/${k.id}/${what}`,
      headers: auth(s.token),
      payload,
    });
  const first = await post("payments", {
    amount: 60_000_000,
    method: "cash",
    paidAt: "2026-11-02",
    receiptNumber: "KV-1",
  });
  expect(first.statusCode, first.body).toBe(201);
  const wrong = await post("payments", { amount: 40_000_000, method: "card", paidAt: "2026-11-10" });
  expect(wrong.statusCode).toBe(201);
  expect(
    (await post(`payments/${wrong.json().id}/cancel`, { reason: "Summa xato kiritildi" })).statusCode,
  ).toBe(200);
  expect(
    (await post("payments", { amount: 5_000_000, method: "click", paidAt: "2026-12-01" })).statusCode,
  ).toBe(201);
  expect((await post("otkaz", { reason: "Mijoz voz kechdi" })).statusCode).toBe(200);
  expect(
    (await post("refunds", { amount: 20_000_000, method: "bank_transfer", paidAt: "2026-11-20" })).statusCode,
  ).toBe(201);

  return { s, k, client };
}

describe("GET /api/shartnoma/payments/export", () => {
  it("lists the payments and refunds of the chosen days, cancelled ones marked, refunds negative", async () => {
    const { s, k } = await contractWithPayments();
    const get = (query: string, token = s.token) =>
      ctx.app.inject({ url: `/api/shartnoma/payments/export?${query}`, headers: auth(token) });
    const november = await get("from=2026-11-01&to=2026-11-30");
    expect(november.statusCode, november.body).toBe(200);
    expect(november.headers["content-disposition"]).toContain("tolovlar-2026-11-01-2026-11-30.xlsx");
    expect(november.headers["cache-control"]).toBe("no-store");
    const sheet = (await readSheet(november.rawPayload)) as unknown[][];
    expect(sheet[0]).toEqual([
      "Sana",
      "Shartnoma",
      "Mijoz",
      "Obyekt",
      "Bino",
      "Xonadon",
      "Turi",
      "Summa",
      "Usul",
      "Kvitansiya",
      "Kiritgan",
      "Kiritilgan vaqti",
      "Bekor qilingan",
      "Bekor qilgan",
      "Bekor qilish sababi",
    ]);
    // December's payment is outside the days; oldest first.
    const body = sheet.slice(1);
    expect(body.map((r) => [r[1], r[6], r[7], r[8], r[9], r[14]])).toEqual([
      [k.number, "Toʻlov", 60_000_000, "Naqd", "KV-1", null],
      [k.number, "Toʻlov", 40_000_000, "Plastik karta", null, "Summa xato kiritildi"],
      [k.number, "Qaytarish", -20_000_000, "Bank oʻtkazmasi", null, null],
    ]);
    expect(body[0]?.[0]).toEqual(new Date("2026-11-02T00:00:00Z"));
    expect(body[1]?.[12]).toMatch(/^\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}$/);

    const kept = (await readSheet(
      (
        await get("from=2026-11-01&to=2026-12-31&cancelled=exclude")
      ).rawPayload,
    )) as unknown[][];
    expect(kept.slice(1).map((r) => r[7])).toEqual([60_000_000, -20_000_000, 5_000_000]);
    const refunds = (await readSheet(
      (
        await get("from=2026-01-01&to=2026-12-31&kind=refund")
      ).rawPayload,
    )) as unknown[][];
    expect(refunds.length).toBe(2);
    const byMethod = (await readSheet(
      (
        await get("from=2026-01-01&to=2026-12-31&method=click")
      ).rawPayload,
    )) as unknown[][];
    expect(byMethod.slice(1).map((r) => r[7])).toEqual([5_000_000]);
    const elsewhere = (await readSheet(
      (
        await get(`from=2026-01-01&to=2026-12-31&objectId=2147483647`)
      ).rawPayload,
    )) as unknown[][];
    expect(elsewhere.length).toBe(1);

    for (const bad of [
      "",
      "from=2026-11-30&to=2026-11-01",
      "from=2026-11-01&to=tomorrow",
      "from=2026-11-01&to=2026-11-02&extra=1",
      "from=2026-02-30&to=2026-03-01",
    ])
      expect((await get(bad)).statusCode, bad).toBe(400);
    const noExport = await makeUser(ctx.app, ctx.db(), { pages: ["contract"] });
    expect((await get("from=2026-11-01&to=2026-11-30", noExport.token)).statusCode).toBe(403);
    const noContracts = await makeUser(ctx.app, ctx.db(), { pages: ["sotuv"], actions: ["export_excel"] });
    expect((await get("from=2026-11-01&to=2026-11-30", noContracts.token)).statusCode).toBe(403);
  });
});

describe("GET /api/shartnoma/payments (the journal, /tolovlar)", () => {
  type Line = {
    contractNumber: string;
    kind: string;
    amount: number;
    paidAt: string;
    cancelledAt: string | null;
  };
  type Page = { items: Line[]; total: number; page: number; size: number };

  it("pages the period's payments newest first; sorts, filters and searches them", async () => {
    const { s, k } = await contractWithPayments(["tolovlar"]);
    const get = async (query: string, token = s.token) => {
      const res = await ctx.app.inject({ url: `/api/shartnoma/payments?${query}`, headers: auth(token) });
      expect(res.statusCode, `${query}: ${res.body}`).toBe(200);
      return res.json() as Page;
    };
    const november = await get("from=2026-11-01&to=2026-11-30");
    expect(november.total).toBe(3);
    expect(november.items.map((p) => [p.paidAt, p.kind, p.amount, p.cancelledAt !== null])).toEqual([
      ["2026-11-20", "refund", 20_000_000, false],
      ["2026-11-10", "payment", 40_000_000, true],
      ["2026-11-02", "payment", 60_000_000, false],
    ]);
    expect(november.items[0]?.contractNumber).toBe(k.number);

    expect((await get("from=2026-11-01&to=2026-11-30&sort=amount")).items.map((p) => p.amount)).toEqual([
      20_000_000, 40_000_000, 60_000_000,
    ]);
    const second = await get("from=2026-11-01&to=2026-12-31&sort=paidAt&size=2&page=2");
    expect([second.total, second.page, second.items.map((p) => p.paidAt)]).toEqual([
      4,
      2,
      ["2026-11-20", "2026-12-01"],
    ]);
    expect((await get("from=2026-11-01&to=2026-12-31&cancelled=exclude")).total).toBe(3);
    expect((await get("from=2026-11-01&to=2026-12-31&kind=refund")).total).toBe(1);
    expect((await get("from=2026-11-01&to=2026-12-31&method=click")).total).toBe(1);
    expect((await get("from=2026-11-01&to=2026-12-31&objectId=2147483647")).total).toBe(0);

    // By the contract's number, and by the client's name in another spelling and word order.
    expect((await get(`from=2026-11-01&to=2026-12-31&q=${k.number}`)).total).toBe(4);
    expect((await get(`from=2026-11-01&to=2026-12-31&q=${encodeURIComponent("mijoz xaridor")}`)).total).toBe(
      4,
    );
    expect((await get(`from=2026-11-01&to=2026-12-31&q=${encodeURIComponent("Boshqa Odam")}`)).total).toBe(0);
    expect((await get("from=2026-11-01&to=2026-12-31&q=9999-")).total).toBe(0);

    // Another seller holds the page but sees only the payments of their own contracts.
    const other = await makeUser(ctx.app, ctx.db(), {
      ...SALES_RIGHTS,
      pages: ["tolovlar"],
      contractScope: "own",
    });
    expect((await get("from=2026-11-01&to=2026-12-31", other.token)).total).toBe(0);
  });

  it("asks for the page key and refuses malformed filters with 400", async () => {
    const { s } = await contractWithPayments(["tolovlar"]);
    const status = async (query: string, token = s.token) =>
      (await ctx.app.inject({ url: `/api/shartnoma/payments?${query}`, headers: auth(token) })).statusCode;
    const without = await makeUser(ctx.app, ctx.db(), { pages: ["contract", "concluded_contracts"] });
    expect(await status("from=2026-11-01&to=2026-11-30", without.token)).toBe(403);
    for (const bad of [
      "",
      "from=2026-11-30&to=2026-11-01",
      "from=2026-11-01&to=9999-99-99",
      "from=2026-11-01&to=2026-11-30&sort=client",
      "from=2026-11-01&to=2026-11-30&size=1000",
      "from=2026-11-01&to=2026-11-30&page=0",
      "from=2026-11-01&to=2026-11-30&objectId=2147483648",
      "from=2026-11-01&to=2026-11-30&extra=1",
      "from=2026-11-01&to=2026-11-30&q=a%00b",
    ])
      expect(await status(bad), bad).toBe(400);
  });

  it("the journal's export keeps the screen's order; the page's readers may download it", async () => {
    const { s } = await contractWithPayments(["tolovlar"]);
    const journalOnly = await makeUser(ctx.app, ctx.db(), {
      ...SALES_RIGHTS,
      pages: ["tolovlar"],
      actions: ["export_excel"],
      contractScope: "all",
    });
    for (const token of [s.token, journalOnly.token]) {
      const res = await ctx.app.inject({
        url: "/api/shartnoma/payments/export?from=2026-11-01&to=2026-11-30&sort=-paidAt&q=",
        headers: auth(token),
      });
      expect(res.statusCode, res.body).toBe(200);
      const rows = ((await readSheet(res.rawPayload)) as unknown[][]).slice(1);
      expect(rows.map((r) => r[7])).toEqual([-20_000_000, 40_000_000, 60_000_000]);
    }
  });
});
