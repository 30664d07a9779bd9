import { documentsUz, tashkentToday } from "@makon/shared";
import { and, asc, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import {
  auditLog,
  buildings,
  clients,
  contractSteps,
  contracts,
  handoverAppointments,
  handoverCounters,
  handoverDefects,
  handoverPermits,
  handovers,
  units,
} from "../src/db/schema";
import { BOSS_RIGHTS, backdate, dayFromToday, postAct, WORKER_RIGHTS } from "./helpers/handover-acts";
import { concludedDeal, makeHandoverUnits, SELLER_RIGHTS } from "./helpers/handover-fixtures";
import { makeSeller } from "./helpers/sales-fixtures";
import { auth, makeUser, type TestUser, useTestApp } from "./helpers/test-app";

// The handover act's write side (decision 18): the act with its refusals and everything it moves,
// the boss's permit, numbering per year, edits and the cadastre, defects fixed once, rights and
// hostile input.
const ctx = useTestApp();
const p = {} as Record<"seller" | "worker" | "boss" | "reader" | "ownWorker", TestUser>;
let org = 0;
let free: { id: number; buildingId: number }[] = [];
const today = tashkentToday();

beforeAll(async () => {
  const db = ctx.db();
  p.seller = await makeUser(ctx.app, db, SELLER_RIGHTS);
  p.worker = await makeUser(ctx.app, db, WORKER_RIGHTS);
  p.boss = await makeUser(ctx.app, db, BOSS_RIGHTS);
  p.reader = await makeUser(ctx.app, db, { pages: ["topshiruv"] });
  p.ownWorker = await makeUser(ctx.app, db, { ...WORKER_RIGHTS, contractScope: "own" });
  org = (await makeSeller(db)).id;
  free = await makeHandoverUnits(db, 20);
});

async function deal(paid: "full" | "partial" = "full", unit = free.shift()) {
  if (!unit) throw new Error("out of units");
  return concludedDeal(ctx.app, ctx.db(), p.seller, unit, paid, org);
}
const send = (u: TestUser, method: "POST" | "PATCH", url: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: auth(u.token), ...(payload ? { payload } : {}) });
const actsOf = (contractId: number) =>
  ctx.db().select().from(handovers).where(eq(handovers.contractId, contractId));
const auditOf = (entity: string, entityId: number) =>
  ctx
    .db()
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, String(entityId))))
    .orderBy(asc(auditLog.id));

/** A made act for a new full deal, dated `actDate` (its contract dated `contractDate`). */
async function madeAct(opts: { contractDate?: string; actDate?: string; extra?: object } = {}) {
  const k = await deal();
  if (opts.contractDate) await backdate(ctx.db(), k.id, opts.contractDate);
  const res = await postAct(ctx.app, p.worker, k.id, { actDate: opts.actDate ?? today, ...opts.extra });
  expect(res.statusCode, res.body).toBe(201);
  return { deal: k, ...(res.json() as { id: number; actNumber: string }) };
}

