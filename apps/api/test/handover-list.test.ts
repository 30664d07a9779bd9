import { CADASTRE_DAYS, type HandoverPage, type HandoverPageOf, tashkentToday } from "@makon/shared";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { contracts, units } from "../src/db/schema";
import { shiftDay } from "./helpers/collections-fixtures";
import { makeHandoverUnits } from "./helpers/handover-fixtures";
import {
  clientPhone,
  deals,
  insertAct,
  insertAppointment,
  insertDefect,
  insertNotice,
  insertPermit,
  renameClient,
} from "./helpers/handover-read-fixtures";
import { auth, makeUser, useTestApp } from "./helpers/test-app";

const ctx = useTestApp({ resetEach: true });

const VIEWER = { pages: ["topshiruv"], actions: ["handover_work", "export_excel"] };

async function list<T extends HandoverPage["tab"]>(
  token: string,
  tab: T,
  query = "",
): Promise<HandoverPageOf<T>> {
  const res = await ctx.app.inject({ url: `/api/topshiruv?tab=${tab}&${query}`, headers: auth(token) });
  expect(res.statusCode, res.body).toBe(200);
  const page = res.json() as HandoverPage;
  expect(page.tab).toBe(tab);
  return page as HandoverPageOf<T>;
}
const ids = (page: { items: { contractId: number }[] }) => page.items.map((r) => r.contractId);
const today = () => tashkentToday();

