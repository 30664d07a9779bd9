import type { BankStatusBody } from "@makon/shared";
import { and, asc, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import {
  auditLog,
  bankApplications,
  contractSteps,
  contracts,
  notifications,
  payments,
  scheduleItems,
  units,
  users,
} from "../src/db/schema";
import { createBank } from "../src/modules/banks/banks.admin.service";
import { makeFreeUnits, makeSeller, SALES_RIGHTS } from "./helpers/sales-fixtures";
import { auth, makeUser, nextPhone, type TestUser, useTestApp } from "./helpers/test-app";

const ctx = useTestApp();

const PDF = Buffer.from("%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n");
const REQUIRED = ["passport", "income", "preliminary_contract"];
const DOWN = 100_000_000;

interface People {
  seller: TestUser;
  worker: TestUser;
  worker2: TestUser;
  head: TestUser;
  upperWorker: TestUser;
  upperHead: TestUser;
  inactive: TestUser;
  outsider: TestUser;
}
const p = {} as People;
const b = { head: 0, branch: 0, otherHead: 0, otherBranch: 0 };

let mfo = 61_000;
async function bank(name: string, parentId: number | null = null) {
  mfo++;
  return (await createBank(ctx.db(), { name, mfo: String(mfo), parentId }, null as never)).id;
}

const post = (token: string, url: string, payload?: object) =>
  ctx.app.inject({ method: "POST", url, headers: auth(token), ...(payload ? { payload } : {}) });

const move = (token: string, id: number, body: object) => post(token, `/api/ariza/${id}/status`, body);
const assign = (token: string, id: number, assigneeId: number) =>
  post(token, `/api/ariza/${id}/assign`, { assigneeId });

/** Moves that must succeed, with the answer checked. */
async function moveOk(token: string, id: number, body: BankStatusBody) {
  const res = await move(token, id, body);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json()).toEqual({ id, status: body.status });
}

async function upload(token: string, id: number, kinds = REQUIRED) {
  for (const kind of kinds) {
    const res = await ctx.app.inject({
      method: "PUT",
      url: `/api/ariza/${id}/documents/${kind}`,
      headers: { ...auth(token), "content-type": "application/pdf" },
      payload: PDF,
    });
    expect(res.statusCode, res.body).toBe(200);
  }
}

/** A deal of this payment type with its down payment paid, still in process. */
async function paidDeal(paymentType: "mortgage" | "subsidy" | "organisation" = "mortgage") {
  const org = await makeSeller(ctx.db());
  const [unit] = await makeFreeUnits(ctx.db(), 1);
  const client = await post(p.seller.token, "/api/client", {
    fullName: "Bank Mijoz",
    phone: nextPhone(),
    source: "reception",
  });
  expect(client.statusCode, client.body).toBe(201);
  const made = await post(p.seller.token, "/api/shartnoma", {
    clientId: client.json().id,
    unitId: unit!.id,
    paymentType,
    downPayment: DOWN,
    sellerOrganisationId: org.id,
    // Any live organisation pays for an organisation deal; the seller's own will do here.
    ...(paymentType === "organisation" ? { buyerOrganisationId: org.id } : {}),
    date: "2026-11-22",
  });
  expect(made.statusCode, made.body).toBe(201);
  const c = made.json() as { id: number; number: string; total: number };
  const paid = await post(p.seller.token, `/api/shartnoma/${c.id}/payments`, {
    amount: DOWN,
    method: "cash",
    paidAt: "2026-11-22",
  });
  expect(paid.statusCode, paid.body).toBe(201);
  return { ...c, unitId: unit!.id };
}

/** Sends a contract to a bank's lower level: the new application's id. */
async function send(contractId: number, bankId: number) {
  const sent = await post(p.seller.token, `/api/shartnoma/${contractId}/bank`, {
    bankId,
    note: "Hujjatlar tayyor",
  });
  expect(sent.statusCode, sent.body).toBe(200);
  return (sent.json() as { id: number }).id;
}

/** A deal sent to `bankId`: the contract and its lower application. */
async function sentDeal(
  paymentType: "mortgage" | "subsidy" | "organisation" = "mortgage",
  bankId = b.branch,
) {
  const c = await paidDeal(paymentType);
  return { ...c, lowerId: await send(c.id, bankId) };
}

const application = async (id: number) =>
  (await ctx.db().select().from(bankApplications).where(eq(bankApplications.id, id)))[0]!;
const contract = async (id: number) =>
  (await ctx.db().select().from(contracts).where(eq(contracts.id, id)))[0]!;
const steps = (contractId: number) =>
  ctx
    .db()
    .select({ status: contractSteps.status, note: contractSteps.note })
    .from(contractSteps)
    .where(eq(contractSteps.contractId, contractId))
    .orderBy(asc(contractSteps.id));
const audits = async (id: number) =>
  (
    await ctx
      .db()
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.entity, "bank_application"), eq(auditLog.entityId, String(id))))
      .orderBy(asc(auditLog.id))
  ).map((a) => a.action);