describe("the act", () => {
  it("hands the contract, unit and client over, closes the appointment, all audited in one transaction", async () => {
    const db = ctx.db();
    const k = await deal();
    const [appt] = await db
      .insert(handoverAppointments)
      .values({ contractId: k.id, scheduledAt: new Date(Date.now() + 86_400_000), userId: p.worker.id })
      .returning();
    const res = await postAct(ctx.app, p.worker, k.id, {
      keysCount: 3,
      meters: { electricity: 1234.5, water: 10 },
      defects: [{ item: "Eshik qiyshiq", room: "Yotoqxona", deadline: dayFromToday(10) }, { item: "Deraza" }],
      note: "Hammasi joyida",
    });
    expect(res.statusCode, res.body).toBe(201);
    const made = res.json() as { id: number; actNumber: string };
    expect(made.actNumber).toMatch(new RegExp(`^D-${today.slice(0, 4)}-\\d{4}$`));

    const [act] = await actsOf(k.id);
    expect(act).toMatchObject({
      id: made.id,
      actNumber: made.actNumber,
      actDate: today,
      keysCount: 3,
      electricityReading: 1234.5,
      gasReading: null,
      waterReading: 10,
      note: "Hammasi joyida",
      userId: p.worker.id,
      // The building's completion (2026-03-31, the fixture's) plus the default two years.
      warrantyUntil: "2028-03-31",
    });
    const defects = await db.select().from(handoverDefects).where(eq(handoverDefects.handoverId, made.id));
    expect(defects.map((d) => [d.item, d.room, d.deadline, d.createdById, d.fixedAt])).toEqual([
      ["Eshik qiyshiq", "Yotoqxona", dayFromToday(10), p.worker.id, null],
      ["Deraza", null, null, p.worker.id, null],
    ]);

    const [c] = await db.select().from(contracts).where(eq(contracts.id, k.id));
    expect(c?.status).toBe("handed_over");
    const [u] = await db.select().from(units).where(eq(units.id, k.unitId));
    expect(u?.status).toBe("handed_over");
    const [client] = await db.select().from(clients).where(eq(clients.id, k.clientId));
    expect(client?.step).toBe("handed_over");
    const steps = await db.select().from(contractSteps).where(eq(contractSteps.contractId, k.id));
    expect(steps.at(-1)).toMatchObject({
      status: "handed_over",
      userId: p.worker.id,
      note: documentsUz.handoverStep.handedOver(made.actNumber),
    });
    const [a] = await db
      .select()
      .from(handoverAppointments)
      .where(eq(handoverAppointments.id, appt?.id as number));
    expect(a?.status).toBe("done");
    expect(a?.closedById).toBe(p.worker.id);
    expect(a?.closedAt).toBeInstanceOf(Date);

    const rows = [
      ...(await auditOf("handover", made.id)),
      ...(await auditOf("contract", k.id)).filter((r) => r.action === "handed_over"),
      ...(await auditOf("unit", k.unitId)).filter((r) => r.action === "handed_over"),
      ...(await auditOf("handover_appointment", appt?.id as number)),
    ];
    expect(rows.map((r) => `${r.entity}:${r.action}`).sort()).toEqual([
      "contract:handed_over",
      "handover:create",
      "handover_appointment:done",
      "unit:handed_over",
    ]);
    // now() is the transaction's start: one transaction wrote them all.
    expect(new Set(rows.map((r) => r.at.getTime())).size).toBe(1);
    expect(rows.find((r) => r.entity === "unit")?.before).toEqual({ status: "sold" });
  });

  it("refuses what may not be handed over, writing nothing", async () => {
    const db = ctx.db();
    const missing = await postAct(ctx.app, p.worker, 99_999_999);
    expect([missing.statusCode, missing.json().code]).toEqual([404, "NOT_FOUND"]);

    const inProcess = await deal();
    await db.update(contracts).set({ status: "in_process" }).where(eq(contracts.id, inProcess.id));
    const wrong = await postAct(ctx.app, p.worker, inProcess.id);
    expect([wrong.statusCode, wrong.json().code]).toEqual([409, "CONTRACT_WRONG_STATUS"]);

    const [unfinished] = await makeHandoverUnits(db, 1, { completed: false });
    const early = await deal("full", unfinished);
    const notReady = await postAct(ctx.app, p.worker, early.id);
    expect([notReady.statusCode, notReady.json().code]).toEqual([409, "HANDOVER_BUILDING_NOT_READY"]);

    const partial = await deal("partial");
    const unpaid = await postAct(ctx.app, p.worker, partial.id);
    expect([unpaid.statusCode, unpaid.json().code]).toEqual([409, "HANDOVER_NOT_PAID"]);

    const k = await deal();
    const beforeContract = await postAct(ctx.app, p.worker, k.id, { actDate: dayFromToday(-1) });
    expect([beforeContract.statusCode, beforeContract.json().code]).toEqual([400, "HANDOVER_DATE_INVALID"]);
    const tomorrow = await postAct(ctx.app, p.worker, k.id, { actDate: dayFromToday(1) });
    expect([tomorrow.statusCode, tomorrow.json().code]).toEqual([400, "HANDOVER_DATE_INVALID"]);

    for (const id of [inProcess.id, early.id, partial.id, k.id]) expect(await actsOf(id)).toHaveLength(0);
    const [still] = await db.select().from(contracts).where(eq(contracts.id, k.id));
    expect(still?.status).toBe("concluded");

    expect((await postAct(ctx.app, p.worker, k.id)).statusCode).toBe(201);
    const second = await postAct(ctx.app, p.worker, k.id);
    expect([second.statusCode, second.json().code]).toEqual([409, "HANDOVER_EXISTS"]);
    expect(await actsOf(k.id)).toHaveLength(1);
  });

  it("numbers acts D-YYYY-0001… per year of the act date, without gaps", async () => {
    const db = ctx.db();
    const a = await madeAct({ contractDate: "2024-03-01", actDate: "2024-12-30" });
    const b = await madeAct({ contractDate: "2024-03-01", actDate: "2024-12-31" });
    expect([a.actNumber, b.actNumber]).toEqual(["D-2024-0001", "D-2024-0002"]);
    const c = await madeAct({ contractDate: "2023-05-01", actDate: "2023-06-01" });
    expect(c.actNumber).toBe("D-2023-0001");

    const year = Number(today.slice(0, 4));
    const now1 = await madeAct();
    const now2 = await madeAct();
    const seq = (n: string) => Number(n.slice(-4));
    expect(seq(now2.actNumber)).toBe(seq(now1.actNumber) + 1);
    const [counter] = await db.select().from(handoverCounters).where(eq(handoverCounters.year, year));
    expect(counter?.last).toBe(seq(now2.actNumber));
    const [y2024] = await db.select().from(handoverCounters).where(eq(handoverCounters.year, 2024));
    expect(y2024?.last).toBe(2);
    const [act] = await actsOf(c.deal.id);
    expect([act?.year, act?.seq]).toEqual([2023, 1]);
  });

  it("runs the warranty from the act date when the building has no completion date", async () => {
    const [unit] = await makeHandoverUnits(ctx.db(), 1);
    await ctx
      .db()
      .update(buildings)
      .set({ completionDate: null })
      .where(eq(buildings.id, unit?.buildingId as number));
    const k = await deal("full", unit);
    await backdate(ctx.db(), k.id, "2025-01-10");
    const res = await postAct(ctx.app, p.worker, k.id, { actDate: "2025-02-28" });
    expect(res.statusCode, res.body).toBe(201);
    const [act] = await actsOf(k.id);
    expect(act?.warrantyUntil).toBe("2027-02-28");
  });
});