describe("GET /api/topshiruv?tab=ready", () => {
  it("eligible: paid in full or permitted, building completed, no act; unpaid: what a permit would change", async () => {
    const db = ctx.db();
    const viewer = await makeUser(ctx.app, db, VIEWER);
    const done = await makeHandoverUnits(db, 4);
    const going = await makeHandoverUnits(db, 1, { completed: false });
    const { seller, deals: d } = await deals(ctx.app, db, done, ["full", "partial", "partial", "full"]);
    const [full, unpaid, permitted, withAct] = d as [
      (typeof d)[0],
      (typeof d)[0],
      (typeof d)[0],
      (typeof d)[0],
    ];
    const notReady = (await deals(ctx.app, db, going, ["full"], seller)).deals[0];
    await insertPermit(db, permitted.id, viewer.id, "Director ruxsat berdi");
    await insertAct(db, withAct.id, viewer.id, { actDate: today() });
    const at = new Date(Date.now() + 3 * 86_400_000);
    const appointmentId = await insertAppointment(db, full.id, viewer.id, { scheduledAt: at });

    const eligible = await list(viewer.token, "ready");
    expect(ids(eligible).sort()).toEqual([full.id, permitted.id].sort());
    expect(eligible.total).toBe(2);
    const row = eligible.items.find((r) => r.contractId === full.id);
    expect(row).toMatchObject({
      contractNumber: full.number,
      total: full.total,
      paid: full.total,
      paidInFull: true,
      permitted: false,
      appointmentId,
      appointmentAt: at.toISOString(),
      unitId: full.unitId,
      clientId: full.clientId,
      contractDate: today(),
    });
    expect(eligible.items.find((r) => r.contractId === permitted.id)).toMatchObject({
      paidInFull: false,
      permitted: true,
      paid: permitted.paid,
      appointmentId: null,
      appointmentAt: null,
    });

    const open = await list(viewer.token, "ready", "view=unpaid");
    expect(ids(open)).toEqual([unpaid.id]);
    expect(open.items[0]).toMatchObject({ paidInFull: false, permitted: false, paid: unpaid.paid });
    // A building still going up is on neither view.
    expect(ids(eligible)).not.toContain(notReady?.id);
    expect(ids(open)).not.toContain(notReady?.id);
  });

  it("filters by object, building and search; sorts by number and client; pages with totals", async () => {
    const db = ctx.db();
    const viewer = await makeUser(ctx.app, db, VIEWER);
    const first = await makeHandoverUnits(db, 2);
    const second = await makeHandoverUnits(db, 1);
    const { seller, deals: a } = await deals(ctx.app, db, first, ["full", "full"]);
    const { deals: b } = await deals(ctx.app, db, second, ["full"], seller);
    const [a1, a2] = a as [(typeof a)[0], (typeof a)[0]];
    const b1 = b[0] as (typeof b)[0];
    await renameClient(db, a1.clientId, "Zafarov Bobur");
    await renameClient(db, a2.clientId, "Akbarova Oʻgiloy");
    await renameClient(db, b1.clientId, "Karimov Dilshod");
    const objectOf = async (unitId: number) =>
      (await db.select().from(units).where(eq(units.id, unitId)))[0] as typeof units.$inferSelect;
    const u1 = await objectOf(a1.unitId);
    const u3 = await objectOf(b1.unitId);

    expect(ids(await list(viewer.token, "ready", `objectId=${u1.objectId}`)).sort()).toEqual(
      [a1.id, a2.id].sort(),
    );
    expect(ids(await list(viewer.token, "ready", `buildingId=${u3.buildingId}`))).toEqual([b1.id]);
    // The buyer's name in another spelling, their phone, the contract number.
    expect(ids(await list(viewer.token, "ready", `q=${encodeURIComponent("ogiloy")}`))).toEqual([a2.id]);
    expect(ids(await list(viewer.token, "ready", `q=${encodeURIComponent("Каримов")}`))).toEqual([b1.id]);
    const phone = await clientPhone(db, a1.clientId);
    expect(ids(await list(viewer.token, "ready", `q=${phone.slice(2)}`))).toEqual([a1.id]);
    expect(ids(await list(viewer.token, "ready", `q=${b1.number}`))).toEqual([b1.id]);
    expect((await list(viewer.token, "ready", "q=nobody")).total).toBe(0);

    const byNumber = [a1, a2, b1].sort((x, y) => x.number.localeCompare(y.number)).map((x) => x.id);
    expect(ids(await list(viewer.token, "ready", "sort=number"))).toEqual(byNumber);
    expect(ids(await list(viewer.token, "ready", "sort=-number"))).toEqual([...byNumber].reverse());
    expect(ids(await list(viewer.token, "ready", "sort=client"))).toEqual([a2.id, b1.id, a1.id]);
    expect(ids(await list(viewer.token, "ready", "sort=-client"))).toEqual([a1.id, b1.id, a2.id]);

    const p2 = await list(viewer.token, "ready", "sort=client&size=2&page=2");
    expect(p2).toMatchObject({ total: 3, page: 2, size: 2, totalCapped: false });
    expect(ids(p2)).toEqual([a1.id]);
    const past = await list(viewer.token, "ready", "size=2&page=5");
    expect(past).toMatchObject({ total: 3, items: [] });
  });
});

