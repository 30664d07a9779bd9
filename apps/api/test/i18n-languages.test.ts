import { ACTION_KEYS, type Language, PAGE_KEYS, STATS_FIGURES, tashkentToday, wordsFor } from "@makon/shared";
import { and, desc, eq } from "drizzle-orm";
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";
import readXlsxFile, { readSheet } from "read-excel-file/node";
import { beforeAll, describe, expect, it } from "vitest";
import { auditLog, clients, organisations, smsMessages } from "../src/db/schema";
import { enqueueSms } from "../src/modules/sms/sms-outbox.service";
import { smsText } from "../src/modules/sms/sms-text";
import { setPenaltyTerms, signDebtor } from "./helpers/collections-fixtures";
import { postAct, WORKER_RIGHTS } from "./helpers/handover-acts";
import { concludedDeal, makeHandoverUnits, SELLER_RIGHTS } from "./helpers/handover-fixtures";
import { makeFreeUnits, makeSeller, SALES_RIGHTS } from "./helpers/sales-fixtures";
import { auth, makeUser, nextPhone, type TestUser, useTestApp } from "./helpers/test-app";

// Languages in the database and the API (decisions 21, 22): a user's own language, remembered on the
// server and read with the session; a client's language, the default of their contract, letters,
// handover act and SMS; the Excel exports in the reader's language.
const ctx = useTestApp();

const ru = wordsFor("ru");
const cyrl = wordsFor("uz-Cyrl");
const uz = wordsFor("uz");
const CYRILLIC = /\p{Script=Cyrillic}/u;
const COLLECTOR_PAGES = ["undiruv", "undiruv-create", "undiruv-detail", "undiruv-actions"];

let seller: TestUser;
let org = 0;
let free: { id: number }[] = [];

beforeAll(async () => {
  const db = ctx.db();
  seller = await makeUser(ctx.app, db, {
    ...SALES_RIGHTS,
    actions: [...SALES_RIGHTS.actions, "export_excel", "client_passport_view"],
  });
  org = (await makeSeller(db)).id;
  await db
    .update(organisations)
    .set({ address: "Toshkent sh., Chilonzor 7", director: "Karimov Bobur", phone: "712001020" })
    .where(eq(organisations.id, org));
  free = await makeFreeUnits(ctx.db(), 8);
});

/** Every line of text on every page of a PDF, one plain space between words. */
async function pdfText(bytes: Buffer): Promise<string> {
  const pdf = await getDocument({ data: new Uint8Array(bytes), isEvalSupported: false }).promise;
  const pages: string[] = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    const content = await (await pdf.getPage(n)).getTextContent();
    pages.push(content.items.map((item) => ("str" in item ? item.str : "")).join(" "));
  }
  await pdf.destroy();
  return pages.join("\n").replace(/[ \t\u00a0]+/g, " ");
}

const setLanguage = (u: TestUser, payload: object) =>
  ctx.app.inject({ method: "PATCH", url: "/api/user/me/language", headers: auth(u.token), payload });

