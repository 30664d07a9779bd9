import { ACTION_KEYS, PAGE_KEYS } from "@makon/shared";
import { and, eq } from "drizzle-orm";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { describe, expect, it } from "vitest";
import { buildApp } from "../src/app";
import { auditLog, loginAttempts } from "../src/db/schema";
import { auth, createTestApp, makeUser, useTestApp } from "./helpers/test-app";
import { openSecondPool } from "./helpers/test-db";

/**
 * Sign-in throttling counted, not merely observed: the limit is a number of checked passwords,
 * so every test counts the answers. Runs on PGlite and, with TEST_DATABASE_URL, on PostgreSQL,
 * where requests really run in parallel.
 */
const ctx = useTestApp({ resetEach: true });

type Place = { ip?: string; cookie?: string };

const login = (app: FastifyInstance, phone: string, password: string, place: Place = {}) =>
  app.inject({
    method: "POST",
    url: "/api/user/login",
    payload: { phone, password },
    remoteAddress: place.ip ?? "10.0.0.1",
    headers: place.cookie ? { cookie: place.cookie } : {},
  });

const statuses = (answers: LightMyRequestResponse[]) => {
  const out: Record<number, number> = {};
  for (const a of answers) out[a.statusCode] = (out[a.statusCode] ?? 0) + 1;
  return out;
};

/** The device cookie a successful sign-in sets, as the browser would send it back. */
const cookieOf = (res: LightMyRequestResponse) => {
  const header = res.headers["set-cookie"];
  const line = Array.isArray(header) ? header[0] : header;
  expect(line).toMatch(/^makon_device=[A-Za-z0-9_.-]+; Path=\/api\/user\/login; .*HttpOnly; SameSite=Strict/);
  return String(line).split(";")[0] as string;
};

const failedAudits = async (userId: number) =>
  (
    await ctx
      .db()
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.entity, "user"),
          eq(auditLog.entityId, String(userId)),
          eq(auditLog.action, "login_failed"),
        ),
      )
  ).length;

describe("the guess limit holds under parallel requests", () => {
  it("25 wrong passwords at once: exactly 5 are checked, the rest wait out the window; then even the right one waits", async () => {
    const u = await makeUser(ctx.app, ctx.db());
    const answers = await Promise.all(
      Array.from({ length: 25 }, (_, i) => login(ctx.app, u.phone, `wrong-${i}`, { ip: "10.2.0.1" })),
    );
    expect(statuses(answers)).toEqual({ 401: 5, 429: 20 });
    expect(await failedAudits(u.id)).toBe(5);
    const right = await login(ctx.app, u.phone, u.password, { ip: "10.2.0.1" });
    expect(right.statusCode).toBe(429);
    expect(right.json().retryAfter).toBeGreaterThan(800);
  });

  it("the same 5 hold when the guesses come from many addresses", async () => {
    const u = await makeUser(ctx.app, ctx.db());
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) => login(ctx.app, u.phone, `wrong-${i}`, { ip: `10.3.${i}.1` })),
    );
    expect(statuses(answers)).toEqual({ 401: 5, 429: 25 });
  });

  it("a wrong-password burst with the right one inside checks no more than 5 wrong ones", async () => {
    const u = await makeUser(ctx.app, ctx.db());
    const answers = await Promise.all([
      ...Array.from({ length: 25 }, (_, i) => login(ctx.app, u.phone, `wrong-${i}`, { ip: "10.4.0.1" })),
      login(ctx.app, u.phone, u.password, { ip: "10.4.0.1" }),
    ]);
    const s = statuses(answers);
    expect(s[401]).toBe(5);
    expect((s[200] ?? 0) + (s[429] ?? 0)).toBe(21);
  });

  it("ten parallel sign-ins with the right password all get in (checks under way are waited for, not refused)", async () => {
    const u = await makeUser(ctx.app, ctx.db());
    const answers = await Promise.all(Array.from({ length: 10 }, () => login(ctx.app, u.phone, u.password)));
    expect(statuses(answers)).toEqual({ 200: 10 });
    // Right passwords leave nothing counted behind.
    expect(await ctx.db().select().from(loginAttempts).where(eq(loginAttempts.phone, u.phone))).toEqual([]);
  });

  it("one address trying 60 phones at once gets exactly 30 checks", async () => {
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        login(ctx.app, `93${String(1_000_000 + i).slice(-7)}`, "guess", { ip: "10.5.5.5" }),
      ),
    );
    expect(statuses(answers)).toEqual({ 401: 30, 429: 30 });
  });

  it("two API processes on one PostgreSQL share the count", async () => {
    const second = await openSecondPool(ctx.database as typeof ctx.database & { name: string });
    if (!second) return; // PGlite: one process per database by design.
    const other = await createTestApp(second.db);
    try {
      const u = await makeUser(ctx.app, ctx.db());
      const answers = await Promise.all(
        Array.from({ length: 30 }, (_, i) =>
          login(i % 2 ? ctx.app : other, u.phone, `wrong-${i}`, { ip: `10.6.${i}.1` }),
        ),
      );
      expect(statuses(answers)).toEqual({ 401: 5, 429: 25 });
    } finally {
      await other.close();
      await second.close();
    }
  });
});