const noticesOf = (userId: number) =>
  ctx
    .db()
    .select({ kind: notifications.kind, params: notifications.params, link: notifications.link })
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(asc(notifications.id));
const upperOf = async (contractId: number) =>
  (
    await ctx
      .db()
      .select()
      .from(bankApplications)
      .where(and(eq(bankApplications.contractId, contractId), eq(bankApplications.level, "upper")))
      .orderBy(asc(bankApplications.id))
  ).at(-1)!;

/** The lower application worked through to under_review by the worker it was assigned to. */
async function toReview(id: number, worker = p.worker, head = p.head) {
  const a = await assign(head.token, id, worker.id);
  expect(a.statusCode, a.body).toBe(200);
  await upload(worker.token, id);
  await moveOk(worker.token, id, { status: "documents_submitted" });
  await moveOk(worker.token, id, { status: "under_review", note: "Bankka topshirildi" });
}

/** A deal through the lower level, approved for `amount`: the contract and its upper application's id. */
async function atUpper(amount?: number, paymentType?: "mortgage" | "subsidy" | "organisation") {
  const d = await sentDeal(paymentType);
  await toReview(d.lowerId);
  const requested = d.total - DOWN;
  await moveOk(p.head.token, d.lowerId, { status: "approved", amountApproved: amount ?? requested });
  return { ...d, upperId: (await upperOf(d.id)).id };
}

beforeAll(async () => {
  const sales = { ...SALES_RIGHTS, actions: [...SALES_RIGHTS.actions, "contract_edit"] };
  p.seller = await makeUser(ctx.app, ctx.db(), { ...sales, name: "Sotuv Menejeri" });
  const lower = { pages: ["quyi_bank", "quyi_bank_in"] };
  const upper = { pages: ["yuqori_bank", "yuqori_bank_in"] };
  p.worker = await makeUser(ctx.app, ctx.db(), { ...lower, actions: ["bank_lower_work"] });
  p.worker2 = await makeUser(ctx.app, ctx.db(), { ...lower, actions: ["bank_lower_work"] });
  p.head = await makeUser(ctx.app, ctx.db(), {
    pages: [...lower.pages, "quyi_bank_boss"],
    actions: ["bank_lower_decide"],
  });
  p.upperWorker = await makeUser(ctx.app, ctx.db(), { ...upper, actions: ["bank_upper_work"] });
  p.upperHead = await makeUser(ctx.app, ctx.db(), {
    pages: [...upper.pages, "yuqori_bank_boss"],
    actions: ["bank_upper_decide"],
  });
  p.inactive = await makeUser(ctx.app, ctx.db(), { ...lower, actions: ["bank_lower_work"] });
  await ctx.db().update(users).set({ active: false }).where(eq(users.id, p.inactive.id));
  p.outsider = await makeUser(ctx.app, ctx.db(), { pages: ["contract"] });
  b.head = await bank("Ipoteka bank");
  b.branch = await bank("Ipoteka bank Chilonzor", b.head);
  b.otherHead = await bank("Xalq bank");
  b.otherBranch = await bank("Xalq bank Sergeli", b.otherHead);
});

describe("POST /api/shartnoma/{id}/bank", () => {
  it("answers the new lower application's id and audits it; an unknown bank is a 400 with a code", async () => {
    const c = await paidDeal();
    const unknown = await post(p.seller.token, `/api/shartnoma/${c.id}/bank`, { bankId: 2_000_000_000 });
    expect([unknown.statusCode, unknown.json().code]).toEqual([400, "BANK_UNKNOWN"]);
    const past = await post(p.seller.token, `/api/shartnoma/${c.id}/bank`, { bankId: 2_147_483_648 });
    expect(past.statusCode).toBe(400);
    // A head office takes applications as its own branch.
    const id = await send(c.id, b.head);
    expect(await application(id)).toMatchObject({
      contractId: c.id,
      level: "lower",
      status: "new",
      bankId: b.head,
      amountRequested: c.total - DOWN,
      note: "Hujjatlar tayyor",
    });
    expect(await audits(id)).toEqual(["create"]);
    expect((await contract(c.id)).status).toBe("bank_lower");
    const again = await post(p.seller.token, `/api/shartnoma/${c.id}/bank`, { bankId: b.branch });
    expect([again.statusCode, again.json().code]).toEqual([409, "CONTRACT_WRONG_STATUS"]);
  });
});