describe("GET /api/topshiruv?tab=appointments", () => {
  it("scheduled (default), no_show and all, with the latest notice's state and who made it", async () => {
    const db = ctx.db();
    const viewer = await makeUser(ctx.app, db, { ...VIEWER, name: "Topshiruvchi Xodim" });
    const done = await makeHandoverUnits(db, 3);
    const { deals: d } = await deals(ctx.app, db, done, ["full", "full", "full"]);
    const [a, b, c] = d as [(typeof d)[0], (typeof d)[0], (typeof d)[0]];
    const soon = new Date(Date.now() + 86_400_000);
    const later = new Date(Date.now() + 5 * 86_400_000);
    const sa = await insertAppointment(db, a.id, viewer.id, { scheduledAt: later, note: "Ertalab" });
    const sb = await insertAppointment(db, b.id, viewer.id, { scheduledAt: soon });
    const nb = await insertAppointment(db, c.id, viewer.id, { scheduledAt: soon, status: "no_show" });
    await insertAppointment(db, c.id, viewer.id, { scheduledAt: soon, status: "cancelled" });
    const t0 = Date.now() - 60_000;
    await insertNotice(db, {
      clientId: a.clientId,
      contractId: a.id,
      appointmentId: sa,
      status: "failed",
      createdAt: new Date(t0),
    });
    await insertNotice(
      db,
      {
        clientId: a.clientId,
        contractId: a.id,
        appointmentId: sa,
        status: "delivered",
        createdAt: new Date(t0 + 1000),
      },
      "manual",
    );

    const scheduled = await list(viewer.token, "appointments");
    // The default order: the soonest first.
    expect(scheduled.items.map((r) => r.id)).toEqual([sb, sa]);
    expect(scheduled.items[1]).toMatchObject({
      contractId: a.id,
      scheduledAt: later.toISOString(),
      status: "scheduled",
      note: "Ertalab",
      smsStatus: "delivered",
      userName: "Topshiruvchi Xodim",
    });
    expect(scheduled.items[0]?.smsStatus).toBeNull();
    // A notice the log driver "sent" never left the server: the list says so, not "sent".
    const notice = { clientId: b.clientId, contractId: b.id, appointmentId: sb, status: "sent" as const };
    await insertNotice(db, { ...notice, createdAt: new Date(t0), driver: "eskiz" });
    expect((await list(viewer.token, "appointments")).items[0]?.smsStatus).toBe("sent");
    await insertNotice(db, { ...notice, createdAt: new Date(t0 + 1000), driver: "log" }, "manual");
    expect((await list(viewer.token, "appointments")).items[0]?.smsStatus).toBe("logged");
    expect((await list(viewer.token, "appointments", "sort=-date")).items.map((r) => r.id)).toEqual([sa, sb]);
    const noShow = await list(viewer.token, "appointments", "view=no_show");
    expect(noShow.items.map((r) => r.id)).toEqual([nb]);
    expect((await list(viewer.token, "appointments", "view=all")).total).toBe(4);
  });
});

describe("GET /api/topshiruv?tab=handed", () => {
  it("cadastre states, due date, overdue flag and views; open and overdue defects counted", async () => {
    const db = ctx.db();
    const viewer = await makeUser(ctx.app, db, VIEWER);
    const done = await makeHandoverUnits(db, 4);
    const { deals: d } = await deals(ctx.app, db, done, ["full", "full", "full", "full"]);
    const [a, b, c, e] = d as [(typeof d)[0], (typeof d)[0], (typeof d)[0], (typeof d)[0]];
    const old = shiftDay(today(), -(CADASTRE_DAYS + 10));
    const due = shiftDay(today(), -CADASTRE_DAYS); // due today: not yet overdue
    const none = await insertAct(db, a.id, viewer.id, { actDate: old, signedScan: "scan-1.pdf" });
    const applied = await insertAct(db, b.id, viewer.id, {
      actDate: old,
      cadastreAppliedAt: shiftDay(old, 5),
    });
    const registered = await insertAct(db, c.id, viewer.id, {
      actDate: old,
      cadastreAppliedAt: shiftDay(old, 5),
      cadastreNumber: "10:01:02:03:0042",
      cadastreRegisteredAt: shiftDay(old, 20),
    });
    const fresh = await insertAct(db, e.id, viewer.id, { actDate: due, warrantyUntil: "2028-03-31" });
    await insertDefect(db, none.id, { item: "Eshik", deadline: shiftDay(today(), -2) });
    await insertDefect(db, none.id, { item: "Deraza", deadline: shiftDay(today(), 3) });
    await insertDefect(db, none.id, { item: "Kran" });
    await insertDefect(db, none.id, {
      item: "Pol",
      deadline: shiftDay(today(), -9),
      fixed: { fixedOn: today(), byId: viewer.id },
    });

    const all = await list(viewer.token, "handed");
    expect(all.total).toBe(4);
    const row = (id: number) => all.items.find((r) => r.id === id);
    expect(row(none.id)).toMatchObject({
      actNumber: none.actNumber,
      actDate: old,
      keysCount: 2,
      openDefects: 3,
      overdueDefects: 1,
      cadastreState: "none",
      cadastreDueDate: shiftDay(old, CADASTRE_DAYS),
      cadastreOverdue: true,
      hasScan: true,
      contractId: a.id,
    });
    expect(row(applied.id)).toMatchObject({
      cadastreState: "applied",
      cadastreOverdue: true,
      openDefects: 0,
    });
    expect(row(registered.id)).toMatchObject({
      cadastreState: "registered",
      cadastreNumber: "10:01:02:03:0042",
      cadastreOverdue: false,
    });
    expect(row(fresh.id)).toMatchObject({
      cadastreState: "none",
      cadastreDueDate: today(),
      cadastreOverdue: false,
      warrantyUntil: "2028-03-31",
      hasScan: false,
    });
    // The newest act first by default.
    expect(all.items[0]?.id).toBe(fresh.id);

    const view = async (v: string) =>
      (await list(viewer.token, "handed", `view=${v}`)).items.map((r) => r.id).sort();
    expect(await view("cadastre_overdue")).toEqual([none.id, applied.id].sort());
    expect(await view("cadastre_none")).toEqual([none.id, fresh.id].sort());
    expect(await view("cadastre_applied")).toEqual([applied.id]);
    expect(await view("cadastre_registered")).toEqual([registered.id]);
    // The act number is searched (its letter too).
    expect((await list(viewer.token, "handed", `q=${applied.actNumber}`)).items.map((r) => r.id)).toEqual([
      applied.id,
    ]);
  });
});