describe("the boss's permit", () => {
  it("lets a partly paid contract be handed over, once, with its step and audit", async () => {
    const db = ctx.db();
    const k = await deal("partial");
    const url = `/api/shartnoma/${k.id}/handover-permit`;
    const reason = "Bank kafolati bor";
    const byWorker = await send(p.worker, "POST", url, { reason });
    expect(byWorker.statusCode).toBe(403);
    const res = await send(p.boss, "POST", url, { reason });
    expect(res.statusCode, res.body).toBe(201);
    const { id } = res.json() as { id: number };
    const [permit] = await db.select().from(handoverPermits).where(eq(handoverPermits.contractId, k.id));
    expect(permit).toMatchObject({ id, reason, userId: p.boss.id });
    const steps = await db.select().from(contractSteps).where(eq(contractSteps.contractId, k.id));
    expect(steps.at(-1)).toMatchObject({ status: "concluded", note: documentsUz.handoverStep.permitted });
    const [audit] = await auditOf("handover_permit", id);
    expect(audit?.action).toBe("create");
    expect(audit?.after).toMatchObject({ contractId: k.id, reason });

    const again = await send(p.boss, "POST", url, { reason });
    expect([again.statusCode, again.json().code]).toEqual([409, "HANDOVER_ALREADY_PERMITTED"]);

    const act = await postAct(ctx.app, p.worker, k.id);
    expect(act.statusCode, act.body).toBe(201);
    const [c] = await db.select().from(contracts).where(eq(contracts.id, k.id));
    expect(c?.status).toBe("handed_over");
    expect(c?.paid).toBeLessThan(c?.total as number);
  });

  it("refuses a contract paid in full or not concluded", async () => {
    const full = await deal();
    const notNeeded = await send(p.boss, "POST", `/api/shartnoma/${full.id}/handover-permit`, {
      reason: "Sabab yoʻq",
    });
    expect([notNeeded.statusCode, notNeeded.json().code]).toEqual([409, "HANDOVER_PERMIT_NOT_NEEDED"]);
    const k = await deal("partial");
    await ctx.db().update(contracts).set({ status: "in_process" }).where(eq(contracts.id, k.id));
    const wrong = await send(p.boss, "POST", `/api/shartnoma/${k.id}/handover-permit`, {
      reason: "Sabab bor",
    });
    expect([wrong.statusCode, wrong.json().code]).toEqual([409, "CONTRACT_WRONG_STATUS"]);
    const rows = await ctx.db().select().from(handoverPermits).where(eq(handoverPermits.contractId, k.id));
    expect(rows).toHaveLength(0);
  });
});

