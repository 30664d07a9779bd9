import { and, eq, isNull } from "drizzle-orm";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  auditLog,
  bankApplications,
  banks,
  contracts,
  payments,
  scheduleItems,
  units,
} from "../src/db/schema";
import { makeClient, makeFreeUnits, makeSeller, SALES_RIGHTS } from "./helpers/sales-fixtures";
import { auth, makeUser, useTestApp } from "./helpers/test-app";

const ctx = useTestApp({ resetEach: true });

async function installmentContract(token: string, opts: { downPayment?: number; months?: number } = {}) {
  const org = await makeSeller(ctx.db());
  const [unit] = await makeFreeUnits(ctx.db(), 1);
  const c = await makeClient(ctx.app, token);
  const res = await ctx.app.inject({
    method: "POST",
    url: "/api/shartnoma",
    headers: auth(token),
    payload: {
      clientId: c.id,
      unitId: unit!.id,
      paymentType: "installment",
      downPayment: opts.downPayment ?? 101_380_000,
      months: opts.months ?? 4,
      sellerOrganisationId: org.id,
      date: "2026-11-22",
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: number; total: number; downPayment: number; unitId: number; clientId: number };
}

const pay = (token: string, id: number, body: object, key?: string) =>
  ctx.app.inject({
    method: "POST",
    url: `/api/shartnoma/${id}/payments`,
    headers: { ...auth(token), ...(key ? { "idempotency-key": key } : {}) },
    payload: body,
  });

async function rows(contractId: number) {
  return ctx
    .db()
    .select({ number: scheduleItems.number, amount: scheduleItems.amount, paid: scheduleItems.paid })
    .from(scheduleItems)
    .where(eq(scheduleItems.contractId, contractId))
    .orderBy(scheduleItems.number);
}

describe("payments", () => {
  it("go to the down payment first, then the earliest rows; more than owed is refused", async () => {
    const s = await makeUser(ctx.app, ctx.db(), SALES_RIGHTS);
    const k = await installmentContract(s.token); // total 501,380,000: down 101,380,000, then 4 × 100,000,000
    const first = await pay(s.token, k.id, {
      amount: 151_380_000,
      method: "cash",
      paidAt: "2026-11-22",
      receiptNumber: "K-1",
    });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({
      amount: 151_380_000,
      method: "cash",
      receiptNumber: "K-1",
      userId: s.id,
    });
    expect((await rows(k.id)).map((r) => r.paid)).toEqual([50_000_000, 0, 0, 0]);
    await pay(s.token, k.id, { amount: 120_000_000, method: "card", paidAt: "2026-12-20" });
    expect((await rows(k.id)).map((r) => r.paid)).toEqual([100_000_000, 70_000_000, 0, 0]);
    const over = await pay(s.token, k.id, { amount: 230_000_001, method: "cash", paidAt: "2026-12-21" });
    expect(over.statusCode).toBe(409);
    expect(over.json()).toMatchObject({ code: "OVERPAYMENT", details: { owed: 230_000_000 } });
    expect(
      (await pay(s.token, k.id, { amount: 230_000_000, method: "cash", paidAt: "2026-12-21" })).statusCode,
    ).toBe(201);
    expect((await rows(k.id)).every((r) => r.paid === r.amount)).toBe(true);
    const detail = (await ctx.app.inject({ url: `/api/shartnoma/${k.id}`, headers: auth(s.token) })).json();
    expect(detail.paid).toBe(k.total);
    for (const bad of [
      { amount: 0, method: "cash", paidAt: "2026-12-21" },
      { amount: 1, method: "gold", paidAt: "2026-12-21" },
      { amount: 1, method: "cash", paidAt: "21.12.2026" },
    ])
      expect((await pay(s.token, k.id, bad)).statusCode, JSON.stringify(bad)).toBe(400);
    const viewer = await makeUser(ctx.app, ctx.db(), { pages: ["contract"] });
    expect(
      (await pay(viewer.token, k.id, { amount: 1, method: "cash", paidAt: "2026-12-21" })).statusCode,
    ).toBe(403);
  });

  it("one Idempotency-Key sent twenty times at once makes one payment and twenty equal answers", async () => {
    const s = await makeUser(ctx.app, ctx.db(), SALES_RIGHTS);
    const k = await installmentContract(s.token);
    const body = { amount: 5_000_000, method: "cash", paidAt: "2026-11-22" };
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => pay(s.token, k.id, body, "pay-2026-11-22-0001")),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(201));
    expect(new Set(answers.map((a) => a.json().id)).size).toBe(1);
    expect(await ctx.db().select().from(payments).where(eq(payments.contractId, k.id))).toHaveLength(1);
    // The same key for another request is refused; another key is another payment.
    const reused = await pay(s.token, k.id, { ...body, amount: 6_000_000 }, "pay-2026-11-22-0001");
    expect(reused.statusCode).toBe(422);
    expect((await pay(s.token, k.id, body, "pay-2026-11-22-0002")).statusCode).toBe(201);
    expect((await pay(s.token, k.id, body, "short")).statusCode).toBe(400);
  }, 60_000);

  it("a cancelled payment needs a reason and the right, stays listed, and un-pays its rows", async () => {
    const s = await makeUser(ctx.app, ctx.db(), SALES_RIGHTS);
    const k = await installmentContract(s.token);
    const p1 = (
      await pay(s.token, k.id, { amount: 201_380_000, method: "cash", paidAt: "2026-11-22" })
    ).json();
    await pay(s.token, k.id, { amount: 50_000_000, method: "cash", paidAt: "2026-11-23" });
    const cancel = (token: string, body: object) =>
      ctx.app.inject({
        method: "POST",
        url: `/api/shartnoma/${k.id}/payments/${p1.id}/cancel`,
        headers: auth(token),
        payload: body,
      });
    expect((await cancel(s.token, { reason: "x" })).statusCode).toBe(400);
    const noRight = await makeUser(ctx.app, ctx.db(), { ...SALES_RIGHTS, actions: ["payment_create"] });
    expect((await cancel(noRight.token, { reason: "Kassa xatosi" })).statusCode).toBe(403);
    const done = await cancel(s.token, { reason: "Kassa xatosi" });
    expect(done.json()).toMatchObject({ cancelReason: "Kassa xatosi" });
    expect((await cancel(s.token, { reason: "Kassa xatosi" })).json().code).toBe("PAYMENT_CANCELLED");
    // 50,000,000 left: all of it goes to the down payment now.
    expect((await rows(k.id)).map((r) => r.paid)).toEqual([0, 0, 0, 0]);
    const list = (
      await ctx.app.inject({ url: `/api/shartnoma/${k.id}/payments`, headers: auth(s.token) })
    ).json();
    expect(list).toHaveLength(2);
    const audit = await ctx
      .db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "payment"), eq(auditLog.action, "cancel")));
    expect(audit).toHaveLength(1);
    const history = (
      await ctx.app.inject({ url: `/api/shartnoma/${k.id}/history`, headers: auth(s.token) })
    ).json();
    expect(history.map((h: { action: string }) => h.action)).toEqual(
      expect.arrayContaining(["create", "cancel"]),
    );
  });

  it("paid never exceeds the total and the rows always hold exactly what was paid after the down payment (property-based)", async () => {
    const s = await makeUser(ctx.app, ctx.db(), SALES_RIGHTS);
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 12 }),
        fc.array(fc.integer({ min: 1, max: 300_000_000 }), { minLength: 1, maxLength: 8 }),
        async (months, amounts) => {
          const k = await installmentContract(s.token, { months, downPayment: 101_380_000 });
          for (const amount of amounts)
            await pay(s.token, k.id, { amount, method: "cash", paidAt: "2026-12-01" });
          const live = await ctx
            .db()
            .select()
            .from(payments)
            .where(and(eq(payments.contractId, k.id), isNull(payments.cancelledAt)));
          const paid = live.reduce((sum, p) => sum + p.amount, 0);
          expect(paid).toBeLessThanOrEqual(k.total);
          const r = await rows(k.id);
          expect(r.reduce((sum, x) => sum + x.amount, 0)).toBe(k.total - k.downPayment);
          expect(r.reduce((sum, x) => sum + x.paid, 0)).toBe(Math.max(0, paid - k.downPayment));
          for (const x of r) expect(x.paid).toBeLessThanOrEqual(x.amount);
        },
      ),
      { numRuns: 12 },
    );
  }, 120_000);
});

