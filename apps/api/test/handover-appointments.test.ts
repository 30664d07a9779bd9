import { documentsUz, formatDate, tashkentToday } from "@makon/shared";
import { and, asc, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import {
  auditLog,
  clients,
  handoverAppointments,
  handoverPermits,
  handovers,
  organisations,
  smsMessages,
} from "../src/db/schema";
import type { SmsGateway } from "../src/modules/sms/sms-gateway";
import { smsJob } from "../src/modules/sms/sms-job";
import { isGsm7 } from "../src/modules/sms/sms-text";
import { concludedDeal, makeHandoverUnits, SELLER_RIGHTS, setBuildStatus } from "./helpers/handover-fixtures";
import { makeClient, makeSeller } from "./helpers/sales-fixtures";
import { auth, makeUser, type TestUser, useTestApp } from "./helpers/test-app";

// Handover appointments (decision 18): made only for a contract that may be handed over, one
// scheduled per contract, the buyer's SMS once (none when opted out), rescheduled with the old one
// kept, closed once; the settings' save; the SMS outbox carrying the new kind.
const ctx = useTestApp();

const DAY = 86_400_000;
const SELLER_PHONE = "712001020";
const p = {} as Record<"seller" | "worker" | "boss" | "viewer" | "own" | "collector", TestUser>;
let org = 0;
let free: { id: number; buildingId: number }[] = [];

beforeAll(async () => {
  const db = ctx.db();
  p.seller = await makeUser(ctx.app, db, SELLER_RIGHTS);
  p.worker = await makeUser(ctx.app, db, { pages: ["topshiruv"], actions: ["handover_work"] });
  p.boss = await makeUser(ctx.app, db, { pages: ["topshiruv"], actions: ["handover_permit"] });
  p.viewer = await makeUser(ctx.app, db, { pages: ["topshiruv"] });
  p.own = await makeUser(ctx.app, db, {
    pages: ["topshiruv"],
    actions: ["handover_work"],
    contractScope: "own",
    clientScope: "own",
  });
  p.collector = await makeUser(ctx.app, db, { pages: ["undiruv"], actions: ["debt_work"] });
  org = (await makeSeller(db)).id;
  await db.update(organisations).set({ phone: SELLER_PHONE }).where(eq(organisations.id, org));
  free = await makeHandoverUnits(db, 16);
});

async function deal(paid: "full" | "partial" = "full") {
  const unit = free.shift();
  if (!unit) throw new Error("out of units");
  return {
    ...(await concludedDeal(ctx.app, ctx.db(), p.seller, unit, paid, org)),
    buildingId: unit.buildingId,
  };
}

/** A Tashkent wall-clock moment `days` from today, as the form sends it. */
function at(days: number, clock = "14:30") {
  const day = tashkentToday(Date.now() + days * DAY);
  return { iso: `${day}T${clock}:00+05:00`, shown: formatDate(day) };
}

const post = (u: TestUser, url: string, payload: object) =>
  ctx.app.inject({ method: "POST", url, headers: auth(u.token), payload });
const schedule = (u: TestUser, contractId: number, scheduledAt: string, more: object = {}) =>
  post(u, "/api/topshiruv/appointments", { contractId, scheduledAt, ...more });
const code = (res: { json(): unknown }) => (res.json() as { code: string }).code;
type Created = { id: number; smsId: number | null; smsSkipped: "opted_out" | null };

const smsOf = (contractId: number) =>
  ctx
    .db()
    .select()
    .from(smsMessages)
    .where(eq(smsMessages.contractId, contractId))
    .orderBy(asc(smsMessages.id));
const appointmentsOf = (contractId: number) =>
  ctx
    .db()
    .select()
    .from(handoverAppointments)
    .where(eq(handoverAppointments.contractId, contractId))
    .orderBy(asc(handoverAppointments.id));
const auditsOf = (entity: string, entityId: number) =>
  ctx
    .db()
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, String(entityId))))
    .orderBy(asc(auditLog.id));