describe("after the act", () => {
  it("changes only the fields given, audits them, and keeps the cadastre's dates in place", async () => {
    const { id } = await madeAct({
      contractDate: dayFromToday(-30),
      actDate: dayFromToday(-10),
      extra: { meters: { electricity: 100, gas: 7 } },
    });
    const url = `/api/topshiruv/${id}`;
    const ok = await send(p.worker, "PATCH", url, { keysCount: 4, meters: { gas: 8 } });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toEqual({ id });
    const row = async () => (await ctx.db().select().from(handovers).where(eq(handovers.id, id)))[0];
    expect(await row()).toMatchObject({
      keysCount: 4,
      electricityReading: 100,
      gasReading: 8,
      waterReading: null,
    });
    const cleared = await send(p.worker, "PATCH", url, { meters: { electricity: null } });
    expect(cleared.statusCode).toBe(200);
    expect(await row()).toMatchObject({ electricityReading: null, gasReading: 8 });
    const updates = (await auditOf("handover", id)).filter((r) => r.action === "update");
    expect(updates.map((r) => [r.before, r.after])).toEqual([
      [
        { keysCount: 2, gasReading: 7 },
        { keysCount: 4, gasReading: 8 },
      ],
      [{ electricityReading: 100 }, { electricityReading: null }],
    ]);

    const refused = async (body: object) => {
      const res = await send(p.worker, "PATCH", url, body);
      expect([res.statusCode, res.json().code], JSON.stringify(body)).toEqual([400, "HANDOVER_DATE_INVALID"]);
    };
    await refused({ cadastreAppliedAt: dayFromToday(-11) });
    await refused({ cadastreAppliedAt: dayFromToday(1) });
    await refused({ cadastreRegisteredAt: dayFromToday(-2) });
    expect((await send(p.worker, "PATCH", url, { cadastreAppliedAt: dayFromToday(-5) })).statusCode).toBe(
      200,
    );
    await refused({ cadastreNumber: "10:05:01:02:0042", cadastreRegisteredAt: dayFromToday(-7) });
    const registered = await send(p.worker, "PATCH", url, {
      cadastreNumber: "10:05:01:02:0042",
      cadastreRegisteredAt: dayFromToday(-2),
    });
    expect(registered.statusCode, registered.body).toBe(200);
    await refused({ cadastreNumber: null });
    // A registration date alone once the number is stored.
    expect((await send(p.worker, "PATCH", url, { cadastreRegisteredAt: dayFromToday(-1) })).statusCode).toBe(
      200,
    );
    expect(await row()).toMatchObject({
      cadastreAppliedAt: dayFromToday(-5),
      cadastreNumber: "10:05:01:02:0042",
      cadastreRegisteredAt: dayFromToday(-1),
    });

    expect((await send(p.worker, "PATCH", url, {})).statusCode).toBe(400);
    const missing = await send(p.worker, "PATCH", "/api/topshiruv/99999999", { keysCount: 1 });
    expect([missing.statusCode, missing.json().code]).toEqual([404, "NOT_FOUND"]);
  });

  it("adds defects after the act and fixes each once", async () => {
    const { id } = await madeAct({ contractDate: dayFromToday(-30), actDate: dayFromToday(-10) });
    const other = await madeAct();
    const add = await send(p.worker, "POST", `/api/topshiruv/${id}/defects`, {
      item: "Quvur oqyapti",
      room: "Oshxona",
      deadline: dayFromToday(5),
    });
    expect(add.statusCode, add.body).toBe(201);
    const defectId = (add.json() as { id: number }).id;
    const fixUrl = `/api/topshiruv/${id}/defects/${defectId}/fix`;

    const foreign = await send(p.worker, "POST", `/api/topshiruv/${other.id}/defects/${defectId}/fix`, {
      fixedOn: today,
      buyerAccepted: true,
    });
    expect([foreign.statusCode, foreign.json().code]).toEqual([404, "NOT_FOUND"]);
    for (const fixedOn of [dayFromToday(-11), dayFromToday(1)]) {
      const bad = await send(p.worker, "POST", fixUrl, { fixedOn, buyerAccepted: true });
      expect([bad.statusCode, bad.json().code]).toEqual([400, "HANDOVER_DATE_INVALID"]);
    }
    const fixed = await send(p.worker, "POST", fixUrl, {
      fixedOn: dayFromToday(-1),
      buyerAccepted: true,
      note: "Almashtirildi",
    });
    expect(fixed.statusCode, fixed.body).toBe(200);
    expect(fixed.json()).toEqual({ id: defectId });
    const again = await send(p.worker, "POST", fixUrl, { fixedOn: today, buyerAccepted: false });
    expect([again.statusCode, again.json().code]).toEqual([409, "HANDOVER_DEFECT_FIXED"]);

    const [d] = await ctx.db().select().from(handoverDefects).where(eq(handoverDefects.id, defectId));
    expect(d).toMatchObject({
      handoverId: id,
      item: "Quvur oqyapti",
      fixedOn: dayFromToday(-1),
      fixedById: p.worker.id,
      fixNote: "Almashtirildi",
      buyerAccepted: true,
      createdById: p.worker.id,
    });
    expect(d?.fixedAt).toBeInstanceOf(Date);
    const actions = (await auditOf("handover", id)).map((r) => r.action);
    expect(actions.filter((a) => a.startsWith("defect_"))).toEqual(["defect_add", "defect_fix"]);
  });
});