/** contracts.paid (the column the rules read) and what the payments rows say, side by side. */
async function paidBothWays(contractId: number) {
  const [c] = await ctx
    .db()
    .select({ paid: contracts.paid })
    .from(contracts)
    .where(eq(contracts.id, contractId));
  const live = await ctx
    .db()
    .select()
    .from(payments)
    .where(and(eq(payments.contractId, contractId), isNull(payments.cancelledAt)));
  const sum = live.reduce((s, p) => s + (p.kind === "refund" ? -p.amount : p.amount), 0);
  return { column: c?.paid, rows: sum };
}

// On PostgreSQL (CI) these requests really run at once over the pool; PGlite runs them one by one.
describe("money at once", () => {
  it("ten payments at once of a fifth of what is owed each: five are taken, five refused, never more than owed", async () => {
    const s = await makeUser(ctx.app, ctx.db(), SALES_RIGHTS);
    const k = await installmentContract(s.token);
    const fifth = k.total / 5;
    expect(Number.isInteger(fifth)).toBe(true);
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        pay(s.token, k.id, { amount: fifth, method: "cash", paidAt: "2026-11-23" }, `at-once-${i}-0000`),
      ),
    );
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes).toEqual([...Array(5).fill(201), ...Array(5).fill(409)]);
    for (const a of answers.filter((x) => x.statusCode === 409))
      expect(a.json()).toMatchObject({ code: "OVERPAYMENT", details: { owed: 0 } });
    expect(await paidBothWays(k.id)).toEqual({ column: k.total, rows: k.total });
    const r = await rows(k.id);
    expect(r.every((x) => x.paid === x.amount)).toBe(true);
    // One audit row per payment taken, none for a refused one.
    const audited = await ctx.db().select().from(auditLog).where(eq(auditLog.entity, "payment"));
    expect(
      audited.filter((a) => answers.some((x) => x.statusCode === 201 && String(x.json().id) === a.entityId)),
    ).toHaveLength(5);
  }, 60_000);

  it("two refunds at once, each above half of what is owed back: one is paid, the other refused", async () => {
    const s = await makeUser(ctx.app, ctx.db(), SALES_RIGHTS);
    const k = await installmentContract(s.token);
    await pay(s.token, k.id, { amount: 10_000_000, method: "cash", paidAt: "2026-11-22" });
    const refused = await ctx.app.inject({
      method: "POST",
      url: `/api/shartnoma/${k.id}/otkaz`,
      headers: auth(s.token),
      payload: { reason: "Mijoz voz kechdi" },
    });
    expect(refused.statusCode, refused.body).toBe(200);
    const refund = (key: string) =>
      ctx.app.inject({
        method: "POST",
        url: `/api/shartnoma/${k.id}/refunds`,
        headers: { ...auth(s.token), "idempotency-key": key },
        payload: { amount: 6_000_000, method: "bank_transfer", paidAt: "2026-11-25" },
      });
    const both = await Promise.all([refund("refund-at-once-1"), refund("refund-at-once-2")]);
    expect(both.map((b) => b.statusCode).sort()).toEqual([201, 409]);
    expect(both.find((b) => b.statusCode === 409)?.json()).toMatchObject({
      code: "REFUND_ABOVE_PAID",
      details: { owedBack: 4_000_000 },
    });
    expect(await paidBothWays(k.id)).toEqual({ column: 4_000_000, rows: 4_000_000 });
  }, 60_000);

  it("one key on two contracts at once: one payment, the other request refused as a reused key", async () => {
    const s = await makeUser(ctx.app, ctx.db(), SALES_RIGHTS);
    const a = await installmentContract(s.token);
    const b = await installmentContract(s.token);
    const body = { amount: 1_000_000, method: "cash", paidAt: "2026-11-23" };
    const both = await Promise.all([
      pay(s.token, a.id, body, "shared-key-0001"),
      pay(s.token, b.id, body, "shared-key-0001"),
    ]);
    expect(both.map((x) => x.statusCode).sort()).toEqual([201, 422]);
    const made = await ctx.db().select().from(payments).where(eq(payments.amount, 1_000_000));
    expect(made).toHaveLength(1);
    expect((await paidBothWays(a.id)).column! + (await paidBothWays(b.id)).column!).toBe(1_000_000);
  }, 60_000);

  it("a cancelled payment and a cancelled refund move contracts.paid with the rows", async () => {
    const s = await makeUser(ctx.app, ctx.db(), SALES_RIGHTS);
    const k = await installmentContract(s.token);
    const first = await pay(s.token, k.id, { amount: 7_000_000, method: "cash", paidAt: "2026-11-22" });
    await pay(s.token, k.id, { amount: 3_000_000, method: "card", paidAt: "2026-11-22" });
    expect(await paidBothWays(k.id)).toEqual({ column: 10_000_000, rows: 10_000_000 });
    const cancel = await ctx.app.inject({
      method: "POST",
      url: `/api/shartnoma/${k.id}/payments/${first.json().id}/cancel`,
      headers: auth(s.token),
      payload: { reason: "Xato kiritilgan" },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(await paidBothWays(k.id)).toEqual({ column: 3_000_000, rows: 3_000_000 });
  });
});