const profile = async (u: TestUser) => {
  const res = await ctx.app.inject({ url: `/api/user/byid/${u.id}`, headers: auth(u.token) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { language: Language };
};

/** A new client (the language given, or none) with a contract on a free unit. */
async function deal(language?: Language) {
  const unit = free.shift();
  if (!unit) throw new Error("out of units");
  const client = await ctx.app.inject({
    method: "POST",
    url: "/api/client",
    headers: auth(seller.token),
    payload: {
      fullName: "Sobirov Alisher Oʻktamovich",
      phone: nextPhone(),
      source: "reception",
      address: "Toshkent sh., Yunusobod 4",
      ...(language ? { language } : {}),
    },
  });
  expect(client.statusCode, client.body).toBe(201);
  const clientId = (client.json() as { id: number }).id;
  const made = await ctx.app.inject({
    method: "POST",
    url: "/api/shartnoma",
    headers: auth(seller.token),
    payload: {
      clientId,
      unitId: unit.id,
      paymentType: "installment",
      downPayment: 150_000_000,
      months: 12,
      sellerOrganisationId: org,
      date: "2026-11-22",
    },
  });
  expect(made.statusCode, made.body).toBe(201);
  return { clientId, contract: made.json() as { id: number; number: string; clientLanguage: Language } };
}

const contractPdf = async (id: number, query = "") => {
  const res = await ctx.app.inject({ url: `/api/shartnoma/${id}/pdf${query}`, headers: auth(seller.token) });
  expect(res.statusCode, res.body).toBe(200);
  return pdfText(res.rawPayload);
};

describe("a user's language", () => {
  it("is Uzbek until chosen, set by PATCH /api/user/me/language, read back and audited", async () => {
    const u = await makeUser(ctx.app, ctx.db(), { pages: ["home"] });
    expect((await profile(u)).language).toBe("uz");
    for (const language of ["ru", "uz-Cyrl", "uz"] as const) {
      const res = await setLanguage(u, { language });
      expect(res.statusCode, res.body).toBe(204);
      expect((await profile(u)).language).toBe(language);
    }
    const audits = await ctx
      .db()
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.entity, "user"), eq(auditLog.entityId, String(u.id)), eq(auditLog.action, "update")),
      )
      .orderBy(desc(auditLog.id));
    expect(audits).toHaveLength(3);
    expect(audits[0]).toMatchObject({
      userId: u.id,
      before: { language: "uz-Cyrl" },
      after: { language: "uz" },
    });
    // The same language again changes nothing and writes nothing.
    expect((await setLanguage(u, { language: "uz" })).statusCode).toBe(204);
    const again = await ctx
      .db()
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.entity, "user"), eq(auditLog.entityId, String(u.id)), eq(auditLog.action, "update")),
      );
    expect(again).toHaveLength(3);
  });

  it("refuses other languages, other fields and strangers with a code", async () => {
    const u = await makeUser(ctx.app, ctx.db(), { pages: ["home"] });
    for (const payload of [{ language: "en" }, { language: "ru", name: "X" }, {}, { language: null }]) {
      const res = await setLanguage(u, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect((res.json() as { code: string }).code).toEqual(expect.any(String));
    }
    expect((await profile(u)).language).toBe("uz");
    const stranger = await ctx.app.inject({
      method: "PATCH",
      url: "/api/user/me/language",
      payload: { language: "ru" },
    });
    expect(stranger.statusCode).toBe(401);
  });

  it("makes the contract list's Excel Russian for a Russian reader, the file's name still Latin", async () => {
    const reader = await makeUser(ctx.app, ctx.db(), {
      pages: ["contract"],
      actions: ["export_excel"],
      name: "Direktor Rus",
    });
    const { contract } = await deal();
    expect((await setLanguage(reader, { language: "ru" })).statusCode).toBe(204);
    const res = await ctx.app.inject({ url: "/api/shartnoma/export", headers: auth(reader.token) });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["content-disposition"]).toBe(`attachment; filename="${uz.documents.contracts.file}"`);
    const sheet = (await readSheet(res.rawPayload)) as unknown[][];
    const w = ru.documents.contracts;
    expect(sheet[0]?.slice(0, 7)).toEqual([
      w.number,
      w.date,
      w.client,
      w.object,
      w.building,
      w.unit,
      w.paymentType,
    ]);
    expect(sheet[0]).toContain(w.status);
    const row = sheet.find((r) => r[0] === contract.number);
    expect(row?.[6]).toBe(ru.enums.paymentType.installment);
    expect(Object.values(ru.enums.contractStatus).some((status) => row?.includes(status))).toBe(true);
    expect(sheet[0]?.join(" ")).toMatch(CYRILLIC);

    // Back to Uzbek: the same file in Uzbek.
    expect((await setLanguage(reader, { language: "uz" })).statusCode).toBe(204);
    const back = await ctx.app.inject({ url: "/api/shartnoma/export", headers: auth(reader.token) });
    const again = (await readSheet(back.rawPayload)) as unknown[][];
    expect(again[0]?.[0]).toBe(uz.documents.contracts.number);
  });
});

