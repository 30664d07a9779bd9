import { readFileSync } from "node:fs";
import path from "node:path";
import { ROLE_PRESETS } from "@makon/shared";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { MIGRATIONS_FOLDER } from "../src/db/migrations";
import { SALES_RIGHTS } from "./helpers/sales-fixtures";
import { auth, makeUser, nextPhone, useTestApp } from "./helpers/test-app";

// A client a sales manager registers (the unit page's "new client", their
// reception page) is theirs: the card, the list, the figures and her reception visit all name
// them. The "hand over to" list (decision 47) offers those who do sales, not the
// administrator who holds every key.
const ctx = useTestApp({ resetEach: true });

const preset = (role: string) => {
  const p = ROLE_PRESETS.find((r) => r.role === role);
  if (!p) throw new Error(role);
  return { pages: p.pages, actions: p.actions, role };
};

async function register(token: string, body: Record<string, unknown> = {}) {
  const res = await ctx.app.inject({
    method: "POST",
    url: "/api/client",
    headers: auth(token),
    payload: { fullName: "Dilnoza Rahimova", phone: nextPhone(), source: "reception", ...body },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as {
    id: number;
    managerId: number | null;
    managerName: string | null;
    visits: { managerId: number | null; managerName: string | null }[];
  };
}

describe("who manages a new client", () => {
  it("a sales manager's own client is theirs: card, visit, list and figures agree", async () => {
    const seller = await makeUser(ctx.app, ctx.db(), { ...SALES_RIGHTS, name: "Sotuvchi Anvar" });
    const c = await register(seller.token);
    expect(c).toMatchObject({ managerId: seller.id, managerName: "Sotuvchi Anvar" });
    expect(c.visits).toEqual([
      expect.objectContaining({ managerId: seller.id, managerName: "Sotuvchi Anvar" }),
    ]);

    const director = await makeUser(ctx.app, ctx.db(), preset("director"));
    const list = await ctx.app.inject({
      url: `/api/client?q=${encodeURIComponent("Rahimova")}`,
      headers: auth(director.token),
    });
    expect(list.json().items[0]).toMatchObject({ id: c.id, managerName: "Sotuvchi Anvar" });
    const figures = await ctx.app.inject({ url: "/api/stats/clients", headers: auth(director.token) });
    expect(figures.statusCode, figures.body).toBe(200);
    const byManager = figures.json().byManager as { managerId: number | null; clients: number }[];
    expect(byManager).toEqual([expect.objectContaining({ managerId: seller.id, clients: 1 })]);
  });

  it("reception and the call centre leave a client for the one she is handed to", async () => {
    const reception = await makeUser(ctx.app, ctx.db(), preset("reception"));
    const calls = await makeUser(ctx.app, ctx.db(), preset("call_center"));
    const seller = await makeUser(ctx.app, ctx.db(), SALES_RIGHTS);
    expect((await register(reception.token)).managerId).toBeNull();
    expect((await register(calls.token, { source: "call_center" })).managerId).toBeNull();
    const handed = await register(reception.token, { managerId: seller.id });
    expect(handed.managerId).toBe(seller.id);
    expect(handed.visits[0]?.managerId).toBe(seller.id);
  });

  it("an administrator, who holds every key, registers without becoming the manager", async () => {
    const admin = await makeUser(ctx.app, ctx.db(), { ...preset("admin"), name: "Administrator" });
    const seller = await makeUser(ctx.app, ctx.db(), { ...SALES_RIGHTS, name: "Sotuvchi Anvar" });
    expect((await register(admin.token)).managerId).toBeNull();
    const managers = await ctx.app.inject({ url: "/api/client/managers", headers: auth(admin.token) });
    expect(managers.json()).toEqual([{ id: seller.id, name: "Sotuvchi Anvar" }]);
  });
});

describe("clients made before the fix (migration 0051)", () => {
  it("a sales manager's clients become theirs, their visit too; reception's stay unassigned", async () => {
    const seller = await makeUser(ctx.app, ctx.db(), SALES_RIGHTS);
    const reception = await makeUser(ctx.app, ctx.db(), preset("reception"));
    const admin = await makeUser(ctx.app, ctx.db(), preset("admin"));
    const made = [await register(seller.token), await register(reception.token), await register(admin.token)];
    // As the old code left them: no manager on the card, none on the visit.
    await ctx.db().execute(sql`update clients set manager_id = null`);
    await ctx.db().execute(sql`update client_visits set manager_id = null`);
    const file = readFileSync(path.join(MIGRATIONS_FOLDER, "0051_sales_clients_their_manager.sql"), "utf8");
    for (const statement of file.split("--> statement-breakpoint"))
      await ctx.db().execute(sql.raw(statement));
    const rows = (await ctx.db().execute(sql`
      select c.id, c.manager_id as "managerId", v.manager_id as "visitManagerId"
      from clients c join client_visits v on v.client_id = c.id order by c.id`)) as unknown as {
      rows: { id: number; managerId: number | null; visitManagerId: number | null }[];
    };
    expect(rows.rows).toEqual([
      { id: made[0]?.id, managerId: seller.id, visitManagerId: seller.id },
      { id: made[1]?.id, managerId: null, visitManagerId: null },
      { id: made[2]?.id, managerId: null, visitManagerId: null },
    ]);
  });
});

describe("who is offered a work", () => {
  it("the bank heads' workload lists the level's workers, not the administrator", async () => {
    const admin = await makeUser(ctx.app, ctx.db(), { ...preset("admin"), name: "Administrator" });
    const head = await makeUser(ctx.app, ctx.db(), { ...preset("bank_lower_boss"), name: "Quyi Rahbar" });
    const worker = await makeUser(ctx.app, ctx.db(), { ...preset("bank_lower"), name: "Quyi Xodim" });
    await makeUser(ctx.app, ctx.db(), { ...preset("bank_upper"), name: "Yuqori Xodim" });
    const desk = await ctx.app.inject({ url: "/api/ariza/desk?level=lower", headers: auth(head.token) });
    expect(desk.statusCode, desk.body).toBe(200);
    const people = (desk.json().workload as { userId: number }[]).map((w) => w.userId).sort();
    expect(people).toEqual([head.id, worker.id].sort());
    expect(people).not.toContain(admin.id);
  });
});
