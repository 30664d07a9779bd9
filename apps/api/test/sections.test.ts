import { describe, expect, it } from "vitest";
import { auth, makeUser, useTestApp } from "./helpers/test-app";

const ctx = useTestApp({ resetEach: true });
const editor = () =>
  makeUser(ctx.app, ctx.db(), {
    name: "Boʻlim Admin",
    pages: ["home", "add_bolim", "baza"],
    actions: ["section_edit"],
  });

describe("sections (bolim)", () => {
  it("create, list in the menu, edit, delete, with history", async () => {
    const e = await editor();
    const created = await ctx.app.inject({
      method: "POST",
      url: "/api/bolim",
      headers: auth(e.token),
      payload: { path: "baza", name: "Baza", icon: "database", order: 5 },
    });
    expect(created.statusCode).toBe(201);
    const s = created.json();
    expect(s).toMatchObject({ path: "baza", name: "Baza", icon: "database", order: 5 });
    const menu = (await ctx.app.inject({ url: "/api/bolim/all", headers: auth(e.token) })).json();
    expect(menu.map((m: { path: string }) => m.path)).toEqual(["baza"]);
    const edited = await ctx.app.inject({
      method: "PATCH",
      url: `/api/bolim/${s.id}`,
      headers: auth(e.token),
      payload: { name: "Mulk bazasi", icon: "apartment" },
    });
    expect(edited.json()).toMatchObject({ name: "Mulk bazasi", icon: "apartment", path: "baza" });
    const history = (
      await ctx.app.inject({ url: `/api/bolim/${s.id}/history`, headers: auth(e.token) })
    ).json();
    expect(history.map((h: { action: string }) => h.action)).toEqual(["update", "create"]);
    expect(history[0].before.name).toBe("Baza");
    expect(history[0].after.name).toBe("Mulk bazasi");
    expect(
      (await ctx.app.inject({ method: "DELETE", url: `/api/bolim/${s.id}`, headers: auth(e.token) }))
        .statusCode,
    ).toBe(204);
    expect(
      (await ctx.app.inject({ method: "DELETE", url: `/api/bolim/${s.id}`, headers: auth(e.token) }))
        .statusCode,
    ).toBe(404);
    expect((await ctx.app.inject({ url: "/api/bolim/all", headers: auth(e.token) })).json()).toEqual([]);
  });

  it("one section per page: a second one for the same path is 409", async () => {
    const e = await editor();
    const body = { path: "sotuv", name: "Sotuv", icon: "shop", order: 1 };
    expect(
      (await ctx.app.inject({ method: "POST", url: "/api/bolim", headers: auth(e.token), payload: body }))
        .statusCode,
    ).toBe(201);
    const dup = await ctx.app.inject({
      method: "POST",
      url: "/api/bolim",
      headers: auth(e.token),
      payload: body,
    });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().code).toBe("SECTION_PATH_TAKEN");
  });

  it("icons come from the fixed set only: markup and unknown names are refused", async () => {
    const e = await editor();
    for (const icon of ['<svg onload="alert(1)"></svg>', "<img src=x onerror=alert(1)>", "rocket", ""]) {
      const res = await ctx.app.inject({
        method: "POST",
        url: "/api/bolim",
        headers: auth(e.token),
        payload: { path: "baza", name: "Baza", icon, order: 1 },
      });
      expect(res.statusCode, icon).toBe(400);
    }
    for (const payload of [
      { path: "not_a_page", name: "X", icon: "home" },
      { path: "baza", name: "", icon: "home" },
      { path: "baza", name: "Baza", icon: "home", order: -1 },
      { path: "baza", name: "Baza", icon: "home", colour: "red" },
    ]) {
      expect(
        (await ctx.app.inject({ method: "POST", url: "/api/bolim", headers: auth(e.token), payload }))
          .statusCode,
      ).toBe(400);
    }
  });

  it("writing needs section_edit; history needs add_bolim", async () => {
    const viewer = await makeUser(ctx.app, ctx.db(), { pages: ["add_bolim"] });
    const res = await ctx.app.inject({
      method: "POST",
      url: "/api/bolim",
      headers: auth(viewer.token),
      payload: { path: "baza", name: "Baza", icon: "database" },
    });
    expect(res.statusCode).toBe(403);
    const other = await makeUser(ctx.app, ctx.db(), { pages: ["home"], actions: ["section_edit"] });
    expect(
      (await ctx.app.inject({ url: "/api/bolim/1/history", headers: auth(other.token) })).statusCode,
    ).toBe(403);
  });
});
