import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog } from "../src/db/schema";
import { auth, makeUser, signIn, useTestApp } from "./helpers/test-app";

const ctx = useTestApp({ resetEach: true });

const changePassword = (token: string, payload: object, ip = "10.0.0.9") =>
  ctx.app.inject({
    method: "POST",
    url: "/api/user/me/password",
    headers: auth(token),
    payload,
    remoteAddress: ip,
  });
const get = (token: string, url: string) => ctx.app.inject({ method: "GET", url, headers: auth(token) });
const audits = (userId: number, action: string) =>
  ctx.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityId, String(userId)), eq(auditLog.action, action)));

describe("one's own password", () => {
  it("any employee changes it with the current one; the other sessions end, this one stays", async () => {
    const u = await makeUser(ctx.app, ctx.database.db, { pages: [] });
    const other = await signIn(ctx.app, u.phone, u.password);
    const res = await changePassword(u.token, { currentPassword: u.password, newPassword: "yangi-parol-1" });
    expect(res.statusCode).toBe(204);
    expect((await get(u.token, "/api/user/decodeToken")).statusCode).toBe(200);
    expect((await get(other, "/api/user/decodeToken")).statusCode).toBe(401);
    await expect(signIn(ctx.app, u.phone, u.password)).rejects.toThrow(/401/);
    await signIn(ctx.app, u.phone, "yangi-parol-1");
    const [row] = await audits(u.id, "password_change");
    expect(row?.userId).toBe(u.id);
    expect(row?.after).toMatchObject({ endedSessions: [expect.any(Number)] });
    expect(JSON.stringify(row)).not.toContain("yangi-parol-1");
  });

  it("a wrong current password is refused (not 401: the session stays) and audited", async () => {
    const u = await makeUser(ctx.app, ctx.database.db);
    const res = await changePassword(u.token, { currentPassword: "not-it", newPassword: "yangi-parol-1" });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe("CURRENT_PASSWORD_WRONG");
    expect((await get(u.token, "/api/user/decodeToken")).statusCode).toBe(200);
    expect(await audits(u.id, "password_change_failed")).toHaveLength(1);
    await signIn(ctx.app, u.phone, u.password);
  });

  it("wrong guesses are limited like sign-in: the sixth is refused with 429", async () => {
    const u = await makeUser(ctx.app, ctx.database.db);
    for (let i = 0; i < 5; i++)
      expect(
        (await changePassword(u.token, { currentPassword: `x-${i}`, newPassword: "yangi-parol-1" }))
          .statusCode,
      ).toBe(400);
    const sixth = await changePassword(u.token, {
      currentPassword: u.password,
      newPassword: "yangi-parol-1",
    });
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().code).toBe("TOO_MANY_ATTEMPTS");
  });

  it("a short new password or an unknown field is refused", async () => {
    const u = await makeUser(ctx.app, ctx.database.db);
    expect(
      (await changePassword(u.token, { currentPassword: u.password, newPassword: "short" })).statusCode,
    ).toBe(400);
    const extra = { currentPassword: u.password, newPassword: "yangi-parol-1", userId: 1 };
    expect((await changePassword(u.token, extra)).statusCode).toBe(400);
    await signIn(ctx.app, u.phone, u.password);
  });

  it("needs a session", async () => {
    const res = await ctx.app.inject({
      method: "POST",
      url: "/api/user/me/password",
      payload: { currentPassword: "a", newPassword: "yangi-parol-1" },
    });
    expect(res.statusCode).toBe(401);
  });
});

describe("one's own sessions", () => {
  it("lists only one's own live sessions and ends one of them, audited", async () => {
    const u = await makeUser(ctx.app, ctx.database.db, { pages: [] });
    const stranger = await makeUser(ctx.app, ctx.database.db);
    const other = await signIn(ctx.app, u.phone, u.password);
    const list = (await get(u.token, "/api/user/me/sessions")).json() as { id: number; current: boolean }[];
    expect(list).toHaveLength(2);
    expect(list.filter((s) => s.current)).toHaveLength(1);
    const otherId = list.find((s) => !s.current)!.id;

    const theirs = (await get(stranger.token, "/api/user/me/sessions")).json() as { id: number }[];
    const notMine = await ctx.app.inject({
      method: "DELETE",
      url: `/api/user/me/sessions/${theirs[0]!.id}`,
      headers: auth(u.token),
    });
    expect(notMine.statusCode).toBe(404);
    expect((await get(stranger.token, "/api/user/decodeToken")).statusCode).toBe(200);

    const ended = await ctx.app.inject({
      method: "DELETE",
      url: `/api/user/me/sessions/${otherId}`,
      headers: auth(u.token),
    });
    expect(ended.statusCode).toBe(204);
    expect((await get(other, "/api/user/decodeToken")).statusCode).toBe(401);
    expect((await get(u.token, "/api/user/me/sessions")).json()).toHaveLength(1);
    expect(await audits(u.id, "revoke_session")).toHaveLength(1);
  });
});