describe("rights and hostile input", () => {
  it("refuses a user without handover_work, and an act outside the user's scope", async () => {
    const k = await deal();
    const noRight = await postAct(ctx.app, p.reader, k.id);
    expect(noRight.statusCode).toBe(403);
    expect(await actsOf(k.id)).toHaveLength(0);
    const { id } = await madeAct();
    expect((await send(p.reader, "PATCH", `/api/topshiruv/${id}`, { keysCount: 1 })).statusCode).toBe(403);
    expect((await send(p.reader, "POST", `/api/topshiruv/${id}/defects`, { item: "Devor" })).statusCode).toBe(
      403,
    );
    // ownWorker manages no contract: the act's contract is out of their scope.
    const scoped = await send(p.ownWorker, "PATCH", `/api/topshiruv/${id}`, { keysCount: 1 });
    expect([scoped.statusCode, scoped.json().code]).toEqual([403, "OUT_OF_SCOPE"]);
    const scopedAct = await postAct(ctx.app, p.ownWorker, (await deal()).id);
    expect([scopedAct.statusCode, scopedAct.json().code]).toEqual([403, "OUT_OF_SCOPE"]);
  });

  it("answers hostile input with 400, never a 500, and writes nothing", async () => {
    const k = await deal();
    const nul = await postAct(ctx.app, p.worker, k.id, { defects: [{ item: "Eshik\u0000" }] });
    expect(nul.statusCode).toBe(400);
    const far = await postAct(ctx.app, p.worker, 2_147_483_648);
    expect(far.statusCode).toBe(400);
    const year9999 = await postAct(ctx.app, p.worker, k.id, { actDate: "9999-01-01" });
    expect(year9999.statusCode).toBe(400);
    const keys = await postAct(ctx.app, p.worker, k.id, { keysCount: 21 });
    expect(keys.statusCode).toBe(400);
    expect((await send(p.worker, "PATCH", "/api/topshiruv/2147483648", { keysCount: 1 })).statusCode).toBe(
      400,
    );
    expect(
      (
        await send(p.worker, "POST", "/api/topshiruv/1/defects/2147483648/fix", {
          fixedOn: today,
          buyerAccepted: true,
        })
      ).statusCode,
    ).toBe(400);
    expect(await actsOf(k.id)).toHaveLength(0);
  });
});