describe("a stranger cannot lock the owner out", () => {
  it("the owner's browser keeps its own budget while guesses from elsewhere are refused", async () => {
    const u = await makeUser(ctx.app, ctx.db());
    const first = await login(ctx.app, u.phone, u.password, { ip: "10.7.0.1" });
    expect(first.statusCode).toBe(200);
    const cookie = cookieOf(first);

    // A stranger burns the phone's budget from another address.
    const guesses = await Promise.all(
      Array.from({ length: 8 }, (_, i) => login(ctx.app, u.phone, `guess-${i}`, { ip: "10.66.0.1" })),
    );
    expect(statuses(guesses)).toEqual({ 401: 5, 429: 3 });
    // A new browser at a place the owner never signed in from waits like the stranger…
    expect((await login(ctx.app, u.phone, u.password, { ip: "10.7.0.9" })).statusCode).toBe(429);
    // …their usual browser signs in, even behind the same office address as the stranger…
    expect((await login(ctx.app, u.phone, u.password, { ip: "10.66.0.1", cookie })).statusCode).toBe(200);
    // …and so does any browser at an address they signed in from before.
    expect((await login(ctx.app, u.phone, u.password, { ip: "10.7.0.1" })).statusCode).toBe(200);
  });

  it("at an address the owner signed in from, the phone has 5 wrong passwords of its own there", async () => {
    const u = await makeUser(ctx.app, ctx.db());
    expect((await login(ctx.app, u.phone, u.password, { ip: "10.12.0.1" })).statusCode).toBe(200);
    // Strangers elsewhere use up the phone's 5…
    const elsewhere = await Promise.all(
      Array.from({ length: 7 }, (_, i) => login(ctx.app, u.phone, `guess-${i}`, { ip: `10.13.${i}.1` })),
    );
    expect(statuses(elsewhere)).toEqual({ 401: 5, 429: 2 });
    // …while at the office the phone still has 5 of its own (here spent on typos).
    const office = await Promise.all(
      Array.from({ length: 7 }, (_, i) => login(ctx.app, u.phone, `typo-${i}`, { ip: "10.12.0.1" })),
    );
    expect(statuses(office)).toEqual({ 401: 5, 429: 2 });
  });

  it("a trusted browser has 5 wrong passwords of its own, and a cookie of another user counts for nothing", async () => {
    const u = await makeUser(ctx.app, ctx.db());
    const other = await makeUser(ctx.app, ctx.db());
    const cookie = cookieOf(await login(ctx.app, u.phone, u.password));
    const otherCookie = cookieOf(await login(ctx.app, other.phone, other.password));
    const mine = await Promise.all(
      Array.from({ length: 7 }, (_, i) => login(ctx.app, u.phone, `typo-${i}`, { cookie })),
    );
    expect(statuses(mine)).toEqual({ 401: 5, 429: 2 });
    // Another user's device key does not make the stranger's guesses trusted.
    const borrowed = await Promise.all(
      Array.from({ length: 7 }, (_, i) =>
        login(ctx.app, u.phone, `guess-${i}`, { ip: "10.8.0.1", cookie: otherCookie }),
      ),
    );
    expect(statuses(borrowed)).toEqual({ 401: 5, 429: 2 });
  });

  it("a shared office computer remembers each user who signed in on it", async () => {
    const a = await makeUser(ctx.app, ctx.db());
    const b = await makeUser(ctx.app, ctx.db());
    const afterA = cookieOf(await login(ctx.app, a.phone, a.password));
    const afterB = cookieOf(await login(ctx.app, b.phone, b.password, { cookie: afterA }));
    for (let i = 0; i < 5; i++) await login(ctx.app, a.phone, `stranger-${i}`, { ip: "10.9.0.9" });
    expect((await login(ctx.app, a.phone, a.password, { cookie: afterB })).statusCode).toBe(200);
  });
});