describe("scheduling an appointment", () => {
  it("makes one with the buyer's SMS queued once, with the contract, Tashkent day and time, seller's phone", async () => {
    const d = await deal();
    const when = at(1);
    const res = await schedule(p.worker, d.id, when.iso, { note: "Ertalab" });
    expect(res.statusCode, res.body).toBe(201);
    const made = res.json() as Created;
    expect(made.smsId).toEqual(expect.any(Number));
    expect(made.smsSkipped).toBeNull();

    const [a] = await appointmentsOf(d.id);
    expect(a).toMatchObject({ id: made.id, status: "scheduled", note: "Ertalab", userId: p.worker.id });
    expect(a?.scheduledAt.toISOString()).toBe(new Date(when.iso).toISOString());

    const sms = await smsOf(d.id);
    expect(sms).toHaveLength(1);
    const text =
      `Hurmatli mijoz! N${d.number} shartnoma bo'yicha xonadoningizni topshirish ${when.shown} kuni ` +
      "soat 14:30-da. Pasportingizni olib keling. Tel: +998 71 200 10 20";
    expect(sms[0]).toMatchObject({
      id: made.smsId,
      kind: "handover_appointment",
      appointmentId: made.id,
      clientId: d.clientId,
      status: "queued",
      text,
    });
    expect(text).toBe(
      documentsUz.smsHandover.appointment(d.number, when.shown, "14:30", "+998 71 200 10 20"),
    );
    expect(isGsm7(text)).toBe(true);
    expect(text.length).toBeLessThanOrEqual(160);

    const audit = await auditsOf("handover_appointment", made.id);
    expect(audit.map((r) => r.action)).toEqual(["create"]);
    expect(audit[0]?.userId).toBe(p.worker.id);

    // A second one while it is scheduled: refused, nothing more written.
    const again = await schedule(p.worker, d.id, at(2).iso);
    expect(again.statusCode).toBe(409);
    expect(code(again)).toBe("HANDOVER_APPOINTMENT_EXISTS");
    expect(await appointmentsOf(d.id)).toHaveLength(1);
    expect(await smsOf(d.id)).toHaveLength(1);
  });

  it("queues nothing for an opted-out client and says so; nothing when asked not to", async () => {
    const d = await deal();
    await ctx.db().update(clients).set({ smsOptOut: true }).where(eq(clients.id, d.clientId));
    const res = await schedule(p.worker, d.id, at(3).iso);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ smsId: null, smsSkipped: "opted_out" });
    expect(await smsOf(d.id)).toHaveLength(0);
    expect(await appointmentsOf(d.id)).toHaveLength(1);

    const quiet = await deal();
    const q = await schedule(p.worker, quiet.id, at(3).iso, { sms: false });
    expect(q.statusCode, q.body).toBe(201);
    expect(q.json()).toMatchObject({ smsId: null, smsSkipped: null });
    expect(await smsOf(quiet.id)).toHaveLength(0);
  });

  it("refuses a contract that may not be handed over, each with its code", async () => {
    const db = ctx.db();
    // Not concluded: a signed draft without its payment.
    const unit = free.shift();
    if (!unit) throw new Error("out of units");
    const client = await makeClient(ctx.app, p.seller.token);
    const draft = await post(p.seller, "/api/shartnoma", {
      clientId: client.id,
      unitId: unit.id,
      paymentType: "full",
      sellerOrganisationId: org,
      date: tashkentToday(),
    });
    expect(draft.statusCode, draft.body).toBe(201);
    const wrong = await schedule(p.worker, (draft.json() as { id: number }).id, at(1).iso);
    expect([wrong.statusCode, code(wrong)]).toEqual([409, "CONTRACT_WRONG_STATUS"]);

    // Not paid in full, until a boss permits it.
    const partial = await deal("partial");
    const unpaid = await schedule(p.worker, partial.id, at(1).iso);
    expect([unpaid.statusCode, code(unpaid)]).toEqual([409, "HANDOVER_NOT_PAID"]);
    expect(await appointmentsOf(partial.id)).toHaveLength(0);
    await db
      .insert(handoverPermits)
      .values({ contractId: partial.id, reason: "Direktor ruxsati", userId: p.boss.id });
    expect((await schedule(p.worker, partial.id, at(1).iso)).statusCode).toBe(201);

    // The building still going up.
    const early = await deal();
    await setBuildStatus(db, early.buildingId, "finishing");
    const notReady = await schedule(p.worker, early.id, at(1).iso);
    expect([notReady.statusCode, code(notReady)]).toEqual([409, "HANDOVER_BUILDING_NOT_READY"]);
    await setBuildStatus(db, early.buildingId, "completed");

    // Already handed over (an act exists).
    const done = await deal();
    await db.insert(handovers).values({
      contractId: done.id,
      actNumber: `T-${done.id}`,
      year: 2099,
      seq: done.id,
      actDate: tashkentToday(),
      userId: p.worker.id,
    });
    const exists = await schedule(p.worker, done.id, at(1).iso);
    expect([exists.statusCode, code(exists)]).toEqual([409, "HANDOVER_EXISTS"]);

    // No such contract; ids past int4 and nonsense are a 400, never a 500.
    expect((await schedule(p.worker, 2_000_000_000, at(1).iso)).statusCode).toBe(404);
    expect((await schedule(p.worker, 2 ** 31, at(1).iso)).statusCode).toBe(400);
    expect((await schedule(p.worker, done.id, "9999-01-01T10:00:00+05:00")).statusCode).toBe(400);
    expect((await schedule(p.worker, done.id, "kecha\u0000")).statusCode).toBe(400);
    expect(await appointmentsOf(early.id)).toHaveLength(0);
    expect(await appointmentsOf(done.id)).toHaveLength(0);
  });

  it("refuses a time in the past or more than a year ahead with 400 HANDOVER_DATE_INVALID", async () => {
    const d = await deal();
    const past = new Date(Date.now() - 10 * 60_000).toISOString();
    const r1 = await schedule(p.worker, d.id, past);
    expect([r1.statusCode, code(r1)]).toEqual([400, "HANDOVER_DATE_INVALID"]);
    const r2 = await schedule(p.worker, d.id, at(730).iso);
    expect([r2.statusCode, code(r2)]).toEqual([400, "HANDOVER_DATE_INVALID"]);
    // A minute ago is still taken (the form was open a while).
    const r3 = await schedule(p.worker, d.id, new Date(Date.now() - 60_000).toISOString(), { sms: false });
    expect(r3.statusCode, r3.body).toBe(201);
    expect(await appointmentsOf(d.id)).toHaveLength(1);
  });

  it("needs handover_work and the contract in the viewer's scope", async () => {
    const d = await deal();
    const noRight = await schedule(p.viewer, d.id, at(1).iso);
    expect(noRight.statusCode).toBe(403);
    const boss = await schedule(p.boss, d.id, at(1).iso);
    expect(boss.statusCode).toBe(403);
    const outOfScope = await schedule(p.own, d.id, at(1).iso);
    expect([outOfScope.statusCode, code(outOfScope)]).toEqual([403, "OUT_OF_SCOPE"]);
    expect(await appointmentsOf(d.id)).toHaveLength(0);

    const made = (await schedule(p.worker, d.id, at(1).iso)).json() as Created;
    const move = await post(p.own, `/api/topshiruv/appointments/${made.id}/reschedule`, {
      scheduledAt: at(2).iso,
    });
    expect([move.statusCode, code(move)]).toEqual([403, "OUT_OF_SCOPE"]);
    const close = await post(p.viewer, `/api/topshiruv/appointments/${made.id}/status`, {
      status: "no_show",
    });
    expect(close.statusCode).toBe(403);
    expect((await appointmentsOf(d.id)).map((a) => a.status)).toEqual(["scheduled"]);
  });
});

