import { CADASTRE_DAYS, tashkentToday } from "@makon/shared";
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { auditLog, clients, handoverDefects, handovers, storedFiles } from "../src/db/schema";
import type { HandoverViewer } from "../src/modules/handover/handover.access";
import { renderAct } from "../src/modules/handover/handover-pdf.service";
import { actContent } from "../src/modules/handover/handover-pdf-content";
import { FILES, postAct, upload, WORKER_RIGHTS } from "./helpers/handover-acts";
import { concludedDeal, makeHandoverUnits, SELLER_RIGHTS } from "./helpers/handover-fixtures";
import { makeSeller } from "./helpers/sales-fixtures";
import { savedName } from "./helpers/saved-name";
import { auth, makeUser, type TestUser, useTestApp } from "./helpers/test-app";

// The handover act's files (decision 18): the signed scan and the defects' photos stored under our
// own keys and read back, refused by their bytes; the act's PDF, with the passport only for those
// who may see it.
const ctx = useTestApp();
const p = {} as Record<"seller" | "worker" | "reader" | "stranger", TestUser>;
let org = 0;
let free: { id: number }[] = [];

beforeAll(async () => {
  const db = ctx.db();
  p.seller = await makeUser(ctx.app, db, SELLER_RIGHTS);
  p.worker = await makeUser(ctx.app, db, WORKER_RIGHTS);
  p.reader = await makeUser(ctx.app, db, { pages: ["topshiruv"] });
  p.stranger = await makeUser(ctx.app, db, { pages: ["home"] });
  org = (await makeSeller(db)).id;
  free = await makeHandoverUnits(db, 6);
});

/** An act with one defect for a new full deal; the buyer has a passport. */
async function act(extra: object = {}) {
  const unit = free.shift();
  if (!unit) throw new Error("out of units");
  const k = await concludedDeal(ctx.app, ctx.db(), p.seller, unit, "full", org);
  await ctx.db().update(clients).set({ passport: "AB1234567" }).where(eq(clients.id, k.clientId));
  const res = await postAct(ctx.app, p.worker, k.id, {
    defects: [{ item: "Eshik qiyshiq", room: "Yotoqxona", deadline: tashkentToday() }],
    ...extra,
  });
  expect(res.statusCode, res.body).toBe(201);
  const { id, actNumber } = res.json() as { id: number; actNumber: string };
  const [defect] = await ctx.db().select().from(handoverDefects).where(eq(handoverDefects.handoverId, id));
  return { id, actNumber, defectId: defect?.id as number, deal: k };
}
const get = (u: TestUser, url: string) => ctx.app.inject({ method: "GET", url, headers: auth(u.token) });
const stored = async (key: string | null | undefined) =>
  key ? (await ctx.db().select().from(storedFiles).where(eq(storedFiles.key, key))).length : 0;

describe("the signed act's scan", () => {
  it("stores it under our key, reads it back uncached, replaces it and deletes the old file", async () => {
    const { id } = await act();
    const url = `/api/topshiruv/${id}/scan`;
    expect((await get(p.reader, url)).statusCode).toBe(404);
    const put = await upload(ctx.app, p.worker, url, FILES.png, "image/png");
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json()).toEqual({ id });
    const [first] = await ctx.db().select().from(handovers).where(eq(handovers.id, id));
    expect(first?.signedScan).toMatch(new RegExp(`^handover-${id}-\\d+-[0-9a-f]{8}\\.png$`));

    const back = await get(p.reader, url);
    expect(back.statusCode).toBe(200);
    expect(back.headers["content-type"]).toBe("image/png");
    expect(back.headers["cache-control"]).toBe("no-store");
    expect(back.rawPayload.equals(FILES.png)).toBe(true);

    const again = await upload(ctx.app, p.worker, url, FILES.pdf, "application/pdf");
    expect(again.statusCode, again.body).toBe(200);
    const [second] = await ctx.db().select().from(handovers).where(eq(handovers.id, id));
    expect(second?.signedScan).toMatch(/\.pdf$/);
    expect(await stored(first?.signedScan)).toBe(0);
    expect(await stored(second?.signedScan)).toBe(1);
    const pdf = await get(p.reader, url);
    expect([pdf.headers["content-type"], pdf.rawPayload.equals(FILES.pdf)]).toEqual([
      "application/pdf",
      true,
    ]);

    const audits = await ctx
      .db()
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.entity, "handover"), eq(auditLog.entityId, String(id)), eq(auditLog.action, "scan")),
      );
    expect(audits.map((a) => a.after)).toEqual([
      { signedScan: first?.signedScan },
      { signedScan: second?.signedScan },
    ]);
  });

  it("refuses a file whose bytes are not a PDF, JPEG or PNG (415), and people without the rights", async () => {
    const { id } = await act();
    const url = `/api/topshiruv/${id}/scan`;
    const gif = await upload(ctx.app, p.worker, url, FILES.gif, "image/png");
    expect([gif.statusCode, gif.json().code]).toEqual([415, "UNSUPPORTED_MEDIA_TYPE"]);
    const text = await upload(ctx.app, p.worker, url, Buffer.from("hello"), "text/plain");
    expect(text.statusCode).toBe(415);
    expect((await upload(ctx.app, p.reader, url, FILES.png, "image/png")).statusCode).toBe(403);
    expect((await get(p.stranger, url)).statusCode).toBe(403);
    const [row] = await ctx.db().select().from(handovers).where(eq(handovers.id, id));
    expect(row?.signedScan).toBeNull();
    const missing = await upload(ctx.app, p.worker, "/api/topshiruv/99999999/scan", FILES.png, "image/png");
    expect(missing.statusCode).toBe(404);
  });
});

