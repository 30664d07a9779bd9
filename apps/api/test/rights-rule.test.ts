import { ACTION_KEYS, PAGE_KEYS } from "@makon/shared";
import { describe, expect, it } from "vitest";
import { auth, makeUser, nextPhone, signIn, useTestApp } from "./helpers/test-app";

/**
 * The rule of rights: nobody grants a page key, action key or record scope they do not hold, and
 * nobody edits, deactivates, sets the password of or ends the sessions of a user who holds a
 * right they lack. Before it, add_employee + user_manage was full control of the system.
 */
const ctx = useTestApp({ resetEach: true });

const everything = { pages: [...PAGE_KEYS], actions: [...ACTION_KEYS] };
/** An employee manager and nothing more (scopes: own). */
const smallManager = () =>
  makeUser(ctx.app, ctx.db(), {
    name: "Kichik Menejer",
    pages: ["home", "add_employee"],
    actions: ["user_manage"],
    clientScope: "own",
    contractScope: "own",
  });

const patch = (token: string, id: number, payload: unknown) =>
  ctx.app.inject({
    method: "PATCH",
    url: `/api/user/${id}`,
    headers: auth(token),
    payload: payload as object,
  });
const create = (token: string, payload: Record<string, unknown>) =>
  ctx.app.inject({
    method: "POST",
    url: "/api/user",
    headers: auth(token),
    payload: {
      name: "Yangi Xodim",
      phone: nextPhone(),
      password: "parol-12345",
      role: "Xodim",
      pagesDostup: ["home"],
      dostup: [],
      ...payload,
    },
  });

describe("nobody grants a right they do not hold", () => {
  it("a manager with only add_employee + user_manage cannot widen their own rights", async () => {
    const m = await smallManager();
    for (const payload of [
      { pagesDostup: ["home", "add_employee", "baza"] },
      { dostup: ["user_manage", "payment_cancel"] },
      { clientScope: "all" },
      { contractScope: "section" },
    ]) {
      const res = await patch(m.token, m.id, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(403);
      expect(res.json().code).toBe("RIGHTS_NOT_HELD");
    }
    const me = (await ctx.app.inject({ url: `/api/user/${m.id}`, headers: auth(m.token) })).json();
    expect(me).toMatchObject({
      pagesDostup: ["home", "add_employee"],
      dostup: ["user_manage"],
      clientScope: "own",
    });
  });

  it("nor create an employee with more than they hold; within their rights they may", async () => {
    const m = await smallManager();
    const more = await create(m.token, { dostup: ["refund_create"] });
    expect(more.statusCode).toBe(403);
    expect(more.json().code).toBe("RIGHTS_NOT_HELD");
    const wider = await create(m.token, { clientScope: "all" });
    expect(wider.json().code).toBe("RIGHTS_NOT_HELD");
    const within = await create(m.token, { pagesDostup: ["home"], clientScope: "own", contractScope: "own" });
    expect(within.statusCode).toBe(201);
    expect(
      (await patch(m.token, within.json().id, { pagesDostup: ["home", "add_employee"] })).statusCode,
    ).toBe(200);
  });
});

describe("nobody manages a user who holds a right they lack", () => {
  it("the small manager cannot change the administrator's password, rights, name or state, nor end their sessions", async () => {
    const admin = await makeUser(ctx.app, ctx.db(), { name: "Administrator", ...everything });
    const m = await smallManager();
    for (const payload of [
      { password: "egallab-olaman" },
      { dostup: [] },
      { name: "Boshqa Ism" },
      { active: false },
      { phone: nextPhone() },
    ]) {
      const res = await patch(m.token, admin.id, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(403);
      expect(res.json().code).toBe("USER_OUTRANKS");
    }
    const end = await ctx.app.inject({
      method: "DELETE",
      url: `/api/user/${admin.id}/sessions`,
      headers: auth(m.token),
    });
    expect(end.statusCode).toBe(403);
    // The administrator still signs in with their own password, and their token still works.
    expect(await signIn(ctx.app, admin.phone, admin.password)).toBeTruthy();
    expect(
      (await ctx.app.inject({ url: "/api/user/decodeToken", headers: auth(admin.token) })).statusCode,
    ).toBe(200);
  });

  it("a wider record scope outranks too: an own-scope manager cannot touch an all-scope sales manager", async () => {
    const m = await makeUser(ctx.app, ctx.db(), {
      pages: ["home", "add_employee", "sotuv"],
      actions: ["user_manage", "unit_book"],
      clientScope: "own",
      contractScope: "own",
    });
    const sales = await makeUser(ctx.app, ctx.db(), {
      pages: ["home", "sotuv"],
      actions: ["unit_book"],
      clientScope: "all",
      contractScope: "own",
    });
    const res = await patch(m.token, sales.id, { name: "Boshqa Ism" });
    expect(res.json().code).toBe("USER_OUTRANKS");
  });

  it("the administrator can be changed only by someone who holds everything", async () => {
    const admin = await makeUser(ctx.app, ctx.db(), { name: "Administrator", ...everything });
    const almost = await makeUser(ctx.app, ctx.db(), {
      pages: [...PAGE_KEYS],
      actions: ACTION_KEYS.filter((k) => k !== "object_archive"),
    });
    expect((await patch(almost.token, admin.id, { name: "Yangi Admin" })).json().code).toBe("USER_OUTRANKS");
    const peer = await makeUser(ctx.app, ctx.db(), everything);
    expect((await patch(peer.token, admin.id, { name: "Yangi Admin" })).statusCode).toBe(200);
  });
});