describe("the two levels, lower → upper → funded", () => {
  it("takes a mortgage from the branch to the head office's money: payment, conclusion, steps, audit, notifications", async () => {
    const d = await sentDeal();
    const requested = d.total - DOWN;
    await toReview(d.lowerId);
    const lower = await application(d.lowerId);
    expect(lower).toMatchObject({ status: "under_review", assigneeId: p.worker.id });
    expect(lower.submittedAt).toBeInstanceOf(Date);

    await moveOk(p.head.token, d.lowerId, { status: "approved", amountApproved: requested, note: "Yaxshi" });
    expect(await application(d.lowerId)).toMatchObject({
      status: "approved",
      amountApproved: requested,
      decidedById: p.head.id,
    });
    const upper = await upperOf(d.id);
    // The branch's head office, for the approved amount.
    expect(upper).toMatchObject({
      level: "upper",
      status: "new",
      bankId: b.head,
      amountRequested: requested,
    });
    expect((await contract(d.id)).status).toBe("bank_upper");

    expect((await assign(p.upperHead.token, upper.id, p.upperWorker.id)).statusCode).toBe(200);
    await upload(p.upperWorker.token, upper.id);
    await moveOk(p.upperWorker.token, upper.id, { status: "documents_submitted" });
    await moveOk(p.upperWorker.token, upper.id, { status: "under_review" });
    await moveOk(p.upperHead.token, upper.id, {
      status: "approved",
      amountApproved: requested,
      loanNumber: "KR-2026/15",
    });
    await moveOk(p.upperHead.token, upper.id, {
      status: "funded",
      fundedAmount: requested,
      fundedAt: "2026-11-24",
    });

    const funded = await application(upper.id);
    expect(funded).toMatchObject({ status: "funded", fundedAmount: requested, loanNumber: "KR-2026/15" });
    const bankPayments = await ctx.db().select().from(payments).where(eq(payments.contractId, d.id));
    expect(bankPayments.map((x) => [x.method, x.amount])).toEqual([
      ["cash", DOWN],
      ["bank_loan", requested],
    ]);
    const loan = bankPayments.find((x) => x.method === "bank_loan")!;
    expect(funded.paymentId).toBe(loan.id);
    expect(loan).toMatchObject({ paidAt: "2026-11-24", receiptNumber: "KR-2026/15", userId: p.upperHead.id });

    const c = await contract(d.id);
    expect(c).toMatchObject({ status: "concluded", paid: d.total });
    const [unit] = await ctx.db().select().from(units).where(eq(units.id, d.unitId));
    expect(unit?.status).toBe("sold");
    const rows = await ctx.db().select().from(scheduleItems).where(eq(scheduleItems.contractId, d.id));
    expect(rows.every((r) => r.paid === r.amount)).toBe(true);

    expect(await steps(d.id)).toEqual([
      { status: "in_process", note: null },
      { status: "bank_lower", note: "Hujjatlar tayyor" },
      { status: "bank_lower", note: "Hujjatlar topshirilgan" },
      { status: "bank_lower", note: "Koʻrib chiqilmoqda: Bankka topshirildi" },
      { status: "bank_upper", note: "Tasdiqlangan: Yaxshi" },
      { status: "bank_upper", note: "Hujjatlar topshirilgan" },
      { status: "bank_upper", note: "Koʻrib chiqilmoqda" },
      { status: "bank_upper", note: "Tasdiqlangan" },
      { status: "concluded", note: "Mablagʻ oʻtkazilgan" },
    ]);
    // The road's stages: each the step that first reached it, never a later note at it.
    const detail = await ctx.app.inject({ url: `/api/shartnoma/${d.id}`, headers: auth(p.seller.token) });
    const all = await ctx
      .db()
      .select({ id: contractSteps.id, status: contractSteps.status, userId: contractSteps.userId })
      .from(contractSteps)
      .where(eq(contractSteps.contractId, d.id))
      .orderBy(asc(contractSteps.id));
    const first = (status: string) => all.find((x) => x.status === status);
    expect(detail.json().stages.map((s: { id: number; status: string }) => [s.status, s.id])).toEqual(
      ["in_process", "bank_lower", "bank_upper", "concluded"].map((s) => [s, first(s)?.id]),
    );
    expect(["in_process", "bank_lower", "bank_upper", "concluded"].map((s) => first(s)?.userId)).toEqual([
      p.seller.id,
      p.seller.id,
      p.head.id,
      p.upperHead.id,
    ]);
    expect(await audits(d.lowerId)).toEqual([
      "create",
      "assign",
      "document",
      "document",
      "document",
      "documents_submitted",
      "under_review",
      "approved",
    ]);
    expect(await audits(upper.id)).toEqual([
      "create",
      "assign",
      "document",
      "document",
      "document",
      "documents_submitted",
      "under_review",
      "approved",
      "funded",
    ]);
    const paymentAudit = await ctx
      .db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "payment"), eq(auditLog.entityId, String(loan.id))));
    expect(paymentAudit.map((a) => a.action)).toEqual(["create"]);

    const toSeller = (await noticesOf(p.seller.id)).filter((n) => n.params.contractNumber === d.number);
    expect(toSeller).toEqual([
      {
        kind: "bank_decided",
        params: expect.objectContaining({ level: "lower", status: "approved", amount: requested }),
        link: `/shartnoma_jarayon/${d.id}`,
      },
      {
        kind: "bank_decided",
        params: expect.objectContaining({ level: "upper", status: "approved", amount: requested }),
        link: `/shartnoma_jarayon/${d.id}`,
      },
      {
        kind: "bank_funded",
        params: expect.objectContaining({ amount: requested }),
        link: `/shartnoma_jarayon/${d.id}`,
      },
    ]);
    const toWorker = (await noticesOf(p.upperWorker.id)).filter((n) => n.params.contractNumber === d.number);
    expect(toWorker).toEqual([
      {
        kind: "bank_assigned",
        params: { contractNumber: d.number, level: "upper", applicationId: upper.id },
        link: `/yuqori_bank_in/${upper.id}`,
      },
    ]);

    // Decided once: the money again, or another decision, is refused.
    const again = await move(p.upperHead.token, upper.id, {
      status: "funded",
      fundedAmount: requested,
      fundedAt: "2026-11-24",
    });
    expect([again.statusCode, again.json().code]).toEqual([409, "BANK_ALREADY_DECIDED"]);
  });

  it("records a subsidy's money as subsidy and an organisation's as a bank transfer", async () => {
    for (const [type, method] of [
      ["subsidy", "subsidy"],
      ["organisation", "bank_transfer"],
    ] as const) {
      const d = await atUpper(undefined, type);
      await assign(p.upperHead.token, d.upperId, p.upperWorker.id);
      await upload(p.upperWorker.token, d.upperId);
      await moveOk(p.upperWorker.token, d.upperId, { status: "documents_submitted" });
      await moveOk(p.upperWorker.token, d.upperId, { status: "under_review" });
      const amount = d.total - DOWN;
      await moveOk(p.upperHead.token, d.upperId, { status: "approved", amountApproved: amount });
      // No loan agreement number at approval: it is needed with the money.
      const without = await move(p.upperHead.token, d.upperId, {
        status: "funded",
        fundedAmount: amount,
        fundedAt: "2026-11-24",
      });
      expect([without.statusCode, without.json().code]).toEqual([400, "BANK_FUNDING_INVALID"]);
      await moveOk(p.upperHead.token, d.upperId, {
        status: "funded",
        fundedAmount: amount,
        fundedAt: "2026-11-24",
        loanNumber: "S-1",
      });
      const made = await ctx.db().select().from(payments).where(eq(payments.contractId, d.id));
      expect(made.map((x) => x.method)).toEqual(["cash", method]);
      expect((await contract(d.id)).status).toBe("concluded");
    }
  });

  it("an approval below the amount asked leaves the rest owed by the client", async () => {
    const d = await sentDeal();
    const requested = d.total - DOWN;
    await toReview(d.lowerId);
    const over = await move(p.head.token, d.lowerId, { status: "approved", amountApproved: requested + 1 });
    expect([over.statusCode, over.json().code]).toEqual([400, "BANK_AMOUNT_INVALID"]);
    const zero = await move(p.head.token, d.lowerId, { status: "approved", amountApproved: 0 });
    expect([zero.statusCode, zero.json().code]).toEqual([400, "BANK_AMOUNT_INVALID"]);
    const none = await move(p.head.token, d.lowerId, { status: "approved" });
    expect([none.statusCode, none.json().code]).toEqual([400, "BANK_AMOUNT_INVALID"]);
    const less = requested - 50_000_000;
    await moveOk(p.head.token, d.lowerId, { status: "approved", amountApproved: less });
    const upper = await upperOf(d.id);
    expect(upper.amountRequested).toBe(less);

    await assign(p.upperHead.token, upper.id, p.upperWorker.id);
    await upload(p.upperWorker.token, upper.id);
    await moveOk(p.upperWorker.token, upper.id, { status: "documents_submitted" });
    await moveOk(p.upperWorker.token, upper.id, { status: "under_review" });
    await moveOk(p.upperHead.token, upper.id, {
      status: "approved",
      amountApproved: less,
      loanNumber: "K-9",
    });
    const above = await move(p.upperHead.token, upper.id, {
      status: "funded",
      fundedAmount: less + 1,
      fundedAt: "2026-11-24",
    });
    expect([above.statusCode, above.json().code]).toEqual([400, "BANK_FUNDING_INVALID"]);
    const badDay = await move(p.upperHead.token, upper.id, {
      status: "funded",
      fundedAmount: less,
      fundedAt: "2026-02-30",
    });
    expect(badDay.statusCode).toBe(400);
    await moveOk(p.upperHead.token, upper.id, {
      status: "funded",
      fundedAmount: less,
      fundedAt: "2026-11-24",
    });
    const c = await contract(d.id);
    // Paid less than agreed: not concluded; the client still owes the difference.
    expect(c).toMatchObject({ status: "bank_upper", paid: DOWN + less });
    expect(c.total - c.paid).toBe(50_000_000);
    expect((await steps(d.id)).at(-1)).toEqual({ status: "bank_upper", note: "Mablagʻ oʻtkazilgan" });
    const [unit] = await ctx.db().select().from(units).where(eq(units.id, d.unitId));
    expect(unit?.status).not.toBe("sold");
    // The manager re-plans the rest as the client's monthly rows: the bank's money fills the
    // earliest, 50 million stays to pay over the new rows.
    const replanned = await post(p.seller.token, `/api/shartnoma/${d.id}/schedule`, {
      months: 2,
      firstDueDate: "2026-12-25",
      reason: "Bank kamroq ajratdi",
    });
    expect(replanned.statusCode, replanned.body).toBe(200);
    const c2 = await contract(d.id);
    const rows = await ctx
      .db()
      .select()
      .from(scheduleItems)
      .where(and(eq(scheduleItems.contractId, d.id), eq(scheduleItems.version, c2.scheduleVersion)));
    expect(rows.reduce((sum, r) => sum + r.amount, 0)).toBe(d.total - DOWN);
    expect(rows.reduce((sum, r) => sum + r.amount - r.paid, 0)).toBe(50_000_000);
    // The client pays the rest; then, and only then, the manager concludes it.
    const early = await post(p.seller.token, `/api/shartnoma/${d.id}/conclude`);
    expect([early.statusCode, early.json().code]).toEqual([409, "CONTRACT_NOT_PAID"]);
    const rest = await post(p.seller.token, `/api/shartnoma/${d.id}/payments`, {
      amount: 50_000_000,
      method: "cash",
      paidAt: "2026-11-24",
    });
    expect(rest.statusCode, rest.body).toBe(201);
    const done = await post(p.seller.token, `/api/shartnoma/${d.id}/conclude`);
    expect(done.statusCode, done.body).toBe(200);
    expect(await contract(d.id)).toMatchObject({ status: "concluded", paid: d.total });
    const [sold] = await ctx.db().select().from(units).where(eq(units.id, d.unitId));
    expect(sold?.status).toBe("sold");
  });

  it("a bank deal is not concluded by hand before the head office's money", async () => {
    const d = await sentDeal();
    const res = await post(p.seller.token, `/api/shartnoma/${d.id}/conclude`);
    expect([res.statusCode, res.json().code]).toEqual([409, "CONTRACT_WRONG_STATUS"]);
    expect((await contract(d.id)).status).toBe("bank_lower");
  });
});

