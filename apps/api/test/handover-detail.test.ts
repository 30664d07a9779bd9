import {
  CADASTRE_DAYS,
  type ContractHandover,
  documentsUz,
  formatPhone,
  type HandoverDetail,
  type HandoverPageOf,
  tashkentToday,
} from "@makon/shared";
import { eq } from "drizzle-orm";
import { readSheet } from "read-excel-file/node";
import { describe, expect, it } from "vitest";
import { contracts, handoverSettings } from "../src/db/schema";
import { shiftDay } from "./helpers/collections-fixtures";
import { makeHandoverUnits } from "./helpers/handover-fixtures";
import {
  deals,
  insertAct,
  insertAppointment,
  insertDefect,
  insertPermit,
  renameClient,
} from "./helpers/handover-read-fixtures";
import { makeClient } from "./helpers/sales-fixtures";
import { auth, makeUser, useTestApp } from "./helpers/test-app";

const ctx = useTestApp({ resetEach: true });

const WORKER = { pages: ["topshiruv"], actions: ["handover_work", "export_excel"], name: "Ish Xodim" };
const today = () => tashkentToday();

const get = (token: string, url: string) => ctx.app.inject({ url, headers: auth(token) });

describe("GET /api/topshiruv/{id}", () => {
  it("gives the act, its contract, buyer, unit, permit, defects and cadastre; canEdit by handover_work", async () => {
    const db = ctx.db();
    const worker = await makeUser(ctx.app, db, WORKER);
    const reader = await makeUser(ctx.app, db, { pages: ["topshiruv"] });
    const fixer = await makeUser(ctx.app, db, { ...WORKER, name: "Usta Fixer" });
    const [unit] = await makeHandoverUnits(db, 1);
    const { deals: d } = await deals(ctx.app, db, [unit as { id: number }], ["partial"]);
    const deal = d[0] as (typeof d)[0];
    await renameClient(db, deal.clientId, "Rahimova Dilnoza");
    await insertPermit(db, deal.id, worker.id, "Direktor ruxsati");
    const actDate = shiftDay(today(), -(CADASTRE_DAYS + 1));
    const act = await insertAct(db, deal.id, worker.id, {
      actDate,
      keysCount: 3,
      meters: { electricity: 1234.5, water: 12 },
      note: "Hammasi joyida",
      signedScan: "scan.pdf",
      cadastreAppliedAt: shiftDay(actDate, 3),
      warrantyUntil: "2028-03-31",
    });
    const open = await insertDefect(db, act.id, {
      item: "Eshik",
      room: "Zal",
      deadline: shiftDay(today(), -1),
      photo: "p.jpg",
    });
    const fixed = await insertDefect(db, act.id, {
      item: "Kran",
      deadline: shiftDay(today(), -4),
      fixed: { fixedOn: shiftDay(today(), -2), byId: fixer.id, note: "Almashtirildi", buyerAccepted: true },
    });

    const res = await get(worker.token, `/api/topshiruv/${act.id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["cache-control"]).toBe("no-store");
    const body = res.json() as HandoverDetail;
    expect(body).toMatchObject({
      id: act.id,
      actNumber: act.actNumber,
      actDate,
      keysCount: 3,
      meters: { electricity: 1234.5, gas: null, water: 12 },
      note: "Hammasi joyida",
      hasScan: true,
      cadastre: {
        state: "applied",
        appliedAt: shiftDay(actDate, 3),
        number: null,
        registeredAt: null,
        dueDate: shiftDay(actDate, CADASTRE_DAYS),
        overdue: true,
      },
      warrantyUntil: "2028-03-31",
      contract: { id: deal.id, number: deal.number, status: "concluded", total: deal.total, paid: deal.paid },
      client: { id: deal.clientId, fullName: "Rahimova Dilnoza" },
      unit: { id: deal.unitId, number: unit?.number, floor: 1, rooms: unit?.rooms, areaM2: unit?.areaM2 },
      permit: { reason: "Direktor ruxsati", userName: "Ish Xodim" },
      userName: "Ish Xodim",
      canEdit: true,
    });
    expect(body.defects).toEqual([
      {
        id: open,
        item: "Eshik",
        room: "Zal",
        deadline: shiftDay(today(), -1),
        overdue: true,
        hasPhoto: true,
        fixedOn: null,
        fixedByName: null,
        fixNote: null,
        buyerAccepted: false,
      },
      {
        id: fixed,
        item: "Kran",
        room: null,
        deadline: shiftDay(today(), -4),
        overdue: false,
        hasPhoto: false,
        fixedOn: shiftDay(today(), -2),
        fixedByName: "Usta Fixer",
        fixNote: "Almashtirildi",
        buyerAccepted: true,
      },
    ]);
    const read = await get(reader.token, `/api/topshiruv/${act.id}`);
    expect(read.statusCode).toBe(200);
    expect((read.json() as HandoverDetail).canEdit).toBe(false);
  });

  it("a registered act is not overdue; 404 unknown, 400 bad id, 403 without the page or out of scope", async () => {
    const db = ctx.db();
    const worker = await makeUser(ctx.app, db, WORKER);
    const own = await makeUser(ctx.app, db, { ...WORKER, contractScope: "own", clientScope: "own" });
    const stranger = await makeUser(ctx.app, db, { pages: ["undiruv"] });
    const done = await makeHandoverUnits(db, 1);
    const { deals: d } = await deals(ctx.app, db, done, ["full"]);
    const deal = d[0] as (typeof d)[0];
    const act = await insertAct(db, deal.id, worker.id, {
      actDate: shiftDay(today(), -60),
      cadastreNumber: "10:01:0042",
      cadastreRegisteredAt: shiftDay(today(), -10),
    });
    const body = (await get(worker.token, `/api/topshiruv/${act.id}`)).json() as HandoverDetail;
    expect(body.cadastre).toMatchObject({
      state: "registered",
      overdue: false,
      registeredAt: shiftDay(today(), -10),
    });
    expect(body.permit).toBeNull();
    expect(body.defects).toEqual([]);

    expect((await get(worker.token, `/api/topshiruv/${act.id + 1000}`)).statusCode).toBe(404);
    for (const bad of ["0", "-1", "2147483648", "abc", "1.5"])
      expect((await get(worker.token, `/api/topshiruv/${bad}`)).statusCode, bad).toBe(400);
    expect((await get(stranger.token, `/api/topshiruv/${act.id}`)).statusCode).toBe(403);
    const out = await get(own.token, `/api/topshiruv/${act.id}`);
    expect(out.statusCode).toBe(403);
    expect(out.json().code).toBe("OUT_OF_SCOPE");
    await db.update(contracts).set({ managerId: own.id }).where(eq(contracts.id, deal.id));
    expect((await get(own.token, `/api/topshiruv/${act.id}`)).statusCode).toBe(200);
  });
});

describe("GET /api/shartnoma/{id}/handover", () => {
  const state = async (token: string, id: number) => {
    const res = await get(token, `/api/shartnoma/${id}/handover`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as ContractHandover;
  };

  it("blockedBy names each case by the one rule; canPermit only where a permit changes something", async () => {
    const db = ctx.db();
    const boss = await makeUser(ctx.app, db, { pages: ["shartnoma_jarayon"], actions: ["handover_permit"] });
    const worker = await makeUser(ctx.app, db, WORKER);
    const done = await makeHandoverUnits(db, 4);
    const going = await makeHandoverUnits(db, 1, { completed: false });
    const { seller, deals: d } = await deals(ctx.app, db, done, ["full", "partial", "full"]);
    const [full, partial, handed] = d as [(typeof d)[0], (typeof d)[0], (typeof d)[0]];
    const notReady = (await deals(ctx.app, db, going, ["full"], seller)).deals[0] as (typeof d)[0];

    const at = new Date(Date.now() + 2 * 86_400_000);
    const appointment = await insertAppointment(db, full.id, worker.id, { scheduledAt: at, note: "Soat 10" });
    expect(await state(worker.token, full.id)).toMatchObject({
      contractId: full.id,
      contractStatus: "concluded",
      buildStatus: "completed",
      buildingCompleted: true,
      total: full.total,
      paid: full.total,
      paidInFull: true,
      permit: null,
      appointment: { id: appointment, scheduledAt: at.toISOString(), note: "Soat 10" },
      act: null,
      blockedBy: null,
      canPermit: false,
      canWork: true,
    });

    const unpaid = await state(boss.token, partial.id);
    expect(unpaid).toMatchObject({
      blockedBy: "HANDOVER_NOT_PAID",
      paidInFull: false,
      canPermit: true,
      canWork: false,
    });
    expect((await state(worker.token, partial.id)).canPermit).toBe(false);
    await insertPermit(db, partial.id, boss.id, "Qolgan qismi bank orqali");
    expect(await state(boss.token, partial.id)).toMatchObject({
      blockedBy: null,
      canPermit: false,
      permit: { reason: "Qolgan qismi bank orqali" },
    });

    expect(await state(worker.token, notReady.id)).toMatchObject({
      blockedBy: "HANDOVER_BUILDING_NOT_READY",
      buildStatus: "finishing",
      buildingCompleted: false,
    });

    const act = await insertAct(db, handed.id, worker.id, { actDate: today() });
    expect(await state(worker.token, handed.id)).toMatchObject({
      blockedBy: "HANDOVER_EXISTS",
      act: { id: act.id, actNumber: act.actNumber, actDate: today() },
    });

    // A contract not concluded yet: a draft made through the API.
    const client = await makeClient(ctx.app, seller.token);
    const draft = await ctx.app.inject({
      method: "POST",
      url: "/api/shartnoma",
      headers: auth(seller.token),
      payload: {
        clientId: client.id,
        unitId: done[3]?.id,
        paymentType: "full",
        sellerOrganisationId: full.organisationId,
        date: today(),
      },
    });
    expect(draft.statusCode, draft.body).toBe(201);
    const draftId = (draft.json() as { id: number }).id;
    expect(await state(boss.token, draftId)).toMatchObject({
      blockedBy: "CONTRACT_WRONG_STATUS",
      canPermit: false,
    });
  });

  it("404 unknown, 403 without a page or out of scope", async () => {
    const db = ctx.db();
    const worker = await makeUser(ctx.app, db, WORKER);
    const own = await makeUser(ctx.app, db, {
      pages: ["shartnoma_jarayon"],
      contractScope: "own",
      clientScope: "own",
    });
    const stranger = await makeUser(ctx.app, db, { pages: ["undiruv"] });
    const done = await makeHandoverUnits(db, 1);
    const deal = (await deals(ctx.app, db, done, ["full"])).deals[0] as { id: number };
    expect((await get(worker.token, `/api/shartnoma/${deal.id + 1000}/handover`)).statusCode).toBe(404);
    expect((await get(stranger.token, `/api/shartnoma/${deal.id}/handover`)).statusCode).toBe(403);
    const out = await get(own.token, `/api/shartnoma/${deal.id}/handover`);
    expect(out.json().code).toBe("OUT_OF_SCOPE");
    expect((await get(worker.token, "/api/shartnoma/2147483648/handover")).statusCode).toBe(400);
  });
});

describe("GET /api/topshiruv/settings and /export", () => {
  it("settings: the row's warranty years (not shadowed by /:id)", async () => {
    const db = ctx.db();
    const worker = await makeUser(ctx.app, db, WORKER);
    const res = await get(worker.token, "/api/topshiruv/settings");
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ warrantyYears: 2 });
    // Whether or not the reset kept the migration's row.
    await db
      .insert(handoverSettings)
      .values({ id: 1, warrantyYears: 5 })
      .onConflictDoUpdate({ target: handoverSettings.id, set: { warrantyYears: 5 } });
    expect((await get(worker.token, "/api/topshiruv/settings")).json()).toEqual({ warrantyYears: 5 });
    const stranger = await makeUser(ctx.app, db, { pages: ["undiruv"] });
    expect((await get(stranger.token, "/api/topshiruv/settings")).statusCode).toBe(403);
  });

  it("export: a real xlsx whose rows are the list's, in its order; export_excel required", async () => {
    const db = ctx.db();
    const worker = await makeUser(ctx.app, db, WORKER);
    const reader = await makeUser(ctx.app, db, { pages: ["topshiruv"] });
    const done = await makeHandoverUnits(db, 3);
    const { deals: d } = await deals(ctx.app, db, done, ["full", "full", "full"]);
    const acts = [];
    for (const [i, deal] of d.entries())
      acts.push(
        await insertAct(db, deal.id, worker.id, {
          actDate: shiftDay(today(), -(i + 1) * 20),
          keysCount: i + 1,
        }),
      );
    await insertDefect(db, (acts[2] as { id: number }).id, {
      item: "Eshik",
      deadline: shiftDay(today(), -3),
    });

    const listed = (await get(worker.token, "/api/topshiruv?tab=handed")).json() as HandoverPageOf<"handed">;
    const res = await get(worker.token, "/api/topshiruv/export?tab=handed");
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["content-type"]).toContain("spreadsheetml");
    const words = documentsUz.handoverList;
    expect(res.headers["content-disposition"]).toContain(words.files.handed);
    const sheet = (await readSheet(res.rawPayload)) as unknown[][];
    const header = sheet[0] as string[];
    expect(header.slice(0, 3)).toEqual([words.actNumber, words.actDate, words.contract]);
    const col = (name: string) => header.indexOf(name);
    const body = sheet.slice(1);
    expect(body).toHaveLength(3);
    listed.items.forEach((row, i) => {
      const line = body[i] as unknown[];
      expect(line[col(words.actNumber)]).toBe(row.actNumber);
      expect(line[col(words.contract)]).toBe(row.contractNumber);
      expect(line[col(words.phone)]).toBe(formatPhone(row.clientPhone));
      expect(line[col(words.keys)]).toBe(row.keysCount);
      expect(line[col(words.openDefects)]).toBe(row.openDefects);
      expect(line[col(words.cadastre)]).toBe(words.cadastreStates[row.cadastreState]);
      expect(line[col(words.cadastreOverdue)]).toBe(row.cadastreOverdue ? documentsUz.yes : documentsUz.no);
      expect((line[col(words.actDate)] as Date).toISOString().slice(0, 10)).toBe(row.actDate);
    });
    // The newest act first, as the list; the oldest (60 days) has the defect and is overdue.
    expect(body.map((l) => l[col(words.actNumber)])).toEqual(acts.map((a) => a.actNumber));
    expect(body[2]?.[col(words.openDefects)]).toBe(1);
    expect(body[2]?.[col(words.cadastreOverdue)]).toBe(documentsUz.yes);

    // Another tab's words, a view of it, and the rights.
    const defects = await get(worker.token, "/api/topshiruv/export?tab=defects&view=overdue");
    expect(defects.statusCode).toBe(200);
    const rows = (await readSheet(defects.rawPayload)) as unknown[][];
    expect(rows).toHaveLength(2);
    expect(rows[1]?.[(rows[0] as string[]).indexOf(words.item)]).toBe("Eshik");
    expect(rows[1]?.[(rows[0] as string[]).indexOf(words.daysOverdue)]).toBe(3);
    expect((await get(worker.token, "/api/topshiruv/export?tab=ready&view=fixed")).statusCode).toBe(400);
    expect((await get(reader.token, "/api/topshiruv/export?tab=handed")).statusCode).toBe(403);
  });
});