describe("a client's language", () => {
  it("is set on create and edit (Uzbek by default), shown on the card and the contract, audited", async () => {
    const plain = await deal();
    const card = async (id: number) => {
      const res = await ctx.app.inject({ url: `/api/client/${id}`, headers: auth(seller.token) });
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as { language: Language };
    };
    expect((await card(plain.clientId)).language).toBe("uz");
    expect(plain.contract.clientLanguage).toBe("uz");

    const edit = await ctx.app.inject({
      method: "PATCH",
      url: `/api/client/${plain.clientId}`,
      headers: auth(seller.token),
      payload: { language: "uz-Cyrl" },
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect((edit.json() as { language: Language }).language).toBe("uz-Cyrl");
    const detail = await ctx.app.inject({
      url: `/api/shartnoma/${plain.contract.id}`,
      headers: auth(seller.token),
    });
    expect((detail.json() as { clientLanguage: Language }).clientLanguage).toBe("uz-Cyrl");
    const history = await ctx.app.inject({
      url: `/api/client/${plain.clientId}/history`,
      headers: auth(seller.token),
    });
    expect(history.statusCode, history.body).toBe(200);
    expect(history.body).toContain('"language":"uz-Cyrl"');

    const bad = await ctx.app.inject({
      method: "PATCH",
      url: `/api/client/${plain.clientId}`,
      headers: auth(seller.token),
      payload: { language: "en" },
    });
    expect(bad.statusCode).toBe(400);
    const badCreate = await ctx.app.inject({
      method: "POST",
      url: "/api/client",
      headers: auth(seller.token),
      payload: { fullName: "Boshqa Mijoz", phone: nextPhone(), source: "reception", language: "kk" },
    });
    expect(badCreate.statusCode).toBe(400);
  });

  it("is the contract PDF's language unless ?lang= asks for another; names stay as typed", async () => {
    const { contract } = await deal("ru");
    expect(contract.clientLanguage).toBe("ru");
    const russian = await contractPdf(contract.id);
    expect(russian).toContain(ru.documents.contractPdf.heading(contract.number));
    expect(russian).toContain(ru.enums.paymentType.installment);
    expect(russian).toContain(` ${ru.documents.currency}`);
    expect(russian).toContain("Sobirov Alisher Oʻktamovich");
    expect(russian).toContain("Toshkent sh., Yunusobod 4");

    const cyrillic = await contractPdf(contract.id, "?lang=uz-Cyrl");
    expect(cyrillic).toContain(cyrl.documents.contractPdf.heading(contract.number));
    expect(cyrillic).toContain(`${cyrl.documents.contractPdf.buyer}: Sobirov Alisher Oʻktamovich`);
    expect(cyrillic).toContain(cyrl.documents.contractPdf.schedule);
    expect(cyrillic).toContain(` ${cyrl.documents.currency}`);
    expect(cyrl.documents.contractPdf.schedule).toMatch(CYRILLIC);

    const latin = await contractPdf(contract.id, "?lang=uz");
    expect(latin).toContain(uz.documents.contractPdf.heading(contract.number));
    expect(latin).not.toMatch(CYRILLIC);

    const bad = await ctx.app.inject({
      url: `/api/shartnoma/${contract.id}/pdf?lang=en`,
      headers: auth(seller.token),
    });
    expect(bad.statusCode).toBe(400);
    expect((bad.json() as { code: string }).code).toEqual(expect.any(String));
  });

  it("is the language of the client's SMS", async () => {
    const db = ctx.db();
    const collector = await makeUser(ctx.app, db, { pages: COLLECTOR_PAGES, actions: ["debt_work"] });
    const unit = free.shift();
    if (!unit) throw new Error("out of units");
    const k = await signDebtor(ctx.app, seller, unit.id, org, { daysAgo: 40, months: 4 });
    for (const language of ["ru", "uz-Cyrl", "uz"] as const) {
      await db.update(clients).set({ language }).where(eq(clients.id, k.clientId));
      const sms = await db.transaction((tx) =>
        enqueueSms(tx, {
          clientId: k.clientId,
          contractId: k.id,
          caseId: null,
          kind: "manual",
          createdById: collector.id,
        }),
      );
      const [stored] = await db
        .select({ text: smsMessages.text })
        .from(smsMessages)
        .where(eq(smsMessages.id, sms.id));
      // The template of the client's language, whatever the overdue amount is.
      const facts = {
        contractNumber: k.number,
        amount: 123_456_789,
        date: tashkentToday(),
        sellerPhone: "712001020",
      };
      const template = smsText("manual", facts, language)
        .replace(/[.*+?^${}()|[\]\\]/g, "\\$&")
        .replace("123 456 789", "[\\d ]+");
      expect(stored?.text).toMatch(new RegExp(`^${template}$`));
      expect(stored?.text).toMatch(language === "uz" ? /^Hurmatli mijoz!/ : CYRILLIC);
    }
  });
});

describe("a client's papers", () => {
  it("print the debt letter in the client's language, or in ?lang=", async () => {
    const db = ctx.db();
    await setPenaltyTerms(db, org, { rate: 0.05, cap: 20 });
    const collector = await makeUser(ctx.app, db, { pages: COLLECTOR_PAGES, actions: ["debt_work"] });
    const unit = free.shift();
    if (!unit) throw new Error("out of units");
    const k = await signDebtor(ctx.app, seller, unit.id, org, {
      daysAgo: 50,
      months: 4,
      clientName: "Toshmatov Jasur",
    });
    await db.update(clients).set({ language: "ru" }).where(eq(clients.id, k.clientId));
    const opened = await ctx.app.inject({
      method: "POST",
      url: "/api/undiruv",
      headers: auth(collector.token),
      payload: { contractId: k.id },
    });
    expect(opened.statusCode, opened.body).toBe(201);
    const caseId = (opened.json() as { id: number }).id;
    const made = await ctx.app.inject({
      method: "POST",
      url: `/api/undiruv/${caseId}/actions`,
      headers: auth(collector.token),
      payload: { type: "demand_letter" },
    });
    expect(made.statusCode, made.body).toBe(201);
    const { letterId } = made.json() as { letterId: number };
    const print = async (query = "") => {
      const res = await ctx.app.inject({
        url: `/api/undiruv/${caseId}/letters/${letterId}${query}`,
        headers: auth(collector.token),
      });
      expect(res.statusCode, res.body).toBe(200);
      return pdfText(res.rawPayload);
    };
    const russian = await print();
    expect(russian).toContain(ru.documents.debtLetter.heading.demand);
    expect(russian).toContain(ru.documents.debtLetter.greeting("Toshmatov Jasur"));
    const cyrillic = await print("?lang=uz-Cyrl");
    expect(cyrillic).toContain(cyrl.documents.debtLetter.heading.demand);
    const latin = await print("?lang=uz");
    expect(latin).toContain(uz.documents.debtLetter.heading.demand);
    const bad = await ctx.app.inject({
      url: `/api/undiruv/${caseId}/letters/${letterId}?lang=de`,
      headers: auth(collector.token),
    });
    expect(bad.statusCode).toBe(400);
  });

  it("print the handover act in the client's language, or in ?lang=", async () => {
    const db = ctx.db();
    const handoverSeller = await makeUser(ctx.app, db, SELLER_RIGHTS);
    const worker = await makeUser(ctx.app, db, WORKER_RIGHTS);
    const [unit] = await makeHandoverUnits(db, 1);
    if (!unit) throw new Error("no unit");
    const k = await concludedDeal(ctx.app, db, handoverSeller, unit, "full", org);
    await db.update(clients).set({ language: "uz-Cyrl" }).where(eq(clients.id, k.clientId));
    const made = await postAct(ctx.app, worker, k.id);
    expect(made.statusCode, made.body).toBe(201);
    const { id } = made.json() as { id: number };
    const print = async (query = "") => {
      const res = await ctx.app.inject({
        url: `/api/topshiruv/${id}/pdf${query}`,
        headers: auth(worker.token),
      });
      expect(res.statusCode, res.body).toBe(200);
      return pdfText(res.rawPayload);
    };
    expect(await print()).toContain(cyrl.documents.handoverAct.heading);
    expect(await print("?lang=ru")).toContain(ru.documents.handoverAct.heading);
    expect(await print("?lang=uz")).toContain(uz.documents.handoverAct.heading);
    const bad = await ctx.app.inject({
      url: `/api/topshiruv/${id}/pdf?lang=xx`,
      headers: auth(worker.token),
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe("every Excel export", () => {
  const today = tashkentToday();
  const EXPORTS = [
    "/api/client/export",
    "/api/tashkilot/export",
    "/api/user/export",
    "/api/uy/export",
    "/api/shartnoma/export",
    `/api/shartnoma/payments/export?from=${today}&to=${today}`,
    "/api/ariza/export?level=lower",
    "/api/ariza/export?level=upper",
    "/api/undiruv/debtors/export",
    ...["ready", "appointments", "handed", "defects"].map((tab) => `/api/topshiruv/export?tab=${tab}`),
    ...["summary", "money", "sales", "clients"].map((view) => `/api/stats/export?view=${view}`),
    ...STATS_FIGURES.map((figure) => `/api/stats/rows/export?figure=${figure}`),
  ];

  it("speaks the reader's language in its sheets and headers; the file's name stays Latin", async () => {
    const boss = await makeUser(ctx.app, ctx.db(), { pages: [...PAGE_KEYS], actions: [...ACTION_KEYS] });
    for (const language of ["ru", "uz-Cyrl"] as const) {
      expect((await setLanguage(boss, { language })).statusCode).toBe(204);
      for (const url of [...EXPORTS, "/api/bino/import-template"]) {
        const res = await ctx.app.inject({ url, headers: auth(boss.token) });
        expect(res.statusCode, `${url}: ${res.body.slice(0, 200)}`).toBe(200);
        expect(String(res.headers["content-disposition"]), url).toMatch(
          /^attachment; filename="[\x20-\x7e]+"$/,
        );
        const sheets = await readXlsxFile(res.rawPayload);
        for (const sheet of sheets) {
          expect(sheet.sheet, `${language} ${url}`).toMatch(CYRILLIC);
          // The import template's headers are the import's file format, the same in every language.
          if (!url.includes("import-template"))
            expect(String(sheet.data[0]?.[0]), `${language} ${url} ${sheet.sheet}`).toMatch(CYRILLIC);
        }
      }
    }
  });
});