describe("rejection", () => {
  it("at the lower level returns the contract to the sales manager with the reason; another bank may be asked", async () => {
    const d = await sentDeal();
    const noReason = await move(p.head.token, d.lowerId, { status: "rejected" });
    expect([noReason.statusCode, noReason.json().code]).toEqual([400, "BANK_REASON_REQUIRED"]);
    await moveOk(p.head.token, d.lowerId, { status: "rejected", reason: "Daromad yetarli emas" });
    expect(await application(d.lowerId)).toMatchObject({
      status: "rejected",
      rejectionReason: "Daromad yetarli emas",
      decidedById: p.head.id,
    });
    expect((await contract(d.id)).status).toBe("in_process");
    expect((await steps(d.id)).at(-1)).toEqual({ status: "in_process", note: "Daromad yetarli emas" });
    const told = (await noticesOf(p.seller.id)).filter((n) => n.params.contractNumber === d.number);
    expect(told).toEqual([
      {
        kind: "bank_decided",
        params: expect.objectContaining({
          level: "lower",
          status: "rejected",
          reason: "Daromad yetarli emas",
        }),
        link: `/shartnoma_jarayon/${d.id}`,
      },
    ]);
    const next = await send(d.id, b.otherBranch);
    expect(next).not.toBe(d.lowerId);
    expect((await contract(d.id)).status).toBe("bank_lower");
  });

  it("after a rejection the manager may change the payment type: a new schedule, no bank stage", async () => {
    const d = await sentDeal();
    const path = `/api/shartnoma/${d.id}/payment-type`;
    const body = { paymentType: "installment", downPayment: DOWN, months: 12, reason: "Bank rad etdi" };
    // Not while a bank is looking at it.
    const atBank = await post(p.seller.token, path, body);
    expect([atBank.statusCode, atBank.json().code]).toEqual([409, "CONTRACT_WRONG_STATUS"]);
    await moveOk(p.head.token, d.lowerId, { status: "rejected", reason: "Daromad yetarli emas" });
    const noMonths = await post(p.seller.token, path, { ...body, months: 0 });
    expect(noMonths.statusCode).toBe(400);
    const tooMuch = await post(p.seller.token, path, { ...body, downPayment: d.total });
    expect([tooMuch.statusCode, tooMuch.json().code]).toEqual([400, "PAYMENT_PLAN_INVALID"]);
    const changed = await post(p.seller.token, path, body);
    expect(changed.statusCode, changed.body).toBe(200);
    const c = await contract(d.id);
    expect(c).toMatchObject({ paymentType: "installment", months: 12, status: "in_process", paid: DOWN });
    const rows = await ctx
      .db()
      .select()
      .from(scheduleItems)
      .where(and(eq(scheduleItems.contractId, d.id), eq(scheduleItems.version, c.scheduleVersion)));
    expect(rows).toHaveLength(12);
    expect(rows.reduce((sum, r) => sum + r.amount, 0)).toBe(d.total - DOWN);
    expect((await steps(d.id)).at(-1)).toEqual({ status: "in_process", note: "Bank rad etdi" });
    // An installment deal now: concluded from the contract, never sent to a bank.
    const sent = await post(p.seller.token, `/api/shartnoma/${d.id}/bank`, { bankId: b.branch });
    expect([sent.statusCode, sent.json().code]).toEqual([409, "CONTRACT_WRONG_STATUS"]);
    const done = await post(p.seller.token, `/api/shartnoma/${d.id}/conclude`);
    expect(done.statusCode, done.body).toBe(200);
    expect((await contract(d.id)).status).toBe("concluded");
  });

  it("at the upper level returns it too, and a new lower application may be opened beside the branch's approval", async () => {
    const d = await atUpper();
    await moveOk(p.upperHead.token, d.upperId, { status: "rejected", reason: "Garov yetarli emas" });
    expect((await contract(d.id)).status).toBe("in_process");
    expect((await steps(d.id)).at(-1)).toEqual({ status: "in_process", note: "Garov yetarli emas" });
    // The branch's approval stays as history.
    expect((await application(d.lowerId)).status).toBe("approved");
    const next = await send(d.id, b.otherBranch);
    await toReview(next);
    await moveOk(p.head.token, next, { status: "approved", amountApproved: d.total - DOWN });
    const upper = await upperOf(d.id);
    expect(upper).toMatchObject({ status: "new", bankId: b.otherHead });
    expect(upper.id).not.toBe(d.upperId);
  });
});

