import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog, bookings, clients, units } from "../src/db/schema";
import { expireBookings } from "../src/modules/sales/bookings.service";
import { makeClient, makeFreeUnits } from "./helpers/sales-fixtures";
import { auth, makeUser, useTestApp } from "./helpers/test-app";

const ctx = useTestApp({ resetEach: true });
const SALES = {
  pages: ["sotuv", "sotuv_xonadon", "reciption"],
  actions: ["unit_book", "unit_release", "client_create", "client_edit"],
};

const freeUnits = async (count: number) => (await makeFreeUnits(ctx.db(), count)).map((u) => u.id);
const newClient = (token: string) => makeClient(ctx.app, token);

const book = (token: string, unitId: number, payload: object) =>
  ctx.app.inject({ method: "POST", url: `/api/uy/${unitId}/bron`, headers: auth(token), payload });

describe("booking (POST/DELETE /api/uy/{id}/bron)", () => {
  it("books a free unit for a client: the unit is booked, the client moves to 'booked', an audit row is written", async () => {
    const s = await makeUser(ctx.app, ctx.db(), SALES);
    const [unitId] = (await freeUnits(1)) as [number];
    const c = await newClient(s.token);
    const res = await book(s.token, unitId, { clientId: c.id, hours: 24 });
    expect(res.statusCode).toBe(201);
    const b = res.json();
    expect(b).toMatchObject({
      unitId,
      clientId: c.id,
      status: "active",
      userId: s.id,
      clientName: "Xaridor Mijoz",
    });
    const left = new Date(b.expiresAt).getTime() - Date.now();
    expect(left).toBeGreaterThan(23.9 * 3_600_000);
    expect(left).toBeLessThanOrEqual(24 * 3_600_000);
    const [unit] = await ctx.db().select().from(units).where(eq(units.id, unitId));
    expect(unit?.status).toBe("booked");
    const card = (await ctx.app.inject({ url: `/api/client/${c.id}`, headers: auth(s.token) })).json();
    expect(card.step).toBe("booked");
    expect(card.steps.map((x: { step: string }) => x.step)).toEqual(["new", "booked"]);
    const audit = await ctx
      .db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "booking"), eq(auditLog.entityId, String(b.id))));
    expect(audit).toHaveLength(1);
    // The default length when none is asked for: 48 hours.
    const [other] = (await freeUnits(1)) as [number];
    const d = (await book(s.token, other, { clientId: c.id })).json();
    expect(Math.round((new Date(d.expiresAt).getTime() - Date.now()) / 3_600_000)).toBe(48);
  });

  it("refuses a taken unit, an unknown unit or client, a blacklisted or deleted client, and bad input", async () => {
    const s = await makeUser(ctx.app, ctx.db(), SALES);
    const [unitId] = (await freeUnits(1)) as [number];
    const a = await newClient(s.token);
    const b = await newClient(s.token);
    expect((await book(s.token, unitId, { clientId: a.id })).statusCode).toBe(201);
    const taken = await book(s.token, unitId, { clientId: b.id });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().code).toBe("UNIT_NOT_AVAILABLE");
    expect((await book(s.token, 9_999_999, { clientId: b.id })).statusCode).toBe(404);
    const [free] = (await freeUnits(1)) as [number];
    expect((await book(s.token, free, { clientId: 9_999_999 })).statusCode).toBe(404);
    await ctx
      .db()
      .update(clients)
      .set({ blacklistedAt: new Date(), blacklistReason: "Soxta" })
      .where(eq(clients.id, b.id));
    expect((await book(s.token, free, { clientId: b.id })).json().code).toBe("CLIENT_BLACKLISTED");
    await ctx
      .db()
      .update(clients)
      .set({ blacklistedAt: null, deletedAt: new Date() })
      .where(eq(clients.id, b.id));
    expect((await book(s.token, free, { clientId: b.id })).json().code).toBe("CLIENT_IN_BASKET");
    for (const bad of [
      {},
      { clientId: a.id, hours: 0 },
      { clientId: a.id, hours: 1000 },
      { clientId: a.id, extra: 1 },
    ])
      expect((await book(s.token, free, bad)).statusCode, JSON.stringify(bad)).toBe(400);
    // Nothing was half-done: the free unit is still free.
    const [unit] = await ctx.db().select().from(units).where(eq(units.id, free));
    expect(unit?.status).toBe("available");
    const viewer = await makeUser(ctx.app, ctx.db(), { pages: ["sotuv"] });
    expect((await book(viewer.token, free, { clientId: a.id })).statusCode).toBe(403);
  });

  it("releasing frees the unit at once; a lapsed booking frees it by the sweep or on the next booking", async () => {
    const s = await makeUser(ctx.app, ctx.db(), SALES);
    const [u1, u2, u3] = (await freeUnits(3)) as [number, number, number];
    const c = await newClient(s.token);
    await book(s.token, u1, { clientId: c.id });
    const release = () =>
      ctx.app.inject({ method: "DELETE", url: `/api/uy/${u1}/bron`, headers: auth(s.token) });
    expect((await release()).json().status).toBe("released");
    expect((await release()).json().code).toBe("BOOKING_NOT_FOUND");
    const [freed] = await ctx.db().select().from(units).where(eq(units.id, u1));
    expect(freed?.status).toBe("available");

    await book(s.token, u2, { clientId: c.id, hours: 1 });
    await book(s.token, u3, { clientId: c.id, hours: 1 });
    const past = new Date(Date.now() - 60_000);
    await ctx.db().update(bookings).set({ expiresAt: past }).where(eq(bookings.status, "active"));
    // Before any sweep, the lapsed booking does not stand in the way of a new one.
    const other = await newClient(s.token);
    expect((await book(s.token, u2, { clientId: other.id })).statusCode).toBe(201);
    // The sweep ends the rest, and only once however many processes run it.
    const swept = await Promise.all([
      expireBookings(ctx.db()),
      expireBookings(ctx.db()),
      expireBookings(ctx.db()),
    ]);
    expect(swept.reduce((a, b) => a + b, 0)).toBe(1);
    const [u3row] = await ctx.db().select().from(units).where(eq(units.id, u3));
    expect(u3row?.status).toBe("available");
    const history = (await ctx.app.inject({ url: `/api/uy/${u2}/bron`, headers: auth(s.token) })).json();
    expect(history.map((h: { status: string }) => h.status)).toEqual(["active", "expired"]);
  });

  it("of fifty agents booking one unit at once, exactly one wins, round after round", async () => {
    const ROUNDS = process.env.TEST_DATABASE_URL ? 100 : 4;
    const s = await makeUser(ctx.app, ctx.db(), SALES);
    const agents = await Promise.all(Array.from({ length: 5 }, () => makeUser(ctx.app, ctx.db(), SALES)));
    const buyers = await Promise.all(Array.from({ length: 50 }, () => newClient(s.token)));
    const unitIds = await freeUnits(ROUNDS);
    for (const unitId of unitIds) {
      const answers = await Promise.all(
        buyers.map((b, i) =>
          book((agents[i % agents.length] as { token: string }).token, unitId, { clientId: b.id }),
        ),
      );
      const codes = answers.map((a) => a.statusCode);
      expect(
        codes.filter((c) => c === 201),
        `unit ${unitId}`,
      ).toHaveLength(1);
      expect(codes.filter((c) => c === 409)).toHaveLength(49);
      const active = await ctx
        .db()
        .select()
        .from(bookings)
        .where(and(eq(bookings.unitId, unitId), eq(bookings.status, "active")));
      expect(active).toHaveLength(1);
    }
  }, 180_000);
});