describe("an employee manager unlocks an account", () => {
  it("clears the phone's attempts, audited; the employee list shows the block until then", async () => {
    const manager = await makeUser(ctx.app, ctx.db(), {
      name: "Boshqaruvchi",
      pages: [...PAGE_KEYS],
      actions: [...ACTION_KEYS],
    });
    const u = await makeUser(ctx.app, ctx.db());
    for (let i = 0; i < 5; i++) await login(ctx.app, u.phone, `wrong-${i}`, { ip: "10.10.0.1" });
    const card = await ctx.app.inject({ url: `/api/user/${u.id}`, headers: auth(manager.token) });
    expect(Date.parse(card.json().signInBlockedUntil)).toBeGreaterThan(Date.now() + 800_000);
    expect((await login(ctx.app, u.phone, u.password, { ip: "10.10.0.2" })).statusCode).toBe(429);

    const unlock = await ctx.app.inject({
      method: "POST",
      url: `/api/user/${u.id}/unlock`,
      headers: auth(manager.token),
    });
    expect(unlock.statusCode).toBe(200);
    expect(unlock.json().signInBlockedUntil).toBeNull();
    expect((await login(ctx.app, u.phone, u.password, { ip: "10.10.0.2" })).statusCode).toBe(200);
    const [row] = await ctx
      .db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, String(u.id)), eq(auditLog.action, "unlock")));
    expect(row).toMatchObject({ userId: manager.id, entity: "user", after: { clearedAttempts: 5 } });
  });

  it("only for someone who holds every right of the locked user", async () => {
    const small = await makeUser(ctx.app, ctx.db(), {
      pages: ["home", "add_employee"],
      actions: ["user_manage"],
    });
    const big = await makeUser(ctx.app, ctx.db(), { pages: ["home", "baza"], actions: ["export_excel"] });
    const res = await ctx.app.inject({
      method: "POST",
      url: `/api/user/${big.id}/unlock`,
      headers: auth(small.token),
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe("USER_OUTRANKS");
  });
});

describe("every sign-in is in the audit", () => {
  it("success, wrong password, unknown phone and logout, with address and browser", async () => {
    const u = await makeUser(ctx.app, ctx.db());
    const ua = { "user-agent": "Mozilla/5.0 Sinov" };
    await ctx.app.inject({
      method: "POST",
      url: "/api/user/login",
      payload: { phone: u.phone, password: "nope-nope" },
      remoteAddress: "10.11.0.1",
      headers: ua,
    });
    await ctx.app.inject({
      method: "POST",
      url: "/api/user/login",
      payload: { phone: "991112233", password: "nope-nope" },
      remoteAddress: "10.11.0.1",
      headers: ua,
    });
    const ok = await ctx.app.inject({
      method: "POST",
      url: "/api/user/login",
      payload: { phone: u.phone, password: u.password },
      remoteAddress: "10.11.0.2",
      headers: ua,
    });
    await ctx.app.inject({
      method: "POST",
      url: "/api/user/logout",
      headers: { ...auth(ok.json().token), ...ua },
    });
    const rows = await ctx.db().select().from(auditLog).orderBy(auditLog.id);
    const mine = rows.filter((r) => r.action.startsWith("log"));
    expect(mine.map((r) => [r.entity, r.action, r.userId])).toEqual([
      ["user", "login", u.id], // makeUser's own sign-in
      ["user", "login_failed", null],
      ["login", "login_failed", null],
      ["user", "login", u.id],
      ["user", "logout", u.id],
    ]);
    expect(mine[2]?.entityId).toBe("991112233");
    expect(mine[3]?.after).toMatchObject({
      ip: "10.11.0.2",
      device: "Mozilla/5.0 Sinov",
      trustedDevice: false,
    });
    expect(mine[1]?.after).toMatchObject({ ip: "10.11.0.1", device: "Mozilla/5.0 Sinov" });
  });
});

describe("addresses behind a proxy", () => {
  it("with TRUST_PROXY=1 the address is the one the proxy saw, not one the client wrote", async () => {
    const app = await buildApp({ db: ctx.db(), pressure: false, trustProxy: 1 });
    try {
      await app.inject({
        method: "POST",
        url: "/api/user/login",
        payload: { phone: "991234567", password: "nope-nope" },
        remoteAddress: "10.0.0.2",
        // The client wrote 6.6.6.6 itself; the proxy appended the address it saw.
        headers: { "x-forwarded-for": "6.6.6.6, 203.0.113.9" },
      });
      const [row] = await ctx.db().select().from(auditLog).where(eq(auditLog.action, "login_failed"));
      expect(row?.after).toMatchObject({ ip: "203.0.113.9" });
    } finally {
      await app.close();
    }
  });
});