describe("papers at the head office", () => {
  it("the upper application starts with the branch's papers, each replaceable there alone", async () => {
    const d = await atUpper();
    const detail = await ctx.app.inject({ url: `/api/ariza/${d.upperId}`, headers: auth(p.upperHead.token) });
    expect(detail.statusCode, detail.body).toBe(200);
    const papers = detail.json().documents as { kind: string; fileName: string; size: number }[];
    expect(papers.map((x) => x.kind).sort()).toEqual([...REQUIRED].sort());
    expect(papers.every((x) => x.size === PDF.length && x.fileName.includes(`-${d.upperId}.`))).toBe(true);
    // Nothing uploaded again: the papers are in, so the worker moves on at once.
    expect((await assign(p.upperHead.token, d.upperId, p.upperWorker.id)).statusCode).toBe(200);
    await moveOk(p.upperWorker.token, d.upperId, { status: "documents_submitted" });

    // Replaced at the head office, the branch's copy stays as it was.
    const other = await atUpper();
    const newer = Buffer.concat([PDF, Buffer.from("% yangi\n")]);
    expect((await assign(p.upperHead.token, other.upperId, p.upperWorker.id)).statusCode).toBe(200);
    const put = await ctx.app.inject({
      method: "PUT",
      url: `/api/ariza/${other.upperId}/documents/passport`,
      headers: { ...auth(p.upperWorker.token), "content-type": "application/pdf" },
      payload: newer,
    });
    expect(put.statusCode, put.body).toBe(200);
    const read = (id: number) =>
      ctx.app.inject({ url: `/api/ariza/${id}/documents/passport`, headers: auth(p.upperHead.token) });
    expect((await read(other.upperId)).rawPayload.equals(newer)).toBe(true);
    const lowerPaper = await ctx.app.inject({
      url: `/api/ariza/${other.lowerId}/documents/passport`,
      headers: auth(p.head.token),
    });
    expect(lowerPaper.rawPayload.equals(PDF)).toBe(true);
  });
});

