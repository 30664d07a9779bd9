import { gunzipSync } from "node:zlib";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { bookings, contracts, units } from "../src/db/schema";
import { makeClient, makeFreeUnits, makeSeller, SALES_RIGHTS } from "./helpers/sales-fixtures";
import { auth, makeUser, useTestApp } from "./helpers/test-app";

const ctx = useTestApp({ resetEach: true });
const SALES = SALES_RIGHTS;
const seller = () => makeSeller(ctx.db());
const freeUnits = (count: number) => makeFreeUnits(ctx.db(), count);
const newClient = (token: string) => makeClient(ctx.app, token);

const sign = (token: string, payload: object) =>
  ctx.app.inject({ method: "POST", url: "/api/shartnoma", headers: auth(token), payload });

describe("POST /api/shartnoma", () => {
  it("an installment contract: number, total, schedule summing to total − down payment, unit and client move on", async () => {
    const s = await makeUser(ctx.app, ctx.db(), SALES);
    const org = await seller();
    const [unit] = await freeUnits(1);
    const c = await newClient(s.token);
    const res = await sign(s.token, {
      clientId: c.id,
      unitId: unit!.id,
      paymentType: "installment",
      downPayment: 150_000_000,
      months: 12,
      discount: 1_380_000,
      sellerOrganisationId: org.id,
      date: "2026-11-22",
    });
    expect(res.statusCode, res.body).toBe(201);
    const k = res.json();
    expect(k).toMatchObject({
      number: "2026-0001",
      status: "in_process",
      total: 501_380_000 - 1_380_000,
      downPayment: 150_000_000,
      months: 12,
      sellerAccountId: org.accountId,
      managerId: s.id,
      paid: 0,
    });
    expect(k.schedule).toHaveLength(12);
    expect(k.schedule.reduce((sum: number, r: { amount: number }) => sum + r.amount, 0)).toBe(
      k.total - k.downPayment,
    );
    expect(k.schedule[0].dueDate).toBe("2026-12-22");
    const [u] = await ctx.db().select().from(units).where(eq(units.id, unit!.id));
    expect(u?.status).toBe("in_process");
    const card = (await ctx.app.inject({ url: `/api/client/${c.id}`, headers: auth(s.token) })).json();
    expect(card.step).toBe("contract");
    expect(
      (await ctx.app.inject({ url: `/api/shartnoma/${k.id}`, headers: auth(s.token) })).json().number,
    ).toBe("2026-0001");
    // The PDF: drawn on the server with a font that has ʻ and ʼ, never cached.
    const pdf = await ctx.app.inject({ url: `/api/shartnoma/${k.id}/pdf`, headers: auth(s.token) });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers["content-type"]).toBe("application/pdf");
    expect(pdf.headers["cache-control"]).toBe("no-store");
    const bytes = pdf.rawPayload.toString("latin1");
    expect(bytes.startsWith("%PDF-")).toBe(true);
    expect(bytes).toContain("DejaVuSans");
    expect(pdf.rawPayload.length).toBeGreaterThan(10_000);
    expect(
      (await ctx.app.inject({ url: "/api/shartnoma/999999/pdf", headers: auth(s.token) })).statusCode,
    ).toBe(404);
  });

  it("from a booking of the same client only; someone else's booking or a sold unit is UNIT_NOT_AVAILABLE", async () => {
    const s = await makeUser(ctx.app, ctx.db(), SALES);
    const org = await seller();
    const [u1, u2] = await freeUnits(2);
    const a = await newClient(s.token);
    const b = await newClient(s.token);
    await ctx.app.inject({
      method: "POST",
      url: `/api/uy/${u1!.id}/bron`,
      headers: auth(s.token),
      payload: { clientId: a.id },
    });
    const base = { paymentType: "full", sellerOrganisationId: org.id };
    const other = await sign(s.token, { ...base, clientId: b.id, unitId: u1!.id });
    expect(other.json().code).toBe("UNIT_NOT_AVAILABLE");
    const own = await sign(s.token, { ...base, clientId: a.id, unitId: u1!.id });
    expect(own.statusCode).toBe(201);
    expect(own.json()).toMatchObject({ downPayment: own.json().total, months: 0, schedule: [] });
    const [booking] = await ctx.db().select().from(bookings).where(eq(bookings.unitId, u1!.id));
    expect(booking?.status).toBe("converted");
    expect((await sign(s.token, { ...base, clientId: b.id, unitId: u1!.id })).json().code).toBe(
      "UNIT_NOT_AVAILABLE",
    );
    // Rules of the payment types.
    for (const bad of [
      { ...base, clientId: b.id, unitId: u2!.id, paymentType: "installment", downPayment: 0, months: 0 },
      { ...base, clientId: b.id, unitId: u2!.id, paymentType: "installment", downPayment: 0, months: 61 },
      { ...base, clientId: b.id, unitId: u2!.id, paymentType: "mortgage" },
      { ...base, clientId: b.id, unitId: u2!.id, paymentType: "organisation", downPayment: 0 },
    ])
      expect((await sign(s.token, bad)).statusCode, JSON.stringify(bad)).toBe(400);
    const tooMuch = await sign(s.token, {
      ...base,
      clientId: b.id,
      unitId: u2!.id,
      paymentType: "installment",
      downPayment: 10_000_000_000,
      months: 6,
    });
    expect(tooMuch.json().code).toBe("PAYMENT_PLAN_INVALID");
    const wrongFull = await sign(s.token, { ...base, clientId: b.id, unitId: u2!.id, downPayment: 5 });
    expect(wrongFull.json().code).toBe("PAYMENT_PLAN_INVALID");
    const badSeller = await sign(s.token, {
      ...base,
      clientId: b.id,
      unitId: u2!.id,
      sellerOrganisationId: 999_999,
    });
    expect(badSeller.json().code).toBe("SELLER_INVALID");
    // None of the refusals took the unit.
    const [free] = await ctx.db().select().from(units).where(eq(units.id, u2!.id));
    expect(free?.status).toBe("available");
    const mortgage = await sign(s.token, {
      ...base,
      clientId: b.id,
      unitId: u2!.id,
      paymentType: "mortgage",
      downPayment: 100_000_000,
    });
    expect(mortgage.json().schedule).toHaveLength(1);
    expect(mortgage.json().schedule[0].amount).toBe(mortgage.json().total - 100_000_000);
  });

  it("fifty contracts at once get fifty distinct numbers; fifty on one unit make one contract", async () => {
    const s = await makeUser(ctx.app, ctx.db(), SALES);
    const org = await seller();
    const many = await freeUnits(51);
    const buyers = await Promise.all(Array.from({ length: 50 }, () => newClient(s.token)));
    const answers = await Promise.all(
      buyers.map((b, i) =>
        sign(s.token, {
          clientId: b.id,
          unitId: many[i]!.id,
          paymentType: "full",
          sellerOrganisationId: org.id,
          date: "2027-03-01",
        }),
      ),
    );
    expect(answers.map((a) => a.statusCode).filter((c) => c === 201)).toHaveLength(50);
    const numbers = new Set(answers.map((a) => a.json().number));
    expect(numbers.size).toBe(50);
    expect([...numbers].sort()[0]).toBe("2027-0001");
    expect([...numbers].sort()[49]).toBe("2027-0050");

    const last = many[50]!.id;
    const race = await Promise.all(
      buyers.map((b) =>
        sign(s.token, { clientId: b.id, unitId: last, paymentType: "full", sellerOrganisationId: org.id }),
      ),
    );
    expect(race.filter((a) => a.statusCode === 201)).toHaveLength(1);
    expect(race.filter((a) => a.statusCode === 409)).toHaveLength(49);
    expect(
      await ctx
        .db()
        .select()
        .from(contracts)
        .where(and(eq(contracts.unitId, last))),
    ).toHaveLength(1);
  }, 120_000);

  it("lists contracts paged and filtered, with what is paid, owed, next due, overdue and owed back", async () => {
    const s = await makeUser(ctx.app, ctx.db(), { ...SALES, actions: [...SALES.actions, "export_excel"] });
    const org = await seller();
    const [u1, u2, u3] = await freeUnits(3);
    const [a, b, c] = [await newClient(s.token), await newClient(s.token), await newClient(s.token)];
    // An old installment deal: its first rows are past due and unpaid.
    const old = (
      await sign(s.token, {
        clientId: a.id,
        unitId: u1!.id,
        paymentType: "installment",
        downPayment: 1_380_000,
        months: 5,
        sellerOrganisationId: org.id,
        date: "2026-01-10",
      })
    ).json();
    const full = (
      await sign(s.token, {
        clientId: b.id,
        unitId: u2!.id,
        paymentType: "full",
        sellerOrganisationId: org.id,
      })
    ).json();
    const gone = (
      await sign(s.token, {
        clientId: c.id,
        unitId: u3!.id,
        paymentType: "installment",
        downPayment: 1_380_000,
        months: 2,
        sellerOrganisationId: org.id,
      })
    ).json();
    const pay = (id: number, amount: number) =>
      ctx.app.inject({
        method: "POST",
        url: `/api/shartnoma/${id}/payments`,
        headers: auth(s.token),
        payload: { amount, method: "cash", paidAt: "2026-11-22" },
      });
    await pay(old.id, 101_380_000);
    await pay(gone.id, 7_000_000);
    await ctx.app.inject({
      method: "POST",
      url: `/api/shartnoma/${gone.id}/otkaz`,
      headers: auth(s.token),
      payload: { reason: "Voz kechdi" },
    });
    const list = async (query: string) => {
      const res = await ctx.app.inject({ url: `/api/shartnoma?${query}`, headers: auth(s.token) });
      expect(res.statusCode, res.body).toBe(200);
      return res.json();
    };
    const all = await list("sort=number");
    expect(all.total).toBe(3);
    const oldRow = all.items.find((x: { id: number }) => x.id === old.id);
    expect(oldRow).toMatchObject({
      paid: 101_380_000,
      balance: old.total - 101_380_000,
      overdue: true,
      nextDueDate: "2026-03-10",
      owedBack: 0,
    });
    expect((await list("overdue=true")).items.map((x: { id: number }) => x.id)).toEqual([old.id]);
    const refused = await list("status=refused");
    expect(refused.items).toEqual([
      expect.objectContaining({ id: gone.id, owedBack: 7_000_000, balance: 0, overdue: false }),
    ]);
    expect(await list("status=in_process,concluded&size=1&page=2&sort=number")).toMatchObject({
      total: 2,
      items: [expect.objectContaining({ id: full.id })],
    });
    expect(
      (await list(`q=${encodeURIComponent(full.number)}`)).items.map((x: { id: number }) => x.id),
    ).toEqual([full.id]);
    expect((await list("q=xaridor")).total).toBe(3);
    expect((await list("paymentType=full")).items.map((x: { id: number }) => x.id)).toEqual([full.id]);
    for (const bad of ["status=lost", "size=1000", "sort=client", "overdue=maybe"])
      expect(
        (await ctx.app.inject({ url: `/api/shartnoma?${bad}`, headers: auth(s.token) })).statusCode,
        bad,
      ).toBe(400);
    // The compatibility whole list tells the same paid amounts, with only its own fields.
    const whole = await ctx.app.inject({ url: "/api/shartnoma/all_shartnoma", headers: auth(s.token) });
    const paged = (await ctx.app.inject({ url: "/api/shartnoma?size=200", headers: auth(s.token) })).json();
    const paidOf = (items: { id: number; paid: number }[]) =>
      Object.fromEntries(items.map((i) => [i.id, i.paid]));
    expect(paidOf(whole.json())).toEqual(paidOf(paged.items));
    expect(whole.json()[0]).not.toHaveProperty("balance");
    // A browser asking for gzip gets the remembered page compressed, the same JSON inside.
    const plain = await ctx.app.inject({ url: "/api/shartnoma?size=50", headers: auth(s.token) });
    const zipped = () =>
      ctx.app.inject({
        url: "/api/shartnoma?size=50",
        headers: { ...auth(s.token), "accept-encoding": "gzip, br" },
      });
    const first = await zipped();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(first.headers["content-encoding"]).toBe("gzip");
    expect(String(first.headers.vary)).toContain("accept-encoding");
    expect(first.headers["cache-control"]).toBe("no-store");
    expect(gunzipSync(first.rawPayload).equals(plain.rawPayload)).toBe(true);
    expect((await zipped()).rawPayload.equals(first.rawPayload)).toBe(true);
    const xlsx = await ctx.app.inject({
      url: "/api/shartnoma/export?status=refused",
      headers: auth(s.token),
    });
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe("PK");
    const noExport = await makeUser(ctx.app, ctx.db(), { pages: ["contract"] });
    expect(
      (await ctx.app.inject({ url: "/api/shartnoma/export", headers: auth(noExport.token) })).statusCode,
    ).toBe(403);
  });

  it("the signed scan: PDF, JPEG or PNG only, replaced cleanly, served to the contract pages only", async () => {
    const s = await makeUser(ctx.app, ctx.db(), { ...SALES, actions: [...SALES.actions, "contract_edit"] });
    const org = await seller();
    const [unit] = await freeUnits(1);
    const c = await newClient(s.token);
    const k = (
      await sign(s.token, {
        clientId: c.id,
        unitId: unit!.id,
        paymentType: "full",
        sellerOrganisationId: org.id,
      })
    ).json();
    const put = (body: Buffer, type: string) =>
      ctx.app.inject({
        method: "PUT",
        url: `/api/shartnoma/${k.id}/scan`,
        headers: { ...auth(s.token), "content-type": type },
        payload: body,
      });
    const pdf = Buffer.from("%PDF-1.4\n% imzolangan nusxa\n%%EOF\n");
    expect(k.hasScan).toBe(false);
    expect(k.signedAt).toBeNull();
    expect((await put(Buffer.from("not a scan at all"), "application/pdf")).statusCode).toBe(415);
    expect((await put(pdf, "text/plain")).statusCode).toBe(415);
    expect((await put(pdf, "application/pdf")).json()).toEqual({ ok: true });
    const got = await ctx.app.inject({ url: `/api/shartnoma/${k.id}/scan`, headers: auth(s.token) });
    expect(got.statusCode).toBe(200);
    expect(got.headers["content-type"]).toBe("application/pdf");
    expect(got.headers["cache-control"]).toBe("no-store");
    expect(got.rawPayload.equals(pdf)).toBe(true);
    const outsider = await makeUser(ctx.app, ctx.db(), { pages: ["sotuv"] });
    expect(
      (await ctx.app.inject({ url: `/api/shartnoma/${k.id}/scan`, headers: auth(outsider.token) }))
        .statusCode,
    ).toBe(403);
    const detail = (await ctx.app.inject({ url: `/api/shartnoma/${k.id}`, headers: auth(s.token) })).json();
    expect(detail.steps.at(-1).note).toBe("Imzolangan nusxa yuklandi");
    expect(detail.hasScan).toBe(true);
    expect(Date.parse(detail.signedAt)).toBeGreaterThan(Date.now() - 60_000);
  });
});
