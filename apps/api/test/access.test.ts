import { describe, expect, it } from "vitest";
import { makeUser, useTestApp } from "./helpers/test-app";

const ctx = useTestApp();

const concrete = (url: string) => url.replace(/:(\w+)/g, "1").replace("*", "x");

describe("route access declarations", () => {
  it("every registered route declares the page or action key it needs", () => {
    const missing = ctx.app.routeCatalogue.filter((r) => !r.access);
    expect(missing).toEqual([]);
    expect(ctx.app.routeCatalogue.length).toBeGreaterThan(15);
  });

  it("every Excel export asks for export_excel on top of reading its list", () => {
    const exports = ctx.app.routeCatalogue.filter((r) => r.method === "GET" && /\/export$/.test(r.url));
    expect(exports.length).toBeGreaterThanOrEqual(10);
    const without = exports
      .filter((r) => !(r.access && "allActions" in r.access && r.access.allActions?.includes("export_excel")))
      .map((r) => r.url);
    expect(without).toEqual([]);
  });

  it("only sign-in, the health probes, the docs and the JSON 404 of unknown API paths are public", () => {
    const publicApi = ctx.app.routeCatalogue
      .filter((r) => r.access && "public" in r.access)
      .map((r) => `${r.method} ${r.url}`)
      .filter((r) => !r.includes(" /api/docs") && !r.endsWith(" /api/*"));
    expect([...new Set(publicApi)].sort()).toEqual([
      "GET /api/health",
      "GET /api/ready",
      "HEAD /api/health",
      "HEAD /api/ready",
      "POST /api/user/login",
    ]);
  });

  it("every protected route answers 401 without a token and 401 with a bad one", async () => {
    const protectedRoutes = ctx.app.routeCatalogue.filter(
      (r) => r.access && !("public" in r.access) && r.method !== "HEAD",
    );
    expect(protectedRoutes.length).toBeGreaterThan(10);
    for (const r of protectedRoutes) {
      const none = await ctx.app.inject({ method: r.method as "GET", url: concrete(r.url) });
      expect(none.statusCode, `${r.method} ${r.url}`).toBe(401);
      expect(none.json().code).toBe("UNAUTHORIZED");
      const bad = await ctx.app.inject({
        method: r.method as "GET",
        url: concrete(r.url),
        headers: { authorization: "Bearer not-a-real-token-value-123456" },
      });
      expect(bad.statusCode, `${r.method} ${r.url}`).toBe(401);
    }
  });

  it("every key-guarded route answers 403 to a user without its key", async () => {
    const nobody = await makeUser(ctx.app, ctx.database.db, { pages: [], actions: [] });
    const guarded = ctx.app.routeCatalogue.filter(
      (r) => r.access && !("public" in r.access) && !("signedIn" in r.access) && r.method !== "HEAD",
    );
    expect(guarded.length).toBeGreaterThan(10);
    for (const r of guarded) {
      const res = await ctx.app.inject({
        method: r.method as "GET",
        url: concrete(r.url),
        headers: { authorization: `Bearer ${nobody.token}` },
      });
      expect(res.statusCode, `${r.method} ${r.url}`).toBe(403);
      expect(res.json().code).toBe("FORBIDDEN");
    }
  });

  it("user/all needs add_employee; a sales manager gets staff names from user/names only", async () => {
    const sales = await makeUser(ctx.app, ctx.database.db, { pages: ["home", "sotuv"] });
    const all = await ctx.app.inject({
      url: "/api/user/all",
      headers: { authorization: `Bearer ${sales.token}` },
    });
    expect(all.statusCode).toBe(403);
    const names = await ctx.app.inject({
      url: "/api/user/names",
      headers: { authorization: `Bearer ${sales.token}` },
    });
    expect(names.statusCode).toBe(200);
    for (const row of names.json()) expect(Object.keys(row).sort()).toEqual(["active", "id", "name", "role"]);
  });

  it("a change of rights acts on the very next request", async () => {
    const { users } = await import("../src/db/schema");
    const { eq } = await import("drizzle-orm");
    const u = await makeUser(ctx.app, ctx.database.db, { pages: ["home"] });
    const before = await ctx.app.inject({
      url: "/api/user/all",
      headers: { authorization: `Bearer ${u.token}` },
    });
    expect(before.statusCode).toBe(403);
    await ctx.database.db
      .update(users)
      .set({ pagesDostup: ["home", "add_employee"] })
      .where(eq(users.id, u.id));
    const after = await ctx.app.inject({
      url: "/api/user/all",
      headers: { authorization: `Bearer ${u.token}` },
    });
    expect(after.statusCode).toBe(200);
    await ctx.database.db
      .update(users)
      .set({ pagesDostup: ["home"] })
      .where(eq(users.id, u.id));
    const again = await ctx.app.inject({
      url: "/api/user/all",
      headers: { authorization: `Bearer ${u.token}` },
    });
    expect(again.statusCode).toBe(403);
  });

  it("unknown API paths answer a JSON 404", async () => {
    const res = await ctx.app.inject({ url: "/api/nope" });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: "NOT_FOUND" });
  });

  it("serves the OpenAPI document built from the route schemas", async () => {
    const res = await ctx.app.inject({ url: "/api/docs/json" });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(["/api/user/login", "/api/uy/all_stat", "/api/user/byid/{id}"]),
    );
    const ui = await ctx.app.inject({ url: "/api/docs" });
    expect([200, 302]).toContain(ui.statusCode);
  });
});