describe("rights", () => {
  it("the work right moves work steps only, on one's own or unassigned applications; decisions are the head's", async () => {
    const d = await sentDeal();
    await upload(p.worker.token, d.lowerId);
    // Unassigned: the employee who moves it takes it.
    await moveOk(p.worker.token, d.lowerId, { status: "documents_submitted" });
    expect((await application(d.lowerId)).assigneeId).toBe(p.worker.id);
    const colleague = await move(p.worker2.token, d.lowerId, { status: "under_review" });
    expect([colleague.statusCode, colleague.json().code]).toEqual([403, "BANK_NOT_ASSIGNEE"]);
    await moveOk(p.worker.token, d.lowerId, { status: "under_review" });
    const approve = await move(p.worker.token, d.lowerId, { status: "approved", amountApproved: 1 });
    expect([approve.statusCode, approve.json().code]).toEqual([403, "BANK_DECIDE_FORBIDDEN"]);
    const reject = await move(p.worker.token, d.lowerId, { status: "rejected", reason: "Yoʻq" });
    expect([reject.statusCode, reject.json().code]).toEqual([403, "BANK_DECIDE_FORBIDDEN"]);
    // The other level's head and staff: not their desk.
    const upperHead = await move(p.upperHead.token, d.lowerId, { status: "approved", amountApproved: 1 });
    expect([upperHead.statusCode, upperHead.json().code]).toEqual([403, "BANK_LEVEL_FORBIDDEN"]);
    const none = await move(p.outsider.token, d.lowerId, { status: "rejected", reason: "Yoʻq" });
    expect(none.statusCode).toBe(403);
    expect((await application(d.lowerId)).status).toBe("under_review");
  });

  it("assigning is the level's head's: to an active employee of that level, open applications only, many at once all or nothing", async () => {
    const d1 = await sentDeal();
    const d2 = await sentDeal();
    expect((await assign(p.worker.token, d1.lowerId, p.worker.id)).statusCode).toBe(403);
    const otherHead = await assign(p.upperHead.token, d1.lowerId, p.upperWorker.id);
    expect([otherHead.statusCode, otherHead.json().code]).toEqual([403, "BANK_LEVEL_FORBIDDEN"]);
    for (const who of [p.inactive, p.upperWorker, p.outsider]) {
      const res = await assign(p.head.token, d1.lowerId, who.id);
      expect([res.statusCode, res.json().code]).toEqual([400, "BANK_ASSIGNEE_INVALID"]);
    }
    const unknown = await assign(p.head.token, 2_000_000_000, p.worker.id);
    expect(unknown.statusCode).toBe(404);
    const past = await post(p.head.token, `/api/ariza/${d1.lowerId}/assign`, { assigneeId: 2_147_483_648 });
    expect(past.statusCode).toBe(400);
    const extra = await post(p.head.token, `/api/ariza/${d1.lowerId}/assign`, {
      assigneeId: p.worker.id,
      x: 1,
    });
    expect(extra.statusCode).toBe(400);

    const bulk = await post(p.head.token, "/api/ariza/assign", {
      ids: [d1.lowerId, d2.lowerId],
      assigneeId: p.worker2.id,
    });
    expect(bulk.statusCode, bulk.body).toBe(200);
    expect((await application(d1.lowerId)).assigneeId).toBe(p.worker2.id);
    expect((await application(d2.lowerId)).assigneeId).toBe(p.worker2.id);
    const told = (await noticesOf(p.worker2.id)).filter((n) => n.kind === "bank_assigned");
    expect(told.map((n) => n.params.applicationId)).toEqual([d1.lowerId, d2.lowerId]);
    expect(bulk.json().items).toEqual([
      { id: d1.lowerId, assigneeId: p.worker2.id, changed: true },
      { id: d2.lowerId, assigneeId: p.worker2.id, changed: true },
    ]);
    // Reassigned by the head.
    const again = await assign(p.head.token, d1.lowerId, p.worker.id);
    expect(again.json()).toEqual({ id: d1.lowerId, assigneeId: p.worker.id, changed: true });
    expect(await audits(d1.lowerId)).toEqual(["create", "assign", "assign"]);
    // To the one who has it: said so, nothing written; in a bulk, the row says it was theirs already.
    const same = await assign(p.head.token, d1.lowerId, p.worker.id);
    expect([same.statusCode, same.json().code]).toEqual([409, "ALREADY_ASSIGNED"]);
    const sameBulk = await post(p.head.token, "/api/ariza/assign", {
      ids: [d1.lowerId, d2.lowerId],
      assigneeId: p.worker.id,
    });
    expect(sameBulk.json().items).toEqual([
      { id: d1.lowerId, assigneeId: p.worker.id, changed: false },
      { id: d2.lowerId, assigneeId: p.worker.id, changed: true },
    ]);
    expect(await audits(d1.lowerId)).toEqual(["create", "assign", "assign"]);
    const toldWorker = (await noticesOf(p.worker.id))
      .filter((n) => n.kind === "bank_assigned")
      .map((n) => n.params.applicationId)
      .filter((appId) => appId === d1.lowerId || appId === d2.lowerId);
    expect(toldWorker).toEqual([d1.lowerId, d2.lowerId]);

    await moveOk(p.head.token, d2.lowerId, { status: "rejected", reason: "Mijoz voz kechdi" });
    const decided = await assign(p.head.token, d2.lowerId, p.worker.id);
    expect([decided.statusCode, decided.json().code]).toEqual([409, "BANK_ALREADY_DECIDED"]);
    const mixed = await post(p.head.token, "/api/ariza/assign", {
      ids: [d1.lowerId, d2.lowerId],
      assigneeId: p.worker2.id,
    });
    expect([mixed.statusCode, mixed.json().code]).toEqual([409, "BANK_ALREADY_DECIDED"]);
    // All or nothing: the open one was not reassigned either.
    expect((await application(d1.lowerId)).assigneeId).toBe(p.worker.id);
  });
});

