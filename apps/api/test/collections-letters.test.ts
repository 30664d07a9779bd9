import { formatDate, formatMoney, tashkentToday } from "@makon/shared";
import { asc, eq } from "drizzle-orm";
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";
import { beforeAll, describe, expect, it } from "vitest";
import {
  contracts,
  debtActions,
  debtLetters,
  organisationBankAccounts,
  organisations,
} from "../src/db/schema";
import { addDays } from "../src/modules/collections/debt-actions.service";
import { expectedDebt, setPenaltyTerms, signDebtor } from "./helpers/collections-fixtures";
import { makeFreeUnits, makeSeller, SALES_RIGHTS } from "./helpers/sales-fixtures";
import { auth, makeUser, type TestUser, useTestApp } from "./helpers/test-app";

// Warning letters and demand letters (decision 16): numbered per kind and year without gaps
// or repeats, the seller's and debtor's details, the overdue rows, the penalty, the amount and the
// deadline printed in Uzbek, and the same letter every time it is printed again.
const ctx = useTestApp();

const PAGES = ["undiruv", "undiruv-detail", "undiruv-actions"];
const today = tashkentToday();
const year = today.slice(0, 4);
const terms = { rate: 0.05, cap: 20 };
let seller: TestUser;
let collector: TestUser;
let org = 0;
let free: { id: number }[] = [];

beforeAll(async () => {
  const db = ctx.db();
  seller = await makeUser(ctx.app, db, SALES_RIGHTS);
  collector = await makeUser(ctx.app, db, { pages: PAGES, actions: ["debt_work"] });
  org = (await makeSeller(db)).id;
  await setPenaltyTerms(db, org, terms);
  await db
    .update(organisations)
    .set({ address: "Toshkent sh., Chilonzor 7", director: "Karimov Bobur" })
    .where(eq(organisations.id, org));
  free = await makeFreeUnits(db, 5);
});

async function pdfText(bytes: Buffer): Promise<string> {
  const pdf = await getDocument({ data: new Uint8Array(bytes), isEvalSupported: false }).promise;
  const pages: string[] = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    const content = await (await pdf.getPage(n)).getTextContent();
    pages.push(content.items.map((item) => ("str" in item ? item.str : "")).join(" "));
  }
  await pdf.destroy();
  return spaced(pages.join("\n"));
}
const spaced = (text: string) => text.replace(/[ \t\u00a0]+/g, " ");
const sum = (amount: number) => spaced(formatMoney(amount, false));

async function openCase(clientName: string, daysAgo = 50) {
  const unit = free.shift();
  if (!unit) throw new Error("out of units");
  const k = await signDebtor(ctx.app, seller, unit.id, org, { daysAgo, months: 4, clientName });
  const res = await ctx.app.inject({
    method: "POST",
    url: "/api/undiruv",
    headers: auth(collector.token),
    payload: { contractId: k.id },
  });
  expect(res.statusCode, res.body).toBe(201);
  return { contract: k, caseId: (res.json() as { id: number }).id };
}

async function letter(caseId: number, type: "warning_letter" | "demand_letter", deadline?: string) {
  const res = await ctx.app.inject({
    method: "POST",
    url: `/api/undiruv/${caseId}/actions`,
    headers: auth(collector.token),
    payload: { type, ...(deadline ? { deadline } : {}) },
  });
  expect(res.statusCode, res.body).toBe(201);
  const body = res.json() as { id: number; letterId: number };
  expect(body.letterId).toEqual(expect.any(Number));
  return body;
}

const print = (caseId: number, letterId: number, token = collector.token) =>
  ctx.app.inject({ url: `/api/undiruv/${caseId}/letters/${letterId}`, headers: auth(token) });

