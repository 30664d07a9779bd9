import { ACTION_KEYS, PAGE_KEYS } from "@makon/shared";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog } from "../src/db/schema";
import { auth, makeUser, nextPhone, signIn, useTestApp } from "./helpers/test-app";

const ctx = useTestApp({ resetEach: true });

const admin = () =>
  makeUser(ctx.app, ctx.db(), { name: "Bosh Admin", pages: [...PAGE_KEYS], actions: [...ACTION_KEYS] });

const newUser = (over: Record<string, unknown> = {}) => ({
  name: "Oʻgʻiloy Karimova",
  phone: nextPhone(),
  password: "parol-12345",
  role: "Sotuv menejeri",
  pagesDostup: ["home", "sotuv"],
  dostup: ["unit_book"],
  ...over,
});

describe("GET /api/user", () => {
  it("filters by a role preset in any language the position was typed in", async () => {
    const a = await admin();
    for (const role of ["Sotuv menejeri", "Менеджер по продажам", "Сотув менежери", "Direktor"])
      await ctx.app.inject({
        method: "POST",
        url: "/api/user",
        headers: auth(a.token),
        payload: newUser({ role }),
      });
    const roles = async (role: string) =>
      (await ctx.app.inject({ url: `/api/user?role=${encodeURIComponent(role)}`, headers: auth(a.token) }))
        .json()
        .items.map((u: { role: string }) => u.role)
        .sort();
    expect(await roles("sales")).toEqual(["Sotuv menejeri", "Сотув менежери", "Менеджер по продажам"].sort());
    // Any other text is the position itself.
    expect(await roles("Direktor")).toEqual(["Direktor"]);
  });

  it("401 without a token, 403 without add_employee", async () => {
    expect((await ctx.app.inject({ url: "/api/user" })).statusCode).toBe(401);
    const sales = await makeUser(ctx.app, ctx.db(), { pages: ["home", "sotuv"], actions: ["user_manage"] });
    expect((await ctx.app.inject({ url: "/api/user", headers: auth(sales.token) })).statusCode).toBe(403);
  });

  it("pages, searches ignoring apostrophes and case, filters and sorts", async () => {
    const a = await admin();
    for (let i = 0; i < 4; i++) {
      await ctx.app.inject({
        method: "POST",
        url: "/api/user",
        headers: auth(a.token),
        payload: newUser({ name: `Xodim ${i}`, active: i % 2 === 0 }),
      });
    }
    await ctx.app.inject({
      method: "POST",
      url: "/api/user",
      headers: auth(a.token),
      payload: newUser(),
    });
    const page1 = (
      await ctx.app.inject({ url: "/api/user?page=1&size=2&sort=name", headers: auth(a.token) })
    ).json();
    expect(page1.total).toBe(6);
    expect(page1.items).toHaveLength(2);
    expect(page1.items[0].name).toBe("Bosh Admin");
    const page3 = (
      await ctx.app.inject({ url: "/api/user?page=3&size=2&sort=name", headers: auth(a.token) })
    ).json();
    expect(page3.items).toHaveLength(2);
    for (const q of ["o'g'iloy", "OʻGʻILOY", "O‘g‘iloy", "ogiloy"]) {
      const found = (
        await ctx.app.inject({ url: `/api/user?q=${encodeURIComponent(q)}`, headers: auth(a.token) })
      ).json();
      expect(
        found.items.map((e: { name: string }) => e.name),
        q,
      ).toEqual(["Oʻgʻiloy Karimova"]);
    }
    const inactive = (await ctx.app.inject({ url: "/api/user?active=false", headers: auth(a.token) })).json();
    expect(inactive.total).toBe(2);
    const byPhone = (
      await ctx.app.inject({
        url: `/api/user?q=${a.phone.slice(0, 2)}-${a.phone.slice(2, 5)}`,
        headers: auth(a.token),
      })
    ).json();
    expect(byPhone.items.some((e: { id: number }) => e.id === a.id)).toBe(true);
    expect((await ctx.app.inject({ url: "/api/user?size=1000", headers: auth(a.token) })).statusCode).toBe(
      400,
    );
    expect(
      (await ctx.app.inject({ url: "/api/user?sort=password", headers: auth(a.token) })).statusCode,
    ).toBe(400);
  });
});

