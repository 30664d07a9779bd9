import {
  bankApplicationListQuerySchema,
  bankApplicationPageSchema,
  bankApplicationRowSchema,
  documentsUz,
} from "@makon/shared";
import { and, eq } from "drizzle-orm";
import { readSheet } from "read-excel-file/node";
import { beforeAll, describe, expect, it } from "vitest";
import { auditLog, bankApplicationDocuments, bankApplications, storedFiles, users } from "../src/db/schema";
import { exportBankRows } from "../src/modules/bank-applications/bank-list.service";
import { createBank } from "../src/modules/banks/banks.admin.service";
import { makeFreeUnits, makeSeller, SALES_RIGHTS } from "./helpers/sales-fixtures";
import { savedName } from "./helpers/saved-name";
import { auth, makeUser, nextPhone, type TestUser, useTestApp } from "./helpers/test-app";

const ctx = useTestApp();
const DAY = 86_400_000;

const get = (token: string, url: string) => ctx.app.inject({ url, headers: auth(token) });
const list = async (token: string, query: string) => {
  const res = await get(token, `/api/ariza?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { items: { id: number }[]; total: number; page: number; size: number };
};
const ids = (page: { items: { id: number }[] }) => page.items.map((i) => i.id).sort((a, b) => a - b);

const PDF = Buffer.from("%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n");
const PNG = Buffer.concat([Buffer.from("\x89PNG\r\n\x1a\n", "latin1"), Buffer.alloc(64, 7)]);

const upload = (token: string, id: number, kind: string, body: Buffer, type = "application/pdf") =>
  ctx.app.inject({
    method: "PUT",
    url: `/api/ariza/${id}/documents/${kind}`,
    headers: { ...auth(token), "content-type": type },
    payload: body,
  });

/** The people of the bank desks, the sellers whose contracts they work, and one known set of applications. */
interface World {
  seller: TestUser;
  otherSeller: TestUser;
  worker: TestUser;
  idleWorker: TestUser;
  head: TestUser;
  upperWorker: TestUser;
  upperHead: TestUser;
  outsider: TestUser;
  banks: { headA: number; branchA1: number; branchA2: number; headB: number; branchB1: number };
  contracts: { id: number; number: string; clientName: string; phone: string; objectId: number }[];
  /** Lower: L1 new (sent through the API), L2 documents_submitted 10 days, L3 under_review, L4 rejected, L5 approved. */
  app: { L1: number; L2: number; L3: number; L4: number; L5: number; U1: number; U2: number };
}
const w = {} as World;

let mfo = 40_000;
async function bank(name: string, parentId: number | null = null) {
  mfo++;
  return (await createBank(ctx.db(), { name, mfo: String(mfo), parentId }, null as never)).id;
}

/** A mortgage contract on a new unit of a new object for a client of this name, down payment paid. */
async function mortgageContract(seller: TestUser, fullName: string) {
  const org = await makeSeller(ctx.db());
  const [unit] = await makeFreeUnits(ctx.db(), 1);
  const phone = nextPhone();
  const client = await ctx.app.inject({
    method: "POST",
    url: "/api/client",
    headers: auth(seller.token),
    payload: { fullName, phone, source: "reception", passport: "AB1234567", pinfl: "31234567890123" },
  });
  expect(client.statusCode, client.body).toBe(201);
  const res = await ctx.app.inject({
    method: "POST",
    url: "/api/shartnoma",
    headers: auth(seller.token),
    payload: {
      clientId: client.json().id,
      unitId: unit!.id,
      paymentType: "mortgage",
      downPayment: 100_000_000,
      sellerOrganisationId: org.id,
      date: "2026-11-22",
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  const paid = await ctx.app.inject({
    method: "POST",
    url: `/api/shartnoma/${res.json().id}/payments`,
    headers: auth(seller.token),
    payload: { amount: 100_000_000, method: "cash", paidAt: "2026-11-22" },
  });
  expect(paid.statusCode, paid.body).toBe(201);
  const c = res.json() as { id: number; number: string };
  return { ...c, clientName: fullName, phone, objectId: unit!.objectId, paymentId: paid.json().id as number };
}

async function insertApplication(values: Partial<typeof bankApplications.$inferInsert>) {
  const [row] = await ctx
    .db()
    .insert(bankApplications)
    .values({ level: "lower", status: "new", amountRequested: 401_380_000, ...values } as never)
    .returning({ id: bankApplications.id });
  return row!.id;
}

const ago = (days: number) => new Date(Date.now() - days * DAY);

beforeAll(async () => {
  const sales = {
    ...SALES_RIGHTS,
    actions: [...SALES_RIGHTS.actions, "contract_edit", "client_passport_view"],
  };
  w.seller = await makeUser(ctx.app, ctx.db(), { ...sales, name: "Sotuvchi Bir" });
  w.otherSeller = await makeUser(ctx.app, ctx.db(), {
    pages: [...sales.pages, "quyi_bank"],
    actions: sales.actions,
    name: "Sotuvchi Ikki",
    contractScope: "own",
    clientScope: "own",
  });
  w.worker = await makeUser(ctx.app, ctx.db(), {
    pages: ["quyi_bank", "quyi_bank_in"],
    actions: ["bank_lower_work"],
    name: "Quyi Xodim",
  });
  w.idleWorker = await makeUser(ctx.app, ctx.db(), {
    pages: ["quyi_bank"],
    actions: ["bank_lower_work"],
    name: "Boʻsh Xodim",
  });
  w.head = await makeUser(ctx.app, ctx.db(), {
    pages: ["quyi_bank", "quyi_bank_in", "quyi_bank_boss"],
    actions: ["bank_lower_decide", "export_excel", "client_passport_view"],
    name: "Quyi Boshliq",
  });
  w.upperWorker = await makeUser(ctx.app, ctx.db(), {
    pages: ["yuqori_bank", "yuqori_bank_in"],
    actions: ["bank_upper_work"],
    name: "Yuqori Xodim",
  });
  w.upperHead = await makeUser(ctx.app, ctx.db(), {
    pages: ["yuqori_bank", "yuqori_bank_in", "yuqori_bank_boss"],
    actions: ["bank_upper_decide"],
    name: "Yuqori Boshliq",
  });
  w.outsider = await makeUser(ctx.app, ctx.db(), { pages: ["contract"], actions: [] });

  const headA = await bank("Ipoteka bank");
  const headB = await bank("Xalq bank");
  w.banks = {
    headA,
    headB,
    branchA1: await bank("Ipoteka bank Chilonzor", headA),
    branchA2: await bank("Ipoteka bank Yunusobod", headA),
    branchB1: await bank("Xalq bank Sergeli", headB),
  };

  const c1 = await mortgageContract(w.seller, "Karimov Dilshod");
  const c2 = await mortgageContract(w.seller, "Aliyeva Nodira");
  const c3 = await mortgageContract(w.otherSeller, "Toshmatov Bekzod");
  const c4 = await mortgageContract(w.seller, "Rahimova Gulnora");
  const c5 = await mortgageContract(w.seller, "Yusupov Jasur");
  const c6 = await mortgageContract(w.seller, "Qodirov Sardor");
  w.contracts = [c1, c2, c3, c4, c5, c6];

  // L1 the way a seller makes it: the contract sent to a branch.
  const sent = await ctx.app.inject({
    method: "POST",
    url: `/api/shartnoma/${c1.id}/bank`,
    headers: auth(w.seller.token),
    payload: { bankId: w.banks.branchA1 },
  });
  expect(sent.statusCode, sent.body).toBe(200);
  const [l1] = await ctx
    .db()
    .select({ id: bankApplications.id })
    .from(bankApplications)
    .where(eq(bankApplications.contractId, c1.id));
  w.app = {
    L1: l1!.id,
    L2: await insertApplication({
      contractId: c2.id,
      bankId: w.banks.branchA2,
      status: "documents_submitted",
      assigneeId: w.worker.id,
      statusChangedAt: ago(10),
      amountRequested: 300_000_000,
    }),
    L3: await insertApplication({
      contractId: c3.id,
      bankId: w.banks.branchB1,
      status: "under_review",
      assigneeId: w.worker.id,
      statusChangedAt: ago(2),
      amountRequested: 500_000_000,
    }),
    L4: await insertApplication({
      contractId: c4.id,
      bankId: w.banks.branchA1,
      status: "rejected",
      statusChangedAt: ago(3),
      decidedAt: ago(3),
      rejectionReason: "daromad yetarli emas",
      amountRequested: 200_000_000,
    }),
    L5: await insertApplication({
      contractId: c5.id,
      bankId: w.banks.branchA1,
      status: "approved",
      statusChangedAt: ago(4),
      decidedAt: ago(4),
      amountRequested: 350_000_000,
      amountApproved: 340_000_000,
    }),
    U1: await insertApplication({
      contractId: c5.id,
      level: "upper",
      bankId: w.banks.headA,
      status: "under_review",
      statusChangedAt: ago(7),
      amountRequested: 340_000_000,
    }),
    U2: await insertApplication({
      contractId: c6.id,
      level: "upper",
      bankId: w.banks.headB,
      status: "funded",
      statusChangedAt: ago(1),
      amountRequested: 401_380_000,
      amountApproved: 401_380_000,
      fundedAmount: 401_380_000,
      fundedAt: ago(1),
      loanNumber: "K-77",
      paymentId: c6.paymentId,
    }),
  };
});

describe("GET /api/ariza", () => {
  it("lists one level by view and filter", async () => {
    const { app: a, banks: b, contracts: c } = w;
    const t = w.head.token;
    expect(ids(await list(t, "level=lower"))).toEqual([a.L1, a.L2, a.L3, a.L4, a.L5]);
    expect(ids(await list(t, "level=lower&view=open"))).toEqual([a.L1, a.L2, a.L3]);
    expect(ids(await list(t, "level=lower&view=decided"))).toEqual([a.L4, a.L5]);
    expect(ids(await list(t, "level=lower&view=unassigned"))).toEqual([a.L1]);
    expect(ids(await list(w.worker.token, "level=lower&view=mine"))).toEqual([a.L2, a.L3]);
    expect(ids(await list(t, "level=lower&view=mine"))).toEqual([]);
    expect(ids(await list(t, "level=lower&status=new,rejected"))).toEqual([a.L1, a.L4]);
    expect(ids(await list(t, `level=lower&assigneeId=${w.worker.id}`))).toEqual([a.L2, a.L3]);
    // A head office stands for its branches.
    expect(ids(await list(t, `level=lower&bankId=${b.headA}`))).toEqual([a.L1, a.L2, a.L4, a.L5]);
    expect(ids(await list(t, `level=lower&bankId=${b.branchA2}`))).toEqual([a.L2]);
    expect(ids(await list(t, `level=lower&objectId=${c[1]!.objectId}`))).toEqual([a.L2]);
    expect(ids(await list(t, `level=lower&managerId=${w.otherSeller.id}`))).toEqual([a.L3]);
    expect(ids(await list(t, "level=lower&minDays=5"))).toEqual([a.L2]);
    expect(ids(await list(t, "level=lower&minDays=0"))).toHaveLength(5);
    expect(ids(await list(w.upperHead.token, "level=upper"))).toEqual([a.U1, a.U2]);
  });

  it("rows carry the contract, client, unit, bank, people and the day the status began", async () => {
    const page = await list(w.head.token, `level=lower&q=${w.contracts[1]!.number}`);
    expect(page.items).toEqual([
      expect.objectContaining({
        id: w.app.L2,
        level: "lower",
        status: "documents_submitted",
        contractNumber: w.contracts[1]!.number,
        contractStatus: "in_process",
        paymentType: "mortgage",
        clientName: "Aliyeva Nodira",
        bankId: w.banks.branchA2,
        bankName: "Ipoteka bank Yunusobod",
        amountRequested: 300_000_000,
        amountApproved: null,
        assigneeId: w.worker.id,
        assigneeName: "Quyi Xodim",
        managerId: w.seller.id,
        managerName: "Sotuvchi Bir",
      }),
    ]);
    const days =
      (Date.now() - Date.parse((page.items[0] as unknown as { statusChangedAt: string }).statusChangedAt)) /
      DAY;
    expect(Math.round(days)).toBe(10);
  });

  it("answers exactly the page schema: every field, nothing more (the rows are not checked again per request)", async () => {
    const page = await list(w.head.token, "level=lower&size=50");
    expect(page.items.length).toBeGreaterThan(1);
    expect(bankApplicationPageSchema.parse(page)).toStrictEqual(page);
    for (const row of page.items)
      expect(Object.keys(row).sort()).toEqual(Object.keys(bankApplicationRowSchema.shape).sort());
  });

  it("writes each row in the database as the code writes it (decision 33), in the schema's own text", async () => {
    const res = await get(w.head.token, "/api/ariza?level=lower&size=50");
    const page = bankApplicationPageSchema.parse(res.json());
    // Nothing to strip, keys in the schema's order, times as toISOString writes them.
    expect(res.body).toBe(JSON.stringify(page));
    const [me] = await ctx.db().select().from(users).where(eq(users.id, w.head.id));
    if (!me) throw new Error("the head is a user");
    const {
      page: _p,
      size: _s,
      ...query
    } = bankApplicationListQuerySchema.parse({ level: "lower", size: 50 });
    const byCode = await exportBankRows(ctx.db(), query, me);
    const expected = new Map(byCode.map((r) => [r.id, r]));
    expect(page.items.length).toBeGreaterThan(1);
    for (const row of page.items) expect(row, `application ${row.id}`).toStrictEqual(expected.get(row.id));
    // Assigned and not: both sides of a nullable field were compared.
    expect(
      page.items.some((r) => r.assigneeId === null) && page.items.some((r) => r.assigneeId !== null),
    ).toBe(true);
  });

  it("searches by contract number, the client's name in any order and spelling, and phone", async () => {
    const t = w.head.token;
    expect(ids(await list(t, `level=lower&q=${w.contracts[2]!.number}`))).toEqual([w.app.L3]);
    expect(ids(await list(t, "level=lower&q=Aliyeva"))).toEqual([w.app.L2]);
    expect(ids(await list(t, `level=lower&q=${encodeURIComponent("nodira aliy")}`))).toEqual([w.app.L2]);
    expect(ids(await list(t, `level=lower&q=${w.contracts[2]!.phone.slice(-5)}`))).toEqual([w.app.L3]);
    expect((await list(t, "level=lower&q=Nobody")).total).toBe(0);
    // A search found by its contracts pages and sorts as the list does: the year finds every one.
    const year = w.contracts[0]!.number.slice(0, 4);
    for (const sort of ["-statusChanged", "amount", "-created"])
      for (const page of [1, 2, 3]) {
        const all = await list(t, `level=lower&size=2&page=${page}&sort=${sort}`);
        const found = await list(t, `level=lower&size=2&page=${page}&sort=${sort}&q=${year}`);
        expect(ids(found), `${sort} ${page}`).toEqual(ids(all));
        expect(found.total).toBe(all.total);
      }
    // Upper applications never show in the lower list, even when the search matches them.
    expect(ids(await list(t, "level=lower&q=Qodirov"))).toEqual([]);
  });

  it("pages with a total and sorts", async () => {
    const t = w.head.token;
    const pages = await Promise.all([1, 2, 3].map((p) => list(t, `level=lower&size=2&page=${p}`)));
    expect(pages.map((p) => p.items.length)).toEqual([2, 2, 1]);
    expect(pages.every((p) => p.total === 5)).toBe(true);
    expect(new Set(pages.flatMap((p) => p.items.map((i) => i.id))).size).toBe(5);
    expect((await list(t, "level=lower&page=9")).items).toEqual([]);
    expect((await list(t, "level=lower&page=9")).total).toBe(5);
    // Default: the newest move first; L1 was just sent, L2 waits longest.
    const byChange = (await list(t, "level=lower")).items.map((i) => i.id);
    expect(byChange[0]).toBe(w.app.L1);
    expect(byChange.at(-1)).toBe(w.app.L2);
    expect((await list(t, "level=lower&sort=statusChanged")).items[0]?.id).toBe(w.app.L2);
    expect((await list(t, "level=lower&sort=-amount")).items.map((i) => i.id)).toEqual([
      w.app.L3,
      w.app.L1,
      w.app.L5,
      w.app.L2,
      w.app.L4,
    ]);
    expect((await list(t, "level=lower&sort=amount")).items[0]?.id).toBe(w.app.L4);
  });

  it("keeps each level to its own staff and each viewer to their record scope", async () => {
    const upper = await get(w.worker.token, "/api/ariza?level=upper");
    expect(upper.statusCode).toBe(403);
    expect(upper.json().code).toBe("BANK_LEVEL_FORBIDDEN");
    const lower = await get(w.upperWorker.token, "/api/ariza?level=lower");
    expect(lower.json().code).toBe("BANK_LEVEL_FORBIDDEN");
    expect((await get(w.outsider.token, "/api/ariza?level=lower")).json().code).toBe("FORBIDDEN");
    // A viewer of their own contracts sees only those.
    expect(ids(await list(w.otherSeller.token, "level=lower"))).toEqual([w.app.L3]);
    expect((await list(w.otherSeller.token, "level=lower")).total).toBe(1);
    const foreign = await get(w.otherSeller.token, `/api/ariza/${w.app.L2}`);
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().code).toBe("OUT_OF_SCOPE");
  });
});

describe("GET /api/ariza/{id}", () => {
  it("shows the passport only with the right, and the moves and assigning this viewer may take", async () => {
    const headView = await get(w.head.token, `/api/ariza/${w.app.L1}`);
    expect(headView.statusCode, headView.body).toBe(200);
    expect(headView.headers["cache-control"]).toBe("no-store");
    expect(headView.json()).toMatchObject({
      id: w.app.L1,
      status: "new",
      bankId: w.banks.branchA1,
      amountRequested: 401_380_000,
      client: { fullName: "Karimov Dilshod", passport: "AB1234567", pinfl: "31234567890123" },
      contract: { id: w.contracts[0]!.id, status: "bank_lower", paymentType: "mortgage", paid: 100_000_000 },
      moves: ["rejected"],
      canAssign: true,
    });
    const workerView = (await get(w.worker.token, `/api/ariza/${w.app.L1}`)).json();
    expect(workerView.client).toMatchObject({ passport: null, pinfl: null, phone: w.contracts[0]!.phone });
    expect(workerView).toMatchObject({ moves: ["documents_submitted"], canAssign: false });
    expect((await get(w.head.token, `/api/ariza/${w.app.L3}`)).json().moves).toEqual([
      "approved",
      "rejected",
    ]);
    expect((await get(w.worker.token, `/api/ariza/${w.app.L3}`)).json().moves).toEqual([]);
    expect((await get(w.head.token, `/api/ariza/${w.app.L4}`)).json()).toMatchObject({
      moves: [],
      rejectionReason: "daromad yetarli emas",
      // Decided: nobody is assigned to it any more.
      canAssign: false,
    });
    const funded = (await get(w.upperHead.token, `/api/ariza/${w.app.U2}`)).json();
    expect(funded).toMatchObject({
      status: "funded",
      loanNumber: "K-77",
      fundedAmount: 401_380_000,
      moves: [],
    });
    expect((await get(w.upperHead.token, `/api/ariza/${w.app.U1}`)).json().moves).toEqual([
      "approved",
      "rejected",
    ]);
  });

  it("lists the contract's other applications", async () => {
    const l5 = (await get(w.head.token, `/api/ariza/${w.app.L5}`)).json();
    expect(l5.related).toEqual([
      expect.objectContaining({
        id: w.app.U1,
        level: "upper",
        status: "under_review",
        bankName: "Ipoteka bank",
      }),
    ]);
    expect((await get(w.head.token, `/api/ariza/${w.app.L1}`)).json().related).toEqual([]);
  });

  it("refuses another level, an unknown id and an id past int4", async () => {
    const other = await get(w.worker.token, `/api/ariza/${w.app.U1}`);
    expect(other.statusCode).toBe(403);
    expect(other.json().code).toBe("BANK_LEVEL_FORBIDDEN");
    expect((await get(w.head.token, "/api/ariza/999999")).statusCode).toBe(404);
    expect((await get(w.head.token, "/api/ariza/2147483648")).statusCode).toBe(400);
    expect((await get(w.head.token, "/api/ariza/abc")).statusCode).toBe(400);
  });
});

describe("documents", () => {
  it("takes a PDF under our name, replaces it with a PNG keeping one row, and serves the bytes", async () => {
    const id = w.app.L1;
    const first = await upload(w.worker.token, id, "passport", PDF);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({
      kind: "passport",
      fileName: `passport-${id}.pdf`,
      contentType: "application/pdf",
      size: PDF.length,
      uploadedByName: "Quyi Xodim",
    });
    const [before] = await ctx
      .db()
      .select()
      .from(bankApplicationDocuments)
      .where(eq(bankApplicationDocuments.applicationId, id));
    const second = await upload(w.head.token, id, "passport", PNG, "image/png");
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json()).toMatchObject({ fileName: `passport-${id}.png`, contentType: "image/png" });
    const rows = await ctx
      .db()
      .select()
      .from(bankApplicationDocuments)
      .where(eq(bankApplicationDocuments.applicationId, id));
    expect(rows).toHaveLength(1);
    // The replaced file went with the commit that replaced it.
    expect(await ctx.db().select().from(storedFiles).where(eq(storedFiles.key, before!.fileKey))).toEqual([]);

    // Either level's staff read it.
    for (const token of [w.worker.token, w.upperWorker.token]) {
      const file = await get(token, `/api/ariza/${id}/documents/passport`);
      expect(file.statusCode).toBe(200);
      expect(file.rawPayload.equals(PNG)).toBe(true);
      expect(file.headers["content-type"]).toBe("image/png");
      expect(file.headers["cache-control"]).toBe("no-store");
      // Saved as the paper and whose it is, never as "passport-35.png".
      expect(savedName(file.headers["content-disposition"])).toMatch(
        new RegExp(`^Pasport nusxasi - \\S.* \\(ariza ${id}\\)\\.png$`),
      );
    }
    expect((await get(w.worker.token, `/api/ariza/${id}/documents/income`)).statusCode).toBe(404);
    const detail = (await get(w.worker.token, `/api/ariza/${id}`)).json();
    expect(detail.documents).toEqual([
      expect.objectContaining({ kind: "passport", uploadedByName: "Quyi Boshliq" }),
    ]);
    const audit = await ctx
      .db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "bank_application"), eq(auditLog.entityId, String(id))));
    expect(audit.filter((a) => a.action === "document")).toHaveLength(2);
  });

  it("refuses other types (415), big files (413), another level's staff and decided applications", async () => {
    const text = Buffer.from("just some text, not a document");
    const asPdf = await upload(w.worker.token, w.app.L2, "income", text);
    expect(asPdf.statusCode).toBe(415);
    expect(asPdf.json().code).toBe("UNSUPPORTED_MEDIA_TYPE");
    expect((await upload(w.worker.token, w.app.L2, "income", text, "text/plain")).statusCode).toBe(415);
    const big = Buffer.concat([PDF, Buffer.alloc(10 * 1024 * 1024)]);
    expect((await upload(w.worker.token, w.app.L2, "income", big)).statusCode).toBe(413);
    const upper = await upload(w.upperWorker.token, w.app.L2, "income", PDF);
    expect(upper.statusCode).toBe(403);
    expect(upper.json().code).toBe("BANK_LEVEL_FORBIDDEN");
    const closed = await upload(w.head.token, w.app.L4, "income", PDF);
    expect(closed.statusCode).toBe(409);
    expect(closed.json().code).toBe("BANK_DOCUMENTS_CLOSED");
    expect((await upload(w.outsider.token, w.app.L2, "income", PDF)).statusCode).toBe(403);
    expect((await upload(w.worker.token, w.app.L2, "salary", PDF)).statusCode).toBe(400);
    expect((await upload(w.worker.token, 999_999, "income", PDF)).statusCode).toBe(404);
    // Nothing of the refusals was kept.
    const kept = await ctx
      .db()
      .select()
      .from(bankApplicationDocuments)
      .where(eq(bankApplicationDocuments.applicationId, w.app.L2));
    expect(kept).toEqual([]);
  });
});

describe("comments and history", () => {
  it("either level's staff comment; the comment is audited and shows in the detail and history", async () => {
    const id = w.app.L3;
    const mine = await ctx.app.inject({
      method: "POST",
      url: `/api/ariza/${id}/comments`,
      headers: auth(w.worker.token),
      payload: { text: "  Maʼlumotnoma kutilmoqda  " },
    });
    expect(mine.statusCode, mine.body).toBe(201);
    expect(mine.json()).toMatchObject({
      text: "Maʼlumotnoma kutilmoqda",
      userId: w.worker.id,
      userName: "Quyi Xodim",
    });
    const upper = await ctx.app.inject({
      method: "POST",
      url: `/api/ariza/${id}/comments`,
      headers: auth(w.upperWorker.token),
      payload: { text: "Bosh ofis: qabul qilamiz" },
    });
    expect(upper.statusCode).toBe(201);
    for (const [token, payload, status] of [
      [w.outsider.token, { text: "salom" }, 403],
      [w.worker.token, { text: "   " }, 400],
      [w.worker.token, { text: "ok", extra: 1 }, 400],
    ] as const) {
      const res = await ctx.app.inject({
        method: "POST",
        url: `/api/ariza/${id}/comments`,
        headers: auth(token),
        payload,
      });
      expect(res.statusCode).toBe(status);
    }
    const detail = (await get(w.head.token, `/api/ariza/${id}`)).json();
    expect(detail.comments.map((c: { text: string }) => c.text)).toEqual([
      "Maʼlumotnoma kutilmoqda",
      "Bosh ofis: qabul qilamiz",
    ]);
    const history = await get(w.head.token, `/api/ariza/${id}/history`);
    expect(history.statusCode, history.body).toBe(200);
    expect(history.json().map((h: { action: string }) => h.action)).toEqual(["comment", "comment"]);
    expect((await get(w.upperWorker.token, `/api/ariza/${id}/history`)).json().code).toBe(
      "BANK_LEVEL_FORBIDDEN",
    );
  });
});

describe("GET /api/ariza/desk", () => {
  it("counts a known set for the level's head", async () => {
    const res = await get(w.head.token, "/api/ariza/desk?level=lower");
    expect(res.statusCode, res.body).toBe(200);
    const desk = res.json();
    expect(desk).toMatchObject({ unassigned: 1, waiting: 1, stale: 1, staleDays: 5 });
    const byUser = new Map(desk.workload.map((u: { userId: number }) => [u.userId, u]));
    expect(byUser.get(w.worker.id)).toEqual({
      userId: w.worker.id,
      name: "Quyi Xodim",
      open: 2,
      new: 0,
      documentsSubmitted: 1,
      underReview: 1,
    });
    expect(byUser.get(w.idleWorker.id)).toMatchObject({ open: 0 });
    // Only those who work the level: the head and the upper desk are not on it.
    expect(byUser.has(w.head.id)).toBe(false);
    expect(byUser.has(w.upperWorker.id)).toBe(false);
    const byBank = new Map(desk.byBank.map((b: { bankId: number }) => [b.bankId, b]));
    expect(byBank.get(w.banks.branchA1)).toEqual({
      bankId: w.banks.branchA1,
      bankName: "Ipoteka bank Chilonzor",
      decided: 2,
      approved: 1,
      rejected: 1,
      amountRequested: 401_380_000 + 200_000_000 + 350_000_000,
      amountApproved: 340_000_000,
      amountFunded: 0,
    });
    expect(byBank.get(w.banks.branchA2)).toMatchObject({ decided: 0, amountRequested: 300_000_000 });
    expect(byBank.has(w.banks.headB)).toBe(false);

    const upper = (await get(w.upperHead.token, "/api/ariza/desk?level=upper")).json();
    expect(upper).toMatchObject({ unassigned: 1, waiting: 1, stale: 1 });
    expect(upper.byBank.find((b: { bankId: number }) => b.bankId === w.banks.headB)).toMatchObject({
      decided: 1,
      approved: 1,
      amountFunded: 401_380_000,
    });
  });

  it("is the level's head's alone", async () => {
    expect((await get(w.worker.token, "/api/ariza/desk?level=lower")).statusCode).toBe(403);
    const other = await get(w.head.token, "/api/ariza/desk?level=upper");
    expect(other.statusCode).toBe(403);
    expect(other.json().code).toBe("BANK_LEVEL_FORBIDDEN");
    expect((await get(w.head.token, "/api/ariza/desk?level=middle")).statusCode).toBe(400);
  });
});

describe("GET /api/ariza/export", () => {
  it("gives the filtered rows as an xlsx with the catalogue's words", async () => {
    const res = await get(w.head.token, "/api/ariza/export?level=lower&view=open&sort=statusChanged");
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["content-type"]).toContain("spreadsheetml");
    expect(res.headers["content-disposition"]).toContain(documentsUz.bankApplications.file("lower"));
    const sheet = (await readSheet(res.rawPayload)) as unknown[][];
    expect(sheet[0]?.[0]).toBe(documentsUz.bankApplications.contract);
    expect(sheet.slice(1).map((r) => r[0])).toEqual([
      w.contracts[1]!.number,
      w.contracts[2]!.number,
      w.contracts[0]!.number,
    ]);
    const statusColumn = sheet[0]!.indexOf(documentsUz.bankApplications.status);
    expect(sheet[1]?.[statusColumn]).toBe(documentsUz.bankApplications.statuses.documents_submitted);
    const daysColumn = sheet[0]!.indexOf(documentsUz.bankApplications.daysInStatus);
    expect(sheet[1]?.[daysColumn]).toBe(10);
    // Without export_excel, or for another level: refused.
    expect((await get(w.worker.token, "/api/ariza/export?level=lower")).statusCode).toBe(403);
    expect((await get(w.head.token, "/api/ariza/export?level=upper")).json().code).toBe(
      "BANK_LEVEL_FORBIDDEN",
    );
  });
});

describe("hostile input", () => {
  it("gets a 4xx, never a 500", async () => {
    const t = w.head.token;
    for (const url of [
      "/api/ariza?level=lower&q=%00",
      "/api/ariza?level=lower&q=ab%00cd",
      "/api/ariza?level=lower&unknown=1",
      "/api/ariza",
      "/api/ariza?level=lower&status=bogus",
      "/api/ariza?level=lower&assigneeId=2147483648",
      "/api/ariza?level=lower&size=100000",
      "/api/ariza?level=lower&sort=id;drop",
      "/api/ariza?level=lower&minDays=-1",
      "/api/ariza/2147483648",
      "/api/ariza/-1",
      `/api/ariza/${w.app.L1}/documents/..%2F..%2Fetc`,
      "/api/ariza/desk?level=lower&x=1",
      "/api/ariza/export?level=lower&page=1",
    ]) {
      const res = await get(t, url);
      expect(res.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, url).toBeLessThan(500);
    }
    // A search of odd characters is only a search that finds nothing.
    for (const q of ["%", "_", "\\", "'", "a:*|b", "))((", "ʻʼ"]) {
      const res = await get(t, `/api/ariza?level=lower&q=${encodeURIComponent(q)}`);
      expect(res.statusCode, q).toBe(200);
    }
  });
});