describe("refusal (otkaz)", () => {
  it("refuses with a reason: the unit is free at once, the client refused, paid money still shown, no second refusal", async () => {
    const s = await makeUser(ctx.app, ctx.db(), SALES_RIGHTS);
    const k = await installmentContract(s.token);
    await pay(s.token, k.id, { amount: 10_000_000, method: "cash", paidAt: "2026-11-22" });
    const refuse = (body: object) =>
      ctx.app.inject({
        method: "POST",
        url: `/api/shartnoma/${k.id}/otkaz`,
        headers: auth(s.token),
        payload: body,
      });
    expect((await refuse({})).statusCode).toBe(400);
    const done = await refuse({ reason: "Mijoz boshqa uy tanladi" });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({
      status: "refused",
      refusalReason: "Mijoz boshqa uy tanladi",
      paid: 10_000_000,
    });
    const [unit] = await ctx.db().select().from(units).where(eq(units.id, k.unitId));
    expect(unit?.status).toBe("available");
    const card = (await ctx.app.inject({ url: `/api/client/${k.clientId}`, headers: auth(s.token) })).json();
    expect(card.step).toBe("refused");
    expect((await refuse({ reason: "Yana bir bor" })).json().code).toBe("CONTRACT_CLOSED");
    expect((await pay(s.token, k.id, { amount: 1, method: "cash", paidAt: "2026-11-23" })).json().code).toBe(
      "CONTRACT_CLOSED",
    );
    // Money back: never more than was paid, and once per Idempotency-Key.
    const refund = (amount: number, key?: string) =>
      ctx.app.inject({
        method: "POST",
        url: `/api/shartnoma/${k.id}/refunds`,
        headers: { ...auth(s.token), ...(key ? { "idempotency-key": key } : {}) },
        payload: { amount, method: "bank_transfer", paidAt: "2026-11-25" },
      });
    expect((await refund(10_000_001)).json()).toMatchObject({
      code: "REFUND_ABOVE_PAID",
      details: { owedBack: 10_000_000 },
    });
    const back = await Promise.all([
      refund(4_000_000, "refund-key-0001"),
      refund(4_000_000, "refund-key-0001"),
    ]);
    expect(back.map((b) => b.json().id)).toEqual([back[0]!.json().id, back[0]!.json().id]);
    const after = (
      await ctx.app.inject({ url: `/api/shartnoma?status=refused`, headers: auth(s.token) })
    ).json();
    expect(after.items[0]).toMatchObject({ owedBack: 6_000_000, refunded: 4_000_000, balance: 0 });
    // The cap is what is left: a second refund above it is refused, not cut down.
    const second = await refund(6_000_001);
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({ code: "REFUND_ABOVE_PAID", details: { owedBack: 6_000_000 } });
    // The payment whose money was partly paid back cannot be cancelled under the refund.
    const received = (
      await ctx.app.inject({ url: `/api/shartnoma/${k.id}/payments`, headers: auth(s.token) })
    ).json() as { id: number; kind: string }[];
    const paymentId = received.find((p) => p.kind === "payment")?.id;
    const cancel = await ctx.app.inject({
      method: "POST",
      url: `/api/shartnoma/${k.id}/payments/${paymentId}/cancel`,
      headers: auth(s.token),
      payload: { reason: "Xato kiritilgan" },
    });
    expect(cancel.json().code).toBe("PAYMENT_CANCEL_REFUNDED");
    // The unit can be sold again.
    const again = await makeClient(ctx.app, s.token);
    const org = await makeSeller(ctx.db());
    const resold = await ctx.app.inject({
      method: "POST",
      url: "/api/shartnoma",
      headers: auth(s.token),
      payload: { clientId: again.id, unitId: k.unitId, paymentType: "full", sellerOrganisationId: org.id },
    });
    expect(resold.statusCode).toBe(201);
  });

  it("the client's step follows all their contracts: refusing one of two keeps it, signing again revives a refused client", async () => {
    const s = await makeUser(ctx.app, ctx.db(), SALES_RIGHTS);
    const org = await makeSeller(ctx.db());
    const [u1, u2, u3] = await makeFreeUnits(ctx.db(), 3);
    const c = await makeClient(ctx.app, s.token);
    const sign = async (unitId: number) => {
      const res = await ctx.app.inject({
        method: "POST",
        url: "/api/shartnoma",
        headers: auth(s.token),
        payload: { clientId: c.id, unitId, paymentType: "full", sellerOrganisationId: org.id },
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json() as { id: number };
    };
    const refuse = (id: number) =>
      ctx.app.inject({
        method: "POST",
        url: `/api/shartnoma/${id}/otkaz`,
        headers: auth(s.token),
        payload: { reason: "Mijoz fikridan qaytdi" },
      });
    const step = async () =>
      (await ctx.app.inject({ url: `/api/client/${c.id}`, headers: auth(s.token) })).json().step;
    const first = await sign(u1!.id);
    const second = await sign(u2!.id);
    expect(await step()).toBe("contract");
    expect((await refuse(first.id)).statusCode).toBe(200);
    expect(await step()).toBe("contract");
    expect((await refuse(second.id)).statusCode).toBe(200);
    expect(await step()).toBe("refused");
    await sign(u3!.id);
    expect(await step()).toBe("contract");
    // An organisation deal names a paying organisation that exists.
    const unknownBuyer = await ctx.app.inject({
      method: "POST",
      url: "/api/shartnoma",
      headers: auth(s.token),
      payload: {
        clientId: c.id,
        unitId: u1!.id,
        paymentType: "organisation",
        downPayment: 1_000_000,
        sellerOrganisationId: org.id,
        buyerOrganisationId: 2_147_483_647,
      },
    });
    expect(unknownBuyer.statusCode).toBe(400);
    expect(unknownBuyer.json().code).toBe("BAD_REQUEST");
  });

  it("concludes a direct deal once the down payment is in; a bank deal goes to the lower bank stage instead", async () => {
    const s = await makeUser(ctx.app, ctx.db(), {
      ...SALES_RIGHTS,
      actions: [...SALES_RIGHTS.actions, "contract_edit"],
    });
    const k = await installmentContract(s.token);
    const act = (id: number, what: string, payload?: object) =>
      ctx.app.inject({
        method: "POST",
        url: `/api/shartnoma/${id}/${what}`,
        headers: auth(s.token),
        ...(payload ? { payload } : {}),
      });
    expect((await act(k.id, "conclude")).json().code).toBe("DOWN_PAYMENT_MISSING");
    await pay(s.token, k.id, { amount: k.downPayment, method: "cash", paidAt: "2026-11-22" });
    const done = await act(k.id, "conclude");
    expect(done.json()).toMatchObject({ status: "concluded" });
    expect(done.json().steps.map((x: { status: string }) => x.status)).toEqual(["in_process", "concluded"]);
    const [unit] = await ctx.db().select().from(units).where(eq(units.id, k.unitId));
    expect(unit?.status).toBe("sold");
    // The unit's own history says it was sold, in the same transaction as the contract's step.
    const unitAudit = await ctx
      .db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "unit"), eq(auditLog.entityId, String(k.unitId))))
      .orderBy(auditLog.id);
    expect(unitAudit.map((a) => a.action)).toEqual(["sell", "sold"]);
    expect((await act(k.id, "conclude")).json().code).toBe("CONTRACT_WRONG_STATUS");

    const org = await makeSeller(ctx.db());
    const [u] = await makeFreeUnits(ctx.db(), 1);
    const c = await makeClient(ctx.app, s.token);
    const m = (
      await ctx.app.inject({
        method: "POST",
        url: "/api/shartnoma",
        headers: auth(s.token),
        payload: {
          clientId: c.id,
          unitId: u!.id,
          paymentType: "mortgage",
          downPayment: 100_000_000,
          sellerOrganisationId: org.id,
        },
      })
    ).json();
    expect((await act(m.id, "conclude")).json().code).toBe("CONTRACT_WRONG_STATUS");
    await pay(s.token, m.id, { amount: 100_000_000, method: "card", paidAt: "2026-11-22" });
    expect((await act(m.id, "bank", { bankId: 999_999 })).statusCode).toBe(400);
    const bankId = (await ctx.db().select().from(banks).limit(1))[0]!.id;
    const sent = await act(m.id, "bank", { bankId, note: "Hujjatlar toʻliq" });
    const apps = await ctx.db().select().from(bankApplications).where(eq(bankApplications.contractId, m.id));
    expect(apps).toEqual([
      expect.objectContaining({ level: "lower", status: "new", amountRequested: m.total - 100_000_000 }),
    ]);
    // The answer is the new application's id; the contract is at the lower bank stage.
    expect(sent.json()).toEqual({ id: apps[0]!.id });
    const [moved] = await ctx.db().select().from(contracts).where(eq(contracts.id, m.id));
    expect(moved?.status).toBe("bank_lower");
    const viewer = await makeUser(ctx.app, ctx.db(), { pages: ["contract"] });
    expect(
      (
        await ctx.app.inject({
          method: "POST",
          url: `/api/shartnoma/${m.id}/conclude`,
          headers: auth(viewer.token),
        })
      ).statusCode,
    ).toBe(403);
  });

  it("a new schedule is a new version: the old rows kept, the new ones sum to the rest, payments spread over them", async () => {
    const s = await makeUser(ctx.app, ctx.db(), {
      ...SALES_RIGHTS,
      actions: [...SALES_RIGHTS.actions, "contract_edit"],
    });
    const k = await installmentContract(s.token); // 4 × 100,000,000 after a 101,380,000 down payment
    await pay(s.token, k.id, { amount: 251_380_000, method: "cash", paidAt: "2026-11-22" });
    const res = await ctx.app.inject({
      method: "POST",
      url: `/api/shartnoma/${k.id}/schedule`,
      headers: auth(s.token),
      payload: { months: 8, firstDueDate: "2027-01-15", reason: "Qayta tuzildi: mijoz iltimosi" },
    });
    expect(res.statusCode, res.body).toBe(200);
    const detail = res.json();
    expect(detail).toMatchObject({ scheduleVersion: 2, months: 8 });
    expect(detail.schedule).toHaveLength(8);
    expect(detail.schedule[0]).toMatchObject({
      version: 2,
      dueDate: "2027-01-15",
      amount: 50_000_000,
      paid: 50_000_000,
    });
    expect(detail.schedule[1]).toMatchObject({ dueDate: "2027-02-15", paid: 50_000_000 });
    expect(detail.schedule[2].paid).toBe(50_000_000);
    expect(detail.schedule[3].paid).toBe(0);
    const old = await ctx
      .db()
      .select()
      .from(scheduleItems)
      .where(and(eq(scheduleItems.contractId, k.id), eq(scheduleItems.version, 1)));
    expect(old).toHaveLength(4);
    const full = await ctx.app.inject({
      method: "POST",
      url: `/api/shartnoma/${k.id}/schedule`,
      headers: auth(s.token),
      payload: { months: 0, firstDueDate: "2027-01-15", reason: "xato" },
    });
    expect(full.statusCode).toBe(400);
  });
});