describe("POST /api/user", () => {
  it("creates an employee who can sign in, with an audit row and no hash in the answer", async () => {
    const a = await admin();
    const body = newUser();
    const res = await ctx.app.inject({
      method: "POST",
      url: "/api/user",
      headers: auth(a.token),
      payload: body,
    });
    expect(res.statusCode).toBe(201);
    const created = res.json();
    expect(created).toMatchObject({
      name: body.name,
      phone: body.phone,
      role: body.role,
      active: true,
      activeSessions: 0,
    });
    expect(res.body).not.toMatch(/argon2|password/i);
    const token = await signIn(ctx.app, body.phone, body.password);
    const me = await ctx.app.inject({ url: `/api/user/byid/${created.id}`, headers: auth(token) });
    expect(me.json().pagesDostup).toEqual(["home", "sotuv"]);
    const rows = await ctx
      .db()
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(created.id)));
    expect(rows.some((r) => r.entity === "user" && r.action === "create" && r.userId === a.id)).toBe(true);
    expect(JSON.stringify(rows)).not.toMatch(/argon2/);
  });

  it("needs the user_manage action, not just the page", async () => {
    const viewer = await makeUser(ctx.app, ctx.db(), { pages: ["add_employee"] });
    const res = await ctx.app.inject({
      method: "POST",
      url: "/api/user",
      headers: auth(viewer.token),
      payload: newUser(),
    });
    expect(res.statusCode).toBe(403);
  });

  it("rejects bad input with 400 and changes nothing", async () => {
    const a = await admin();
    const bad = [
      newUser({ password: "short" }),
      newUser({ phone: "90-123-45-67" }),
      newUser({ name: "" }),
      newUser({ pagesDostup: ["home", "no_such_page"] }),
      newUser({ dostup: ["root"] }),
      newUser({ isAdmin: true }),
      newUser({ sectionId: "x" }),
      { name: "X Y" },
    ];
    for (const payload of bad) {
      const res = await ctx.app.inject({ method: "POST", url: "/api/user", headers: auth(a.token), payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().code).toBe("VALIDATION_ERROR");
    }
    const unknownSection = await ctx.app.inject({
      method: "POST",
      url: "/api/user",
      headers: auth(a.token),
      payload: newUser({ sectionId: 99999 }),
    });
    expect(unknownSection.statusCode).toBe(400);
    const list = (await ctx.app.inject({ url: "/api/user", headers: auth(a.token) })).json();
    expect(list.total).toBe(1);
  });

  it("a taken phone is 409; two parallel creations with one phone make one employee", async () => {
    const a = await admin();
    const body = newUser();
    expect(
      (await ctx.app.inject({ method: "POST", url: "/api/user", headers: auth(a.token), payload: body }))
        .statusCode,
    ).toBe(201);
    const again = await ctx.app.inject({
      method: "POST",
      url: "/api/user",
      headers: auth(a.token),
      payload: body,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe("PHONE_TAKEN");

    const phone = nextPhone();
    const results = await Promise.all(
      [1, 2].map(() =>
        ctx.app.inject({
          method: "POST",
          url: "/api/user",
          headers: auth(a.token),
          payload: newUser({ phone }),
        }),
      ),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    const found = (await ctx.app.inject({ url: `/api/user?q=${phone}`, headers: auth(a.token) })).json();
    expect(found.total).toBe(1);
  });
});

describe("PATCH /api/user/{id}", () => {
  async function employee(token: string, over: Record<string, unknown> = {}) {
    const body = newUser(over);
    const res = await ctx.app.inject({
      method: "POST",
      url: "/api/user",
      headers: auth(token),
      payload: body,
    });
    return { ...(res.json() as { id: number }), password: body.password, phone: body.phone };
  }
  const patch = (token: string, id: number, payload: unknown) =>
    ctx.app.inject({
      method: "PATCH",
      url: `/api/user/${id}`,
      headers: auth(token),
      payload: payload as object,
    });

  it("a removed page key is refused on the employee's very next request, without signing out", async () => {
    const a = await admin();
    const e = await employee(a.token, { pagesDostup: ["home", "contract"] });
    const token = await signIn(ctx.app, e.phone, e.password);
    expect(
      (await ctx.app.inject({ url: "/api/shartnoma/all_shartnoma", headers: auth(token) })).statusCode,
    ).toBe(200);
    expect((await patch(a.token, e.id, { pagesDostup: ["home"] })).statusCode).toBe(200);
    expect(
      (await ctx.app.inject({ url: "/api/shartnoma/all_shartnoma", headers: auth(token) })).statusCode,
    ).toBe(403);
    expect((await ctx.app.inject({ url: "/api/user/decodeToken", headers: auth(token) })).statusCode).toBe(
      200,
    );
  });

  it("deactivation ends the sessions at once; reactivation needs a new sign-in", async () => {
    const a = await admin();
    const e = await employee(a.token);
    const token = await signIn(ctx.app, e.phone, e.password);
    expect((await patch(a.token, e.id, { active: false })).json().active).toBe(false);
    expect((await ctx.app.inject({ url: "/api/user/decodeToken", headers: auth(token) })).statusCode).toBe(
      401,
    );
    await patch(a.token, e.id, { active: true });
    expect((await ctx.app.inject({ url: "/api/user/decodeToken", headers: auth(token) })).statusCode).toBe(
      401,
    );
    expect(await signIn(ctx.app, e.phone, e.password)).toBeTruthy();
  });

  it("a new password ends the sessions and the old password stops working", async () => {
    const a = await admin();
    const e = await employee(a.token);
    const token = await signIn(ctx.app, e.phone, e.password);
    const long = "uzun parol ".repeat(20);
    expect((await patch(a.token, e.id, { password: long })).statusCode).toBe(200);
    expect((await ctx.app.inject({ url: "/api/user/decodeToken", headers: auth(token) })).statusCode).toBe(
      401,
    );
    const old = await ctx.app.inject({
      method: "POST",
      url: "/api/user/login",
      payload: { phone: e.phone, password: e.password },
    });
    expect(old.statusCode).toBe(401);
    expect(await signIn(ctx.app, e.phone, long)).toBeTruthy();
    const history = (
      await ctx.app.inject({ url: `/api/user/${e.id}/history`, headers: auth(a.token) })
    ).json();
    // Newest first: the sign-in with the new password, the refused old one, the change.
    expect(history.map((h: { action: string }) => h.action).slice(0, 3)).toEqual([
      "login",
      "login_failed",
      "update",
    ]);
    expect(history[2]).toMatchObject({ action: "update", userName: "Bosh Admin" });
    expect(JSON.stringify(history)).not.toMatch(/argon2|uzun parol/);
  });

  it("nobody can take their own right to manage employees or deactivate themselves", async () => {
    const a = await admin();
    await employee(a.token, { pagesDostup: ["add_employee"], dostup: ["user_manage"] });
    for (const payload of [{ pagesDostup: ["home"] }, { dostup: [] }, { active: false }]) {
      const res = await patch(a.token, a.id, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(409);
      expect(res.json().code).toBe("SELF_RIGHTS_LOCKED");
    }
    expect((await patch(a.token, a.id, { name: "Yangi Ism" })).statusCode).toBe(200);
  });

  it("the last active employee manager cannot be deactivated or lose the right", async () => {
    const a = await admin();
    // A second manager holding everything the first holds (else they could not manage them).
    const other = await employee(a.token, {
      pagesDostup: [...PAGE_KEYS],
      dostup: [...ACTION_KEYS],
      clientScope: "all",
      contractScope: "all",
    });
    const otherToken = await signIn(ctx.app, other.phone, other.password);
    // Two managers: one may remove the other; then the remaining one is the last.
    expect((await patch(otherToken, a.id, { active: false })).statusCode).toBe(200);
    const last = await patch(otherToken, other.id, { active: false });
    expect(last.statusCode).toBe(409);
    expect(["LAST_ADMIN", "SELF_RIGHTS_LOCKED"]).toContain(last.json().code);
  });

  it("two managers deactivating each other at once leave one of them active", async () => {
    const a = await admin();
    const b = await employee(a.token, {
      pagesDostup: [...PAGE_KEYS],
      dostup: [...ACTION_KEYS],
      clientScope: "all",
      contractScope: "all",
    });
    const bToken = await signIn(ctx.app, b.phone, b.password);
    const [r1, r2] = await Promise.all([
      patch(a.token, b.id, { active: false }),
      patch(bToken, a.id, { active: false }),
    ]);
    const codes = [r1.statusCode, r2.statusCode].sort();
    // Either one wins and the other is refused, or the loser's token is already revoked.
    expect(codes[0]).toBe(200);
    expect([401, 409]).toContain(codes[1]);
  });

  it("404 for an unknown employee, 400 for an empty or unknown-field body, 409 for a taken phone", async () => {
    const a = await admin();
    const e = await employee(a.token);
    expect((await patch(a.token, 999999, { name: "Xx Yy" })).statusCode).toBe(404);
    expect((await patch(a.token, e.id, {})).statusCode).toBe(400);
    expect((await patch(a.token, e.id, { passwordHash: "x" })).statusCode).toBe(400);
    const dup = await patch(a.token, e.id, { phone: a.phone });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().code).toBe("PHONE_TAKEN");
  });
});

describe("sessions, history and export", () => {
  it("lists an employee's live sessions and ends one or all", async () => {
    const a = await admin();
    const e = await makeUser(ctx.app, ctx.db());
    const second = await signIn(ctx.app, e.phone, e.password);
    const list = (await ctx.app.inject({ url: `/api/user/${e.id}/sessions`, headers: auth(a.token) })).json();
    expect(list).toHaveLength(2);
    const end = await ctx.app.inject({
      method: "DELETE",
      url: `/api/user/${e.id}/sessions/${list[0].id}`,
      headers: auth(a.token),
    });
    expect(end.statusCode).toBe(204);
    const left = (await ctx.app.inject({ url: `/api/user/${e.id}/sessions`, headers: auth(a.token) })).json();
    expect(left).toHaveLength(1);
    expect(
      (
        await ctx.app.inject({
          method: "DELETE",
          url: `/api/user/${e.id}/sessions/999999`,
          headers: auth(a.token),
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await ctx.app.inject({ method: "DELETE", url: `/api/user/${e.id}/sessions`, headers: auth(a.token) }))
        .statusCode,
    ).toBe(204);
    for (const t of [e.token, second]) {
      expect((await ctx.app.inject({ url: "/api/user/decodeToken", headers: auth(t) })).statusCode).toBe(401);
    }
    const counted = (await ctx.app.inject({ url: `/api/user/${a.id}`, headers: auth(a.token) })).json();
    expect(counted.activeSessions).toBe(1);
    await signIn(ctx.app, a.phone, a.password);
    await signIn(ctx.app, a.phone, a.password);
    expect(
      (await ctx.app.inject({ url: `/api/user/${a.id}`, headers: auth(a.token) })).json().activeSessions,
    ).toBe(3);
    expect(
      (await ctx.app.inject({ url: `/api/user/${e.id}`, headers: auth(a.token) })).json().activeSessions,
    ).toBe(0);
    const mine = (await ctx.app.inject({ url: `/api/user/${a.id}/sessions`, headers: auth(a.token) })).json();
    expect(mine.filter((s: { current: boolean }) => s.current)).toHaveLength(1);
  });

  it("sessions need user_manage", async () => {
    const viewer = await makeUser(ctx.app, ctx.db(), { pages: ["add_employee"] });
    expect(
      (await ctx.app.inject({ url: `/api/user/${viewer.id}/sessions`, headers: auth(viewer.token) }))
        .statusCode,
    ).toBe(403);
  });

  it("exports the filtered list as .xlsx with export_excel only", async () => {
    const a = await admin();
    const res = await ctx.app.inject({ url: "/api/user/export?active=true", headers: auth(a.token) });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain("spreadsheetml");
    expect(res.headers["content-disposition"]).toContain("xodimlar.xlsx");
    expect(res.rawPayload.subarray(0, 2).toString()).toBe("PK");
    const noExport = await makeUser(ctx.app, ctx.db(), { pages: ["add_employee"] });
    expect(
      (await ctx.app.inject({ url: "/api/user/export", headers: auth(noExport.token) })).statusCode,
    ).toBe(403);
  });
});