describe("rescheduling and closing", () => {
  it("closes the old one as rescheduled and makes a new one with its own SMS; the old notice is cancelled", async () => {
    const d = await deal();
    const first = (await schedule(p.worker, d.id, at(1).iso)).json() as Created;
    const when = at(4, "09:05");
    const res = await post(p.worker, `/api/topshiruv/appointments/${first.id}/reschedule`, {
      scheduledAt: when.iso,
      note: "Mijoz so'radi",
    });
    expect(res.statusCode, res.body).toBe(201);
    const next = res.json() as Created;
    expect(next.id).not.toBe(first.id);
    expect(next.smsId).not.toBe(first.smsId);

    const rows = await appointmentsOf(d.id);
    expect(rows.map((a) => [a.id, a.status])).toEqual([
      [first.id, "rescheduled"],
      [next.id, "scheduled"],
    ]);
    expect(rows[0]?.closedById).toBe(p.worker.id);
    expect(rows[0]?.closedAt).not.toBeNull();
    expect(rows[1]).toMatchObject({ note: "Mijoz so'radi", contractId: d.id });

    const sms = await smsOf(d.id);
    expect(sms.map((m) => [m.appointmentId, m.status])).toEqual([
      [first.id, "cancelled"],
      [next.id, "queued"],
    ]);
    expect(sms[1]?.text).toContain(`${when.shown} kuni soat 09:05-da`);
    expect((await auditsOf("handover_appointment", first.id)).map((r) => r.action)).toEqual([
      "create",
      "reschedule",
    ]);

    // The old one is closed: neither moved again nor closed by hand.
    const twice = await post(p.worker, `/api/topshiruv/appointments/${first.id}/reschedule`, {
      scheduledAt: at(5).iso,
    });
    expect([twice.statusCode, code(twice)]).toEqual([409, "HANDOVER_APPOINTMENT_CLOSED"]);
    const shut = await post(p.worker, `/api/topshiruv/appointments/${first.id}/status`, {
      status: "cancelled",
    });
    expect([shut.statusCode, code(shut)]).toEqual([409, "HANDOVER_APPOINTMENT_CLOSED"]);
    const late = await post(p.worker, `/api/topshiruv/appointments/${next.id}/reschedule`, {
      scheduledAt: at(-1).iso,
    });
    expect([late.statusCode, code(late)]).toEqual([400, "HANDOVER_DATE_INVALID"]);
    const none = await post(p.worker, "/api/topshiruv/appointments/2000000000/reschedule", {
      scheduledAt: at(5).iso,
    });
    expect(none.statusCode).toBe(404);
    expect(await appointmentsOf(d.id)).toHaveLength(2);
  });

  it("marks a no-show and a cancellation once each, audited by status; a new one may follow", async () => {
    const d = await deal();
    const a = (await schedule(p.worker, d.id, at(1).iso, { note: "Birinchi" })).json() as Created;
    const miss = await post(p.worker, `/api/topshiruv/appointments/${a.id}/status`, { status: "no_show" });
    expect(miss.statusCode, miss.body).toBe(200);
    expect(miss.json()).toEqual({ id: a.id });
    const again = await post(p.worker, `/api/topshiruv/appointments/${a.id}/status`, { status: "cancelled" });
    expect([again.statusCode, code(again)]).toEqual([409, "HANDOVER_APPOINTMENT_CLOSED"]);
    const [closed] = await appointmentsOf(d.id);
    expect(closed).toMatchObject({ status: "no_show", note: "Birinchi", closedById: p.worker.id });
    expect((await smsOf(d.id)).map((m) => m.status)).toEqual(["cancelled"]);

    const b = (await schedule(p.worker, d.id, at(2).iso, { sms: false })).json() as Created;
    const cancel = await post(p.worker, `/api/topshiruv/appointments/${b.id}/status`, {
      status: "cancelled",
      note: "Mijoz voz kechdi",
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect((await appointmentsOf(d.id)).map((r) => [r.status, r.note])).toEqual([
      ["no_show", "Birinchi"],
      ["cancelled", "Mijoz voz kechdi"],
    ]);
    expect((await auditsOf("handover_appointment", a.id)).map((r) => r.action)).toEqual([
      "create",
      "no_show",
    ]);
    expect((await auditsOf("handover_appointment", b.id)).map((r) => r.action)).toEqual([
      "create",
      "cancelled",
    ]);
    const bad = await post(p.worker, `/api/topshiruv/appointments/${b.id}/status`, { status: "done" });
    expect(bad.statusCode).toBe(400);
  });
});

describe("the SMS outbox with the new kind", () => {
  it("lists it, sends it, retries it; the daily reminders leave it alone", async () => {
    const d = await deal();
    const made = (await schedule(p.worker, d.id, at(1).iso)).json() as Created;
    const list = await ctx.app.inject({
      method: "GET",
      url: `/api/sms?kind=handover_appointment&clientId=${d.clientId}`,
      headers: auth(p.collector.token),
    });
    expect(list.statusCode, list.body).toBe(200);
    const page = list.json() as { items: { id: number; kind: string; status: string }[] };
    expect(page.items.map((m) => [m.id, m.kind, m.status])).toEqual([
      [made.smsId, "handover_appointment", "queued"],
    ]);

    const taken: { phone: string; text: string }[] = [];
    const state = { refuse: false };
    const gw: SmsGateway = {
      name: "fake",
      tracksDelivery: false,
      async send(phone, text) {
        if (state.refuse) throw new Error("refused");
        taken.push({ phone, text });
        return { providerId: `h-${taken.length}` };
      },
      async status() {
        return "pending";
      },
    };
    // Other tests' messages go too; ours is sent once with its own text.
    const db = ctx.db();
    await smsJob(db, gw, tashkentToday(), { remind: true });
    const [sent] = await smsOf(d.id);
    expect(sent?.status).toBe("sent");
    expect(taken.filter((t) => t.text === sent?.text)).toHaveLength(1);

    // A failed one is sent again on retry.
    await db
      .update(smsMessages)
      .set({ status: "failed", lastError: "x" })
      .where(eq(smsMessages.id, made.smsId ?? 0));
    const retry = await post(p.collector, `/api/sms/${made.smsId}/retry`, {});
    expect(retry.statusCode, retry.body).toBe(204);
    await smsJob(db, gw, tashkentToday(), { remind: true });
    expect((await smsOf(d.id)).map((m) => [m.kind, m.status])).toEqual([["handover_appointment", "sent"]]);
    expect(taken.filter((t) => t.text === sent?.text)).toHaveLength(2);
  });
});

describe("the settings' save", () => {
  it("a boss saves the warranty years, audited before and after; handover_work alone may not", async () => {
    const put = (u: TestUser, payload: object) =>
      ctx.app.inject({ method: "PUT", url: "/api/topshiruv/settings", headers: auth(u.token), payload });
    const denied = await put(p.worker, { warrantyYears: 3 });
    expect(denied.statusCode).toBe(403);
    const res = await put(p.boss, { warrantyYears: 5 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ warrantyYears: 5 });
    expect((await put(p.boss, { warrantyYears: 21 })).statusCode).toBe(400);
    expect((await put(p.boss, { warrantyYears: 5, extra: 1 })).statusCode).toBe(400);
    const audit = await auditsOf("handover_settings", 1);
    expect(audit.map((r) => [r.action, r.userId, r.before, r.after])).toEqual([
      ["update", p.boss.id, { warrantyYears: 2 }, { warrantyYears: 5 }],
    ]);
  });
});
