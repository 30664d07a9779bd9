import { count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog, sections, users } from "../src/db/schema";
import { auth, makeUser, nextPhone, useTestApp } from "./helpers/test-app";

/**
 * A "section" scope opens its section's records, so a seat in a section is a right like any key
 * (decision 7): a manager with a section scope and no section once moved themselves into one
 * and read its clients. Each refusal must leave the user row and the audit log as they were.
 */
const ctx = useTestApp({ resetEach: true });

const RECEPTION = {
  pages: ["home", "reciption", "my_reciption_clients"],
  actions: ["client_create", "client_edit"],
};
/** Manages employees and the reception's clients; scopes and section set per test. */
const MANAGER = {
  pages: [...RECEPTION.pages, "add_employee"],
  actions: [...RECEPTION.actions, "user_manage"],
};

const get = (token: string, url: string) => ctx.app.inject({ url, headers: auth(token) });
const patch = (token: string, id: number, payload: object) =>
  ctx.app.inject({ method: "PATCH", url: `/api/user/${id}`, headers: auth(token), payload });
const create = (token: string, payload: object) =>
  ctx.app.inject({
    method: "POST",
    url: "/api/user",
    headers: auth(token),
    payload: {
      name: "Yangi Xodim",
      phone: nextPhone(),
      password: "parol-12345",
      role: "Xodim",
      pagesDostup: RECEPTION.pages,
      dostup: [],
      clientScope: "section",
      contractScope: "own",
      ...payload,
    },
  });

/** Two sections; a receptionist of the first registers a client there. */
async function world() {
  const [first, second] = await ctx
    .db()
    .insert(sections)
    .values([
      { path: "reciption", name: "Qabul", icon: "user", sortOrder: 1 },
      { path: "sotuv", name: "Sotuv", icon: "shop", sortOrder: 2 },
    ])
    .returning();
  const member = await makeUser(ctx.app, ctx.db(), {
    ...RECEPTION,
    clientScope: "own",
    contractScope: "own",
    sectionId: first!.id,
  });
  const res = await ctx.app.inject({
    method: "POST",
    url: "/api/client",
    headers: auth(member.token),
    payload: { fullName: "Boʻlim Mijozi", phone: nextPhone(), source: "reception" },
  });
  expect(res.statusCode, res.body).toBe(201);
  return { first: first!.id, second: second!.id, clientId: res.json().id as number };
}

async function seatOf(id: number) {
  const [row] = await ctx
    .db()
    .select({ sectionId: users.sectionId, clientScope: users.clientScope })
    .from(users)
    .where(eq(users.id, id));
  return row;
}

async function userAudits(): Promise<number> {
  const [row] = await ctx.db().select({ n: count() }).from(auditLog).where(eq(auditLog.entity, "user"));
  return row!.n;
}

function refused(res: { statusCode: number; json(): { code: string } }) {
  expect(res.statusCode).toBe(403);
  expect(res.json().code).toBe("SECTION_NOT_HELD");
}

describe("a seat in a section is granted like a right", () => {
  it("a section-scope manager without a section cannot move themselves into one", async () => {
    const w = await world();
    const m = await makeUser(ctx.app, ctx.db(), { ...MANAGER, clientScope: "section", contractScope: "own" });
    expect((await get(m.token, `/api/client/${w.clientId}`)).statusCode).toBe(403);
    const audits = await userAudits();
    refused(await patch(m.token, m.id, { sectionId: w.first }));
    expect(await seatOf(m.id)).toEqual({ sectionId: null, clientScope: "section" });
    expect(await userAudits()).toBe(audits);
    expect((await get(m.token, `/api/client/${w.clientId}`)).json().code).toBe("OUT_OF_SCOPE");
  });

  it("nor move another section-scope employee in, nor raise one seated there to the section scope", async () => {
    const w = await world();
    const m = await makeUser(ctx.app, ctx.db(), { ...MANAGER, clientScope: "section", contractScope: "own" });
    const e = await makeUser(ctx.app, ctx.db(), {
      ...RECEPTION,
      clientScope: "section",
      contractScope: "own",
    });
    const seated = await makeUser(ctx.app, ctx.db(), {
      ...RECEPTION,
      clientScope: "own",
      contractScope: "own",
      sectionId: w.first,
    });
    const audits = await userAudits();
    refused(await patch(m.token, e.id, { sectionId: w.first }));
    refused(await patch(m.token, seated.id, { clientScope: "section" }));
    expect(await seatOf(e.id)).toEqual({ sectionId: null, clientScope: "section" });
    expect(await seatOf(seated.id)).toEqual({ sectionId: w.first, clientScope: "own" });
    expect(await userAudits()).toBe(audits);
    expect((await get(e.token, `/api/client/${w.clientId}`)).statusCode).toBe(403);
  });

  it("nor create a section-scope employee in a section they do not see", async () => {
    const w = await world();
    const m = await makeUser(ctx.app, ctx.db(), {
      ...MANAGER,
      clientScope: "section",
      contractScope: "own",
      sectionId: w.second,
    });
    const [before] = await ctx.db().select({ n: count() }).from(users);
    const audits = await userAudits();
    refused(await create(m.token, { sectionId: w.first }));
    const [after] = await ctx.db().select({ n: count() }).from(users);
    expect(after!.n).toBe(before!.n);
    expect(await userAudits()).toBe(audits);
  });

  it("a manager seats people in their own section; an all-scope manager anywhere", async () => {
    const w = await world();
    const head = await makeUser(ctx.app, ctx.db(), {
      ...MANAGER,
      clientScope: "section",
      contractScope: "own",
      sectionId: w.first,
    });
    const e = await makeUser(ctx.app, ctx.db(), {
      ...RECEPTION,
      clientScope: "section",
      contractScope: "own",
    });
    const moved = await patch(head.token, e.id, { sectionId: w.first });
    expect(moved.statusCode, moved.body).toBe(200);
    expect((await get(e.token, `/api/client/${w.clientId}`)).statusCode).toBe(200);
    expect((await create(head.token, { sectionId: w.first })).statusCode).toBe(201);
    // Their own seat kept as it was is no new grant: renaming themselves still works.
    expect((await patch(head.token, head.id, { name: "Boʻlim Boshligʻi" })).statusCode).toBe(200);

    const director = await makeUser(ctx.app, ctx.db(), {
      ...MANAGER,
      clientScope: "all",
      contractScope: "all",
    });
    const other = await makeUser(ctx.app, ctx.db(), {
      ...RECEPTION,
      clientScope: "section",
      contractScope: "own",
    });
    expect((await patch(director.token, other.id, { sectionId: w.second })).statusCode).toBe(200);
    expect((await patch(director.token, director.id, { sectionId: w.second })).statusCode).toBe(200);
    const made = await create(director.token, { sectionId: w.first });
    expect(made.statusCode, made.body).toBe(201);
    expect(await seatOf(made.json().id)).toEqual({ sectionId: w.first, clientScope: "section" });
  });
});