describe("moves not allowed", () => {
  it("refuses moves off BANK_MOVES (409), missing papers (409) and fields a move does not take (400)", async () => {
    const d = await sentDeal();
    const jump = await move(p.head.token, d.lowerId, { status: "approved", amountApproved: 1 });
    expect([jump.statusCode, jump.json().code]).toEqual([409, "BANK_MOVE_NOT_ALLOWED"]);
    const skip = await move(p.worker.token, d.lowerId, { status: "under_review" });
    expect([skip.statusCode, skip.json().code]).toEqual([409, "BANK_MOVE_NOT_ALLOWED"]);
    const lowerFunded = await move(p.head.token, d.lowerId, { status: "funded" });
    expect([lowerFunded.statusCode, lowerFunded.json().code]).toEqual([409, "BANK_MOVE_NOT_ALLOWED"]);

    await upload(p.worker.token, d.lowerId, ["passport", "income"]);
    const missing = await move(p.worker.token, d.lowerId, { status: "documents_submitted" });
    expect([missing.statusCode, missing.json().code]).toEqual([409, "BANK_DOCUMENTS_MISSING"]);
    expect(missing.json().details).toEqual({ missing: ["preliminary_contract"] });
    await upload(p.worker.token, d.lowerId, ["preliminary_contract"]);

    const stray = await move(p.worker.token, d.lowerId, { status: "documents_submitted", amountApproved: 5 });
    expect(stray.statusCode).toBe(400);
    const unknownField = await move(p.worker.token, d.lowerId, { status: "documents_submitted", extra: 1 });
    expect(unknownField.statusCode).toBe(400);
    const badStatus = await move(p.worker.token, d.lowerId, { status: "done" });
    expect(badStatus.statusCode).toBe(400);
    const pastInt = await move(p.worker.token, 2_147_483_648, { status: "documents_submitted" });
    expect(pastInt.statusCode).toBe(400);
    const unknown = await move(p.worker.token, 2_000_000_000, { status: "documents_submitted" });
    expect(unknown.statusCode).toBe(404);
    expect((await application(d.lowerId)).status).toBe("new");

    await moveOk(p.worker.token, d.lowerId, { status: "documents_submitted" });
    await moveOk(p.head.token, d.lowerId, { status: "rejected", reason: "Hujjatlar soxta" });
    const afterDecision = await move(p.worker.token, d.lowerId, { status: "under_review" });
    expect([afterDecision.statusCode, afterDecision.json().code]).toEqual([409, "BANK_ALREADY_DECIDED"]);
  });

  it("an application of a refused contract does not move", async () => {
    const d = await sentDeal();
    const refused = await post(p.seller.token, `/api/shartnoma/${d.id}/otkaz`, {
      reason: "Mijoz voz kechdi",
    });
    expect(refused.statusCode, refused.body).toBe(200);
    // The refusal closed the application with its reason: off the desks' open lists.
    expect(await application(d.lowerId)).toMatchObject({
      status: "rejected",
      rejectionReason: "Mijoz voz kechdi",
      decidedById: p.seller.id,
    });
    const res = await move(p.head.token, d.lowerId, { status: "under_review" });
    expect(res.statusCode).toBe(409);
    expect((await application(d.lowerId)).status).toBe("rejected");
  });
});