describe("GET /api/topshiruv?tab=defects", () => {
  it("open (deadline first, none last), overdue with days, fixed", async () => {
    const db = ctx.db();
    const viewer = await makeUser(ctx.app, db, VIEWER);
    const done = await makeHandoverUnits(db, 2);
    const { deals: d } = await deals(ctx.app, db, done, ["full", "full"]);
    const [a, b] = d as [(typeof d)[0], (typeof d)[0]];
    const actA = await insertAct(db, a.id, viewer.id, { actDate: shiftDay(today(), -20) });
    const actB = await insertAct(db, b.id, viewer.id, { actDate: shiftDay(today(), -10) });
    const late = await insertDefect(db, actA.id, {
      item: "Eshik",
      room: "Oshxona",
      deadline: shiftDay(today(), -5),
      photo: "p.jpg",
    });
    const soon = await insertDefect(db, actB.id, { item: "Deraza", deadline: shiftDay(today(), 2) });
    const undated = await insertDefect(db, actB.id, { item: "Kran" });
    const lateB = await insertDefect(db, actB.id, { item: "Pol", deadline: shiftDay(today(), -1) });
    const fixed = await insertDefect(db, actA.id, {
      item: "Rozetka",
      deadline: shiftDay(today(), -7),
      fixed: { fixedOn: shiftDay(today(), -3), byId: viewer.id, buyerAccepted: true },
    });

    const open = await list(viewer.token, "defects");
    expect(open.items.map((r) => r.id)).toEqual([late, lateB, soon, undated]);
    expect(open.items[0]).toMatchObject({
      handoverId: actA.id,
      actNumber: actA.actNumber,
      item: "Eshik",
      room: "Oshxona",
      overdue: true,
      daysOverdue: 5,
      hasPhoto: true,
      fixedOn: null,
      buyerAccepted: false,
      contractId: a.id,
    });
    expect(open.items[2]).toMatchObject({ overdue: false, daysOverdue: 0, hasPhoto: false });
    expect(open.items[3]).toMatchObject({ deadline: null, overdue: false, daysOverdue: 0 });
    expect((await list(viewer.token, "defects", "sort=-date")).items.map((r) => r.id)).toEqual([
      soon,
      lateB,
      late,
      undated,
    ]);

    const overdue = await list(viewer.token, "defects", "view=overdue");
    expect(overdue.items.map((r) => [r.id, r.daysOverdue])).toEqual([
      [late, 5],
      [lateB, 1],
    ]);
    const done2 = await list(viewer.token, "defects", "view=fixed");
    expect(done2.items.map((r) => r.id)).toEqual([fixed]);
    expect(done2.items[0]).toMatchObject({
      overdue: false,
      daysOverdue: 0,
      fixedOn: shiftDay(today(), -3),
      buyerAccepted: true,
    });
    expect((await list(viewer.token, "defects", `q=${actB.actNumber}`)).total).toBe(3);
  });
});

