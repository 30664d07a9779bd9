import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { sessions, users } from "../src/db/schema";
import { SESSION_IDLE_MS } from "../src/modules/users/sessions.service";
import { makeUser, signIn, useTestApp } from "./helpers/test-app";

const ctx = useTestApp({ resetEach: true });

const login = (payload: unknown, ip = "10.0.0.1") =>
  ctx.app.inject({ method: "POST", url: "/api/user/login", payload: payload as object, remoteAddress: ip });

describe("POST /api/user/login", () => {
  it("answers {success: true, token} with an opaque token of at least 128 bits", async () => {
    const u = await makeUser(ctx.app, ctx.database.db);
    const res = await login({ phone: u.phone, password: u.password });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.success).toBe(true);
    expect(body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Object.keys(body).sort()).toEqual(["success", "token"]);
  });

  it("stores only a hash of the token and an argon2id hash of the password", async () => {
    const u = await makeUser(ctx.app, ctx.database.db);
    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, u.id));
    expect(row?.passwordHash.startsWith("$argon2id$")).toBe(true);
    const stored = await ctx.database.db.select().from(sessions).where(eq(sessions.userId, u.id));
    expect(stored.length).toBeGreaterThan(0);
    for (const s of stored) expect(s.tokenHash).not.toContain(u.token);
  });

  it("gives the same 401 answer for an unknown phone and a wrong password", async () => {
    const u = await makeUser(ctx.app, ctx.database.db);
    const wrong = await login({ phone: u.phone, password: "wrong-password" });
    const unknown = await login({ phone: "999999999", password: "wrong-password" });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json()).toMatchObject({ success: false, code: "INVALID_CREDENTIALS" });
  });

  it("refuses an inactive employee like a wrong password", async () => {
    const u = await makeUser(ctx.app, ctx.database.db);
    await ctx.database.db.update(users).set({ active: false }).where(eq(users.id, u.id));
    const res = await login({ phone: u.phone, password: u.password });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe("INVALID_CREDENTIALS");
  });

  it("accepts a long password whole, without truncating it", async () => {
    const u = await makeUser(ctx.app, ctx.database.db);
    const long = "x".repeat(200);
    await ctx.database.db
      .update(users)
      .set({ passwordHash: await (await import("../src/modules/users/passwords")).hashPassword(long) })
      .where(eq(users.id, u.id));
    expect((await login({ phone: u.phone, password: long })).statusCode).toBe(200);
    expect((await login({ phone: u.phone, password: "x".repeat(199) })).statusCode).toBe(401);
  });

  it("throttles after 5 failures per phone within 15 minutes with 429 and the wait", async () => {
    const u = await makeUser(ctx.app, ctx.database.db);
    for (let i = 0; i < 5; i++) {
      expect((await login({ phone: u.phone, password: `bad-${i}` }, `10.0.1.${i}`)).statusCode).toBe(401);
    }
    // Even the right password is refused while the phone is locked.
    const res = await login({ phone: u.phone, password: u.password }, "10.0.2.1");
    expect(res.statusCode).toBe(429);
    const body = res.json();
    expect(body).toMatchObject({ success: false, code: "TOO_MANY_ATTEMPTS" });
    expect(body.retryAfter).toBeGreaterThan(800);
    expect(body.retryAfter).toBeLessThanOrEqual(900);
    expect(res.headers["retry-after"]).toBe(String(body.retryAfter));
  });

  it("throttles a client address that tries many phones", async () => {
    for (let i = 0; i < 30; i++) {
      await login({ phone: `9${String(10_000_000 + i)}`, password: "guess" }, "10.9.9.9");
    }
    const res = await login({ phone: "912345678", password: "guess" }, "10.9.9.9");
    expect(res.statusCode).toBe(429);
    // Another address is not affected.
    expect((await login({ phone: "912345678", password: "guess" }, "10.9.9.10")).statusCode).toBe(401);
  });

  it("rejects malformed bodies with 400 and a code, never 500", async () => {
    for (const payload of [
      {},
      { phone: "90-123-45-67", password: "x" },
      { phone: "12345678", password: "x" },
      { phone: 901234567, password: "x" },
      { phone: "901234567", password: "" },
      { phone: "901234567", password: "x", admin: true },
    ]) {
      const res = await login(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().code).toBe("VALIDATION_ERROR");
    }
    const bad = await ctx.app.inject({
      method: "POST",
      url: "/api/user/login",
      headers: { "content-type": "application/json" },
      payload: "{not json",
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe("INVALID_JSON");
    const huge = await ctx.app.inject({
      method: "POST",
      url: "/api/user/login",
      headers: { "content-type": "application/json" },
      payload: JSON.stringify({ phone: "901234567", password: "x".repeat(400_000) }),
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json().code).toBe("PAYLOAD_TOO_LARGE");
    const text = await ctx.app.inject({
      method: "POST",
      url: "/api/user/login",
      headers: { "content-type": "text/plain" },
      payload: "phone=1",
    });
    expect(text.statusCode).toBe(415);
  });
});

describe("tokens", () => {
  it("decodeToken accepts the raw token (specification) and the Bearer form", async () => {
    const u = await makeUser(ctx.app, ctx.database.db);
    for (const header of [u.token, `Bearer ${u.token}`]) {
      const res = await ctx.app.inject({ url: "/api/user/decodeToken", headers: { authorization: header } });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ decodeToken: { id: u.id } });
    }
  });

  it("answers 401 with a code for a missing, malformed or unknown token", async () => {
    for (const headers of [
      {},
      { authorization: "Bearer" },
      { authorization: "Bearer abc" },
      { authorization: `Bearer ${"A".repeat(43)}` },
    ]) {
      const res = await ctx.app.inject({ url: "/api/user/decodeToken", headers });
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe("UNAUTHORIZED");
    }
  });

  it("byid returns the profile without any hash; another user's profile needs add_employee", async () => {
    const u = await makeUser(ctx.app, ctx.database.db, {
      name: "Jasur Rahimov",
      role: "Sotuv menejeri",
      pages: ["home", "sotuv"],
      actions: ["unit_book"],
    });
    const other = await makeUser(ctx.app, ctx.database.db);
    const res = await ctx.app.inject({
      url: `/api/user/byid/${u.id}`,
      headers: { authorization: `Bearer ${u.token}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id: u.id,
      name: "Jasur Rahimov",
      role: "Sotuv menejeri",
      phone: u.phone,
      pagesDostup: ["home", "sotuv"],
      dostup: ["unit_book"],
      // Whose clients and contracts they work with: the screens say so on "my clients" pages.
      clientScope: "all",
      contractScope: "all",
      // The language they read the app in: Uzbek (Latin) until they choose (decision 21).
      language: "uz",
    });
    expect(res.body).not.toContain("argon2");
    const foreign = await ctx.app.inject({
      url: `/api/user/byid/${other.id}`,
      headers: { authorization: `Bearer ${u.token}` },
    });
    expect(foreign.statusCode).toBe(403);
    const admin = await makeUser(ctx.app, ctx.database.db, { pages: ["add_employee"] });
    const allowed = await ctx.app.inject({
      url: `/api/user/byid/${other.id}`,
      headers: { authorization: `Bearer ${admin.token}` },
    });
    expect(allowed.statusCode).toBe(200);
    const missing = await ctx.app.inject({
      url: "/api/user/byid/999999",
      headers: { authorization: `Bearer ${admin.token}` },
    });
    expect(missing.statusCode).toBe(404);
    const junk = await ctx.app.inject({
      url: "/api/user/byid/abc",
      headers: { authorization: `Bearer ${admin.token}` },
    });
    expect(junk.statusCode).toBe(400);
  });

  it("logout revokes the token at once; other sessions stay", async () => {
    const u = await makeUser(ctx.app, ctx.database.db);
    const second = await signIn(ctx.app, u.phone, u.password);
    const out = await ctx.app.inject({
      method: "POST",
      url: "/api/user/logout",
      headers: { authorization: `Bearer ${u.token}` },
    });
    expect(out.statusCode).toBe(204);
    const after = await ctx.app.inject({ url: "/api/user/decodeToken", headers: { authorization: u.token } });
    expect(after.statusCode).toBe(401);
    const still = await ctx.app.inject({ url: "/api/user/decodeToken", headers: { authorization: second } });
    expect(still.statusCode).toBe(200);
  });

  it("an idle session expires", async () => {
    const u = await makeUser(ctx.app, ctx.database.db);
    await ctx.database.db
      .update(sessions)
      .set({ lastSeenAt: new Date(Date.now() - SESSION_IDLE_MS - 1000) })
      .where(eq(sessions.userId, u.id));
    const res = await ctx.app.inject({ url: "/api/user/decodeToken", headers: { authorization: u.token } });
    expect(res.statusCode).toBe(401);
  });

  it("a request keeps a session alive: last seen written again once a minute has passed, not before", async () => {
    const u = await makeUser(ctx.app, ctx.database.db);
    const lastSeen = async () =>
      (
        await ctx.database.db
          .select({ at: sessions.lastSeenAt })
          .from(sessions)
          .where(eq(sessions.userId, u.id))
      )[0]?.at as Date;
    const setLastSeen = (msAgo: number) =>
      ctx.database.db
        .update(sessions)
        .set({ lastSeenAt: new Date(Date.now() - msAgo) })
        .where(eq(sessions.userId, u.id));
    const ask = async () =>
      (await ctx.app.inject({ url: "/api/user/decodeToken", headers: { authorization: u.token } }))
        .statusCode;
    // Seen 30 s ago: nothing is written.
    await setLastSeen(30_000);
    const before = await lastSeen();
    expect(await ask()).toBe(200);
    expect((await lastSeen()).getTime()).toBe(before.getTime());
    // Seen 11 hours ago, an hour short of the idle limit: alive, and seen now.
    await setLastSeen(SESSION_IDLE_MS - 60 * 60 * 1000);
    expect(await ask()).toBe(200);
    expect(Math.abs((await lastSeen()).getTime() - Date.now())).toBeLessThan(10_000);
    // The hour that was left is back: the session lives on from now.
    expect(await ask()).toBe(200);
  });

  it("a session past its absolute expiry is refused even when active", async () => {
    const u = await makeUser(ctx.app, ctx.database.db);
    await ctx.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, u.id));
    const res = await ctx.app.inject({ url: "/api/user/decodeToken", headers: { authorization: u.token } });
    expect(res.statusCode).toBe(401);
  });

  it("deactivating a user locks them out on their very next request", async () => {
    const u = await makeUser(ctx.app, ctx.database.db);
    await ctx.database.db.update(users).set({ active: false }).where(eq(users.id, u.id));
    const res = await ctx.app.inject({ url: "/api/user/decodeToken", headers: { authorization: u.token } });
    expect(res.statusCode).toBe(401);
  });
});

describe("security headers", () => {
  it("every answer, a successful one or an error, carries the CSP and the other protective headers", async () => {
    const u = await makeUser(ctx.app, ctx.database.db);
    const answers = [
      await login({ phone: u.phone, password: u.password }, "10.0.0.9"),
      await ctx.app.inject({ url: "/api/user/me" }),
      await login({ phone: "12" }),
      await ctx.app.inject({ url: "/api/no-such-call" }),
    ];
    expect(answers.map((a) => a.statusCode)).toEqual([200, 401, 400, 404]);
    for (const a of answers) {
      const csp = String(a.headers["content-security-policy"]);
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("frame-ancestors 'self'");
      expect(csp).not.toContain("upgrade-insecure-requests");
      expect(a.headers["x-content-type-options"]).toBe("nosniff");
      expect(a.headers["x-frame-options"]).toBe("SAMEORIGIN");
      expect(a.headers["referrer-policy"]).toBe("no-referrer");
      expect(a.headers["cross-origin-opener-policy"]).toBe("same-origin");
      expect(a.headers["x-powered-by"]).toBeUndefined();
    }
  });
});