describe("debt letters", () => {
  it("prints the parties, the overdue rows, the penalty, the total and the deadline; the same every time", async () => {
    const { contract, caseId } = await openCase("Toshmatov Jasur Oʻktamovich");
    const deadline = addDays(today, 14);
    const made = await letter(caseId, "warning_letter", deadline);
    const [row] = await ctx.db().select().from(debtLetters).where(eq(debtLetters.id, made.letterId));
    const debt = await expectedDebt(ctx.db(), contract.id, terms);
    expect(row).toMatchObject({
      caseId,
      kind: "warning",
      number: `OX-${year}-0001`,
      deadline,
      overdueAmount: debt.overdueAmount,
      penalty: debt.penalty,
      userId: collector.id,
    });
    expect(debt.penalty).toBeGreaterThan(0);
    // The timeline links to it.
    const [action] = await ctx.db().select().from(debtActions).where(eq(debtActions.id, made.id));
    expect(action).toMatchObject({ type: "warning_letter", letterId: made.letterId });

    const res = await print(caseId, made.letterId);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["content-type"]).toBe("application/pdf");
    expect(res.headers["cache-control"]).toBe("no-store");
    const text = await pdfText(res.rawPayload);
    expect(text).toContain("OGOHLANTIRISH XATI");
    expect(text).toContain(`№ OX-${year}-0001`);
    expect(text).toContain("Makon Qurilish MChJ");
    expect(text).toContain("Toshkent sh., Chilonzor 7");
    expect(text).toContain("Toshmatov Jasur Oʻktamovich");
    expect(text).toContain(contract.number);
    expect(text).toContain(`Muddati oʻtgan qarz: ${sum(debt.overdueAmount)}`);
    expect(text).toContain(`Toʻlanadigan penya: ${sum(debt.penalty)}`);
    expect(text).toContain(`Jami toʻlanishi kerak: ${sum(debt.overdueAmount + debt.penalty)}`);
    expect(text).toContain(formatDate(deadline));
    expect(text).toContain(formatDate(debt.oldestDueDate));
    expect(text).toContain("Karimov Bobur");

    // Printed again after the debt changed: the letter as it was written, to the byte.
    const paid = await ctx.app.inject({
      method: "POST",
      url: `/api/shartnoma/${contract.id}/payments`,
      headers: auth(seller.token),
      payload: { amount: 10_000_000, method: "cash", paidAt: today },
    });
    expect(paid.statusCode, paid.body).toBe(201);
    const again = await print(caseId, made.letterId);
    expect(Buffer.compare(again.rawPayload, res.rawPayload)).toBe(0);

    // A demand letter: its own heading, its own numbers; the default deadline is ten days on.
    const demand = await letter(caseId, "demand_letter");
    const [d] = await ctx.db().select().from(debtLetters).where(eq(debtLetters.id, demand.letterId));
    expect(d).toMatchObject({ number: `TN-${year}-0001`, deadline: addDays(today, 10) });
    const demandText = await pdfText((await print(caseId, demand.letterId)).rawPayload);
    expect(demandText).toContain("TALABNOMA");
    expect(demandText).toContain("Majburiy ijro byurosi");
  });

  it("says where to pay though the contract names no account; one signature line; dates with their hyphen", async () => {
    const { contract, caseId } = await openCase("Yoʻldosheva Malika");
    // Signed before the seller's accounts were on file: the contract names none.
    await ctx.db().update(contracts).set({ sellerAccountId: null }).where(eq(contracts.id, contract.id));
    const [primary] = await ctx
      .db()
      .select({ number: organisationBankAccounts.accountNumber })
      .from(organisationBankAccounts)
      .where(eq(organisationBankAccounts.organisationId, org));
    const deadline = addDays(today, 14);
    const made = await letter(caseId, "warning_letter", deadline);
    const text = await pdfText((await print(caseId, made.letterId)).rawPayload);
    expect(text).toContain(`Hisob raqami: ${primary?.number}`);
    expect(text).not.toContain("Hisob raqami: —");
    expect(text.match(/Rahbar/g)).toHaveLength(1);
    expect(text).toMatch(/Rahbar: _+ Karimov Bobur/);
    expect(text).toMatch(/\d\d\.\d\d\.\d{4}-dagi № /);
    expect(text).toContain(`${formatDate(deadline)}-gacha`);
    const ru = await pdfText(
      (
        await ctx.app.inject({
          url: `/api/undiruv/${caseId}/letters/${made.letterId}?lang=ru`,
          headers: auth(collector.token),
        })
      ).rawPayload,
    );
    expect(ru.match(/Руководитель/g)).toHaveLength(1);
    expect(ru).toContain(primary?.number);
  });

  it("numbers each kind in a row without gaps or repeats; letters of another case are not found", async () => {
    const a = await openCase("Birinchi Qarzdor");
    const b = await openCase("Ikkinchi Qarzdor");
    const before = await ctx.db().select().from(debtLetters);
    const made = [];
    for (const c of [a, b, a, b]) made.push(await letter(c.caseId, "warning_letter"));
    const numbers = (
      await ctx
        .db()
        .select()
        .from(debtLetters)
        .where(eq(debtLetters.kind, "warning"))
        .orderBy(asc(debtLetters.id))
    ).map((l) => l.number);
    const start = before.filter((l) => l.kind === "warning").length;
    expect(numbers).toEqual(
      Array.from({ length: start + 4 }, (_, i) => `OX-${year}-${String(i + 1).padStart(4, "0")}`),
    );
    const first = made[0];
    if (!first) throw new Error("no letter");
    expect((await print(b.caseId, first.letterId)).statusCode).toBe(404);
    const outsider = await makeUser(ctx.app, ctx.db(), { pages: ["undiruv"], actions: ["debt_work"] });
    expect((await print(a.caseId, first.letterId, outsider.token)).statusCode).toBe(403);
    // A letter deadline in the past is refused.
    const past = await ctx.app.inject({
      method: "POST",
      url: `/api/undiruv/${a.caseId}/actions`,
      headers: auth(collector.token),
      payload: { type: "demand_letter", deadline: addDays(today, -1) },
    });
    expect(past.statusCode).toBe(400);
    // Nothing overdue any more (paid before the job collects the case): no letter, no number taken.
    const debt = await expectedDebt(ctx.db(), b.contract.id, terms);
    const paid = await ctx.app.inject({
      method: "POST",
      url: `/api/shartnoma/${b.contract.id}/payments`,
      headers: auth(seller.token),
      payload: { amount: debt.overdueAmount, method: "cash", paidAt: today },
    });
    expect(paid.statusCode, paid.body).toBe(201);
    const none = await ctx.app.inject({
      method: "POST",
      url: `/api/undiruv/${b.caseId}/actions`,
      headers: auth(collector.token),
      payload: { type: "warning_letter" },
    });
    expect(none.statusCode).toBe(409);
    expect(none.json().code).toBe("DEBT_NOT_OVERDUE");
    const next = await letter(a.caseId, "warning_letter");
    const [row] = await ctx.db().select().from(debtLetters).where(eq(debtLetters.id, next.letterId));
    expect(row?.number).toBe(`OX-${year}-${String(start + 5).padStart(4, "0")}`);
  });
});