describe("GET /api/topshiruv: rights, scope and hostile input", () => {
  it("an own-scope user sees only their contracts on every tab", async () => {
    const db = ctx.db();
    const boss = await makeUser(ctx.app, db, VIEWER);
    const own = await makeUser(ctx.app, db, { ...VIEWER, contractScope: "own", clientScope: "own" });
    const done = await makeHandoverUnits(db, 4);
    const { deals: d } = await deals(ctx.app, db, done, ["full", "full", "full", "full"]);
    const [mine, theirs, actMine, actTheirs] = d as [
      (typeof d)[0],
      (typeof d)[0],
      (typeof d)[0],
      (typeof d)[0],
    ];
    for (const c of [mine, actMine])
      await db.update(contracts).set({ managerId: own.id }).where(eq(contracts.id, c.id));
    await insertAppointment(db, mine.id, boss.id, { scheduledAt: new Date(Date.now() + 86_400_000) });
    await insertAppointment(db, theirs.id, boss.id, { scheduledAt: new Date(Date.now() + 86_400_000) });
    const a1 = await insertAct(db, actMine.id, boss.id, { actDate: today() });
    const a2 = await insertAct(db, actTheirs.id, boss.id, { actDate: today() });
    await insertDefect(db, a1.id, { item: "Eshik" });
    await insertDefect(db, a2.id, { item: "Deraza" });

    expect(ids(await list(own.token, "ready"))).toEqual([mine.id]);
    expect(ids(await list(own.token, "appointments"))).toEqual([mine.id]);
    expect(ids(await list(own.token, "handed"))).toEqual([actMine.id]);
    expect(ids(await list(own.token, "defects"))).toEqual([actMine.id]);
    expect((await list(boss.token, "ready")).total).toBe(2);
    expect((await list(boss.token, "defects")).total).toBe(2);
  });

  it("403 without the page; 400 for another tab's view, a bad sort, NUL or ids past int4", async () => {
    const db = ctx.db();
    const viewer = await makeUser(ctx.app, db, VIEWER);
    const stranger = await makeUser(ctx.app, db, { pages: ["undiruv"] });
    const get = (token: string, q: string) =>
      ctx.app.inject({ url: `/api/topshiruv?${q}`, headers: auth(token) });
    expect((await get(stranger.token, "tab=ready")).statusCode).toBe(403);
    for (const q of [
      "tab=ready&view=overdue",
      "tab=defects&view=eligible",
      "tab=appointments&view=cadastre_none",
      "tab=nope",
      "tab=ready&sort=total",
      "tab=ready&q=%00abc",
      "tab=handed&q=a%00",
      "tab=ready&objectId=2147483648",
      "tab=ready&size=500",
      "tab=ready&extra=1",
    ]) {
      const res = await get(viewer.token, q);
      expect(res.statusCode, q).toBe(400);
    }
    // The default tab is "ready".
    const res = await get(viewer.token, "");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ tab: "ready", total: 0, items: [] });
    // Text with LIKE's wildcards is searched as it is.
    expect((await list(viewer.token, "handed", "q=%25_%5C")).total).toBe(0);
  });
});