describe("a defect's photo", () => {
  it("round-trips a JPEG or PNG, refuses a PDF and another act's defect", async () => {
    const a = await act();
    const b = await act();
    const url = `/api/topshiruv/${a.id}/defects/${a.defectId}/photo`;
    const pdf = await upload(ctx.app, p.worker, url, FILES.pdf, "application/pdf");
    expect([pdf.statusCode, pdf.json().code]).toEqual([415, "UNSUPPORTED_MEDIA_TYPE"]);
    expect((await get(p.reader, url)).statusCode).toBe(404);
    const put = await upload(ctx.app, p.worker, url, FILES.jpeg, "image/jpeg");
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json()).toEqual({ id: a.defectId });
    const back = await get(p.reader, url);
    expect(back.statusCode).toBe(200);
    expect([back.headers["content-type"], back.headers["cache-control"]]).toEqual(["image/jpeg", "no-store"]);
    // Saved as what it is and whose, never under its storage key.
    expect(savedName(back.headers["content-disposition"])).toMatch(
      /^Kamchilik \d+ surati - dalolatnoma \S+ - \S.*\.jpg$/,
    );
    expect(back.rawPayload.equals(FILES.jpeg)).toBe(true);

    const [before] = await ctx.db().select().from(handoverDefects).where(eq(handoverDefects.id, a.defectId));
    expect((await upload(ctx.app, p.worker, url, FILES.png, "image/png")).statusCode).toBe(200);
    expect(await stored(before?.photo)).toBe(0);
    expect((await get(p.reader, url)).rawPayload.equals(FILES.png)).toBe(true);

    const foreign = `/api/topshiruv/${b.id}/defects/${a.defectId}/photo`;
    expect((await upload(ctx.app, p.worker, foreign, FILES.png, "image/png")).statusCode).toBe(404);
    expect((await get(p.reader, foreign)).statusCode).toBe(404);
  });
});

describe("the act's PDF", () => {
  const viewer = (actions: string[]): HandoverViewer => ({
    id: p.reader.id,
    dostup: actions,
    pagesDostup: ["topshiruv"],
    clientScope: "all",
    contractScope: "all",
    sectionId: null,
  });

  it("is a PDF with pages, not cached", async () => {
    const { id, actNumber } = await act({ meters: { electricity: 12.5 }, note: "Izoh" });
    const res = await get(p.reader, `/api/topshiruv/${id}/pdf`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["content-type"]).toBe("application/pdf");
    expect(res.headers["cache-control"]).toBe("no-store");
    expect(savedName(res.headers["content-disposition"])).toMatch(
      new RegExp(`^Topshirish dalolatnomasi ${actNumber} - \\S.*\\.pdf$`),
    );
    const text = res.rawPayload.toString("latin1");
    expect(text.startsWith("%PDF")).toBe(true);
    expect(text.match(/\/Type \/Page\b/g)?.length).toBeGreaterThanOrEqual(1);
    expect((await get(p.stranger, `/api/topshiruv/${id}/pdf`)).statusCode).toBe(403);
    expect((await get(p.reader, "/api/topshiruv/99999999/pdf")).statusCode).toBe(404);
  });

  it("says what the act says, the passport only for client_passport_view", async () => {
    const { id, actNumber, deal } = await act({ keysCount: 4, meters: { water: 3 } });
    // A defect found later is not on the paper signed that day.
    const later = await ctx.app.inject({
      method: "POST",
      url: `/api/topshiruv/${id}/defects`,
      headers: auth(p.worker.token),
      payload: { item: "Keyin topilgan" },
    });
    expect(later.statusCode).toBe(201);
    const plain = await actContent(ctx.db(), viewer([]), id);
    const full = await actContent(ctx.db(), viewer(["client_passport_view"]), id);
    expect(plain.buyer.passport).toBeNull();
    expect(full.buyer.passport).toBe("AB1234567");
    expect(plain).toMatchObject({
      number: actNumber,
      date: tashkentToday(),
      contract: { number: deal.number },
      seller: { name: "Makon Qurilish MChJ" },
      keysCount: 4,
      meters: { electricity: null, gas: null, water: 3 },
      defects: [{ item: "Eshik qiyshiq", room: "Yotoqxona", deadline: tashkentToday() }],
      cadastreDays: CADASTRE_DAYS,
      warrantyUntil: "2028-03-31",
    });
    expect(plain.unit).toMatchObject({ floor: 1, rooms: expect.any(Number), areaM2: 58.3 });
    expect(JSON.stringify(plain)).not.toContain("AB1234567");

    // Many defects break onto more pages; no defects print the sentence instead of the table.
    const many = {
      ...full,
      defects: Array.from({ length: 50 }, (_, i) => ({ item: `Kamchilik ${i}`, room: null, deadline: null })),
    };
    const long = (await renderAct(many)).toString("latin1");
    expect(long.match(/\/Type \/Page\b/g)?.length).toBeGreaterThanOrEqual(2);
    const none = await renderAct({ ...full, defects: [] });
    expect(none.subarray(0, 4).toString()).toBe("%PDF");
    // The act's own creation time makes the same act print to the same bytes.
    expect((await renderAct(full)).equals(await renderAct(full))).toBe(true);
  });
});