// On PostgreSQL these requests really run at once over the pool; PGlite has one connection and
// runs them one by one, which proves nothing about the database's guard.
describe.runIf(process.env.TEST_DATABASE_URL)("decisions at once (PostgreSQL only)", () => {
  it("ten heads approving one application at once: one 200, nine 409", async () => {
    const d = await sentDeal();
    await toReview(d.lowerId);
    const heads = [
      p.head,
      ...(await Promise.all(
        Array.from({ length: 9 }, () =>
          makeUser(ctx.app, ctx.db(), { pages: ["quyi_bank"], actions: ["bank_lower_decide"] }),
        ),
      )),
    ];
    const answers = await Promise.all(
      heads.map((h) => move(h.token, d.lowerId, { status: "approved", amountApproved: d.total - DOWN })),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, ...Array(9).fill(409)]);
    for (const a of answers.filter((x) => x.statusCode === 409))
      expect(a.json().code).toBe("BANK_ALREADY_DECIDED");
    const uppers = await ctx
      .db()
      .select()
      .from(bankApplications)
      .where(and(eq(bankApplications.contractId, d.id), eq(bankApplications.level, "upper")));
    expect(uppers).toHaveLength(1);
    expect((await audits(d.lowerId)).filter((x) => x === "approved")).toHaveLength(1);
  });

  it("five heads giving one application to the same employee at once: one 200, four 409", async () => {
    const d = await sentDeal();
    const heads = [
      p.head,
      ...(await Promise.all(
        Array.from({ length: 4 }, () =>
          makeUser(ctx.app, ctx.db(), { pages: ["quyi_bank"], actions: ["bank_lower_decide"] }),
        ),
      )),
    ];
    const answers = await Promise.all(heads.map((h) => assign(h.token, d.lowerId, p.worker2.id)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409, 409, 409]);
    for (const a of answers.filter((x) => x.statusCode === 409))
      expect(a.json().code).toBe("ALREADY_ASSIGNED");
    expect((await audits(d.lowerId)).filter((x) => x === "assign")).toHaveLength(1);
  });

  it("ten 'funded' at once: exactly one payment", async () => {
    const d = await atUpper();
    await assign(p.upperHead.token, d.upperId, p.upperWorker.id);
    await upload(p.upperWorker.token, d.upperId);
    await moveOk(p.upperWorker.token, d.upperId, { status: "documents_submitted" });
    await moveOk(p.upperWorker.token, d.upperId, { status: "under_review" });
    const amount = d.total - DOWN;
    await moveOk(p.upperHead.token, d.upperId, {
      status: "approved",
      amountApproved: amount,
      loanNumber: "P-1",
    });
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        move(p.upperHead.token, d.upperId, {
          status: "funded",
          fundedAmount: amount,
          fundedAt: "2026-11-24",
        }),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, ...Array(9).fill(409)]);
    const made = await ctx.db().select().from(payments).where(eq(payments.contractId, d.id));
    expect(made.filter((x) => x.method === "bank_loan")).toHaveLength(1);
    expect(await contract(d.id)).toMatchObject({ status: "concluded", paid: d.total });
  });
});
