import { inArray, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { queryRows } from "../src/db/raw";
import { objects, organisations, sections, tableVersions } from "../src/db/schema";
import { pickVersions, readVersions, versionsSql } from "../src/lib/version-cache";
import { validateSession } from "../src/modules/users/sessions.service";
import { auth, makeUser, signIn, useTestApp } from "./helpers/test-app";

// The change counters behind list ETags and remembered answers (migration 0014): once per
// transaction for each table it changed, at commit, and nothing for what did not change.
const ctx = useTestApp();

async function versions(): Promise<Record<string, number>> {
  const rows = await ctx
    .db()
    .select()
    .from(tableVersions)
    .where(inArray(tableVersions.tableName, ["objects", "organisations", "sections"]));
  return Object.fromEntries(rows.map((r) => [r.tableName, r.version]));
}

/** Runs `change` and returns how far each counter moved. */
async function advanced(change: () => Promise<unknown>): Promise<Record<string, number>> {
  const before = await versions();
  await change().catch(() => undefined);
  const after = await versions();
  return Object.fromEntries(Object.entries(after).map(([t, v]) => [t, v - (before[t] ?? 0)]));
}

const twoThousandOrganisations = sql`
  insert into organisations (name, kind, stir)
  select 'Tashkilot ' || g, 'partner', (700000000 + g)::text from generate_series(1, 2000) g`;

describe("change counters", () => {
  it("advance once per transaction for each table it changed, however many rows and statements", async () => {
    expect(
      await advanced(() =>
        ctx.db().transaction(async (tx) => {
          await tx.execute(twoThousandOrganisations);
          await tx.update(organisations).set({ director: "Direktor" });
          await tx.insert(objects).values({ name: "Obyekt", address: "Toshkent" });
        }),
      ),
    ).toEqual({ objects: 1, organisations: 1, sections: 0 });
    expect(await advanced(() => ctx.db().delete(organisations))).toEqual({
      objects: 0,
      organisations: 1,
      sections: 0,
    });
  });

  it("stay where they are for statements that change nothing and for what is rolled back", async () => {
    expect(
      await advanced(async () => {
        await ctx.db().update(sections).set({ name: "x" }).where(sql`false`);
        await ctx.db().delete(objects).where(sql`false`);
        await ctx.db().insert(sections).values({ path: "p", name: "P", icon: "home" });
        await ctx.db().insert(sections).values({ path: "p", name: "P", icon: "home" }).onConflictDoNothing();
      }),
    ).toEqual({ objects: 0, organisations: 0, sections: 1 });
    expect(
      await advanced(() =>
        ctx.db().transaction(async (tx) => {
          await tx.insert(objects).values({ name: "Obyekt", address: "Toshkent" });
          throw new Error("rolled back");
        }),
      ),
    ).toEqual({ objects: 0, organisations: 0, sections: 0 });
    // A savepoint rolled back takes its tables' note with it; the rest still counts.
    expect(
      await advanced(() =>
        ctx.db().transaction(async (tx) => {
          await tx
            .transaction(async (inner) => {
              await inner.insert(objects).values({ name: "Obyekt", address: "Toshkent" });
              throw new Error("savepoint rolled back");
            })
            .catch(() => undefined);
          await tx.update(sections).set({ name: "y" });
        }),
      ),
    ).toEqual({ objects: 0, organisations: 0, sections: 1 });
  });

  it("count a write made after the transaction's counters were already advanced", async () => {
    expect(
      await advanced(() =>
        ctx.db().transaction(async (tx) => {
          await tx.update(sections).set({ name: "z" });
          // Runs the deferred counter work now, as commit would; a later write needs another round.
          await tx.execute(sql`set constraints all immediate`);
          await tx.insert(objects).values({ name: "Obyekt", address: "Toshkent" });
        }),
      ),
    ).toEqual({ objects: 1, organisations: 0, sections: 1 });
  });

  it("stay a few pages to read after a 2,000-row transaction and many small ones", async () => {
    await ctx.db().execute(sql`delete from organisations`);
    await ctx.db().execute(twoThousandOrganisations);
    for (let i = 0; i < 200; i++)
      await ctx
        .db()
        .update(sections)
        .set({ name: `n${i}` });
    const [size] = await queryRows<{ pages: number; pending: number }>(
      ctx.db(),
      sql`select pg_relation_size('table_versions')::int / current_setting('block_size')::int as pages,
            (select count(*)::int from table_version_bumps) as pending`,
    );
    // 25 counters at fillfactor 10 fill 3 pages; each write is one HOT update pruned in place.
    expect(size?.pages).toBeLessThanOrEqual(4);
    expect(size?.pending).toBe(0);
  });

  it("read inside another statement, give the same text as readVersions (remembered lists compare the two)", async () => {
    const tables = ["objects", "organisations", "sections"];
    await ctx.db().insert(objects).values({ name: "Sanoq obyekti", address: "Toshkent" });
    const [inside] = await queryRows<{ seen: string | null }>(
      ctx.db(),
      sql`select ${versionsSql(tables)} as seen`,
    );
    const alone = await readVersions(ctx.db(), tables);
    expect(alone).toMatch(/^objects:\d+,organisations:\d+,sections:\d+$/);
    expect(inside?.seen).toBe(alone);
  });

  it("brought by the session lookup, give the same text as readVersions once picked", async () => {
    const tables = ["objects", "organisations", "sections"];
    const user = await makeUser(ctx.app, ctx.db(), { pages: ["obyects"] });
    const token = user.token;
    await ctx.db().insert(objects).values({ name: "Sessiya obyekti", address: "Toshkent" });
    const plain = await validateSession(ctx.db(), token);
    expect(plain?.versions).toBeNull();
    const found = await validateSession(ctx.db(), token, true);
    expect(found?.user.id).toBe(user.id);
    expect(pickVersions(found?.versions ?? "", tables)).toBe(await readVersions(ctx.db(), tables));
    // An object made after the lookup is seen by the next one: nothing is kept between requests.
    await ctx.db().insert(objects).values({ name: "Keyingi obyekt", address: "Toshkent" });
    const next = await validateSession(ctx.db(), token, true);
    expect(pickVersions(next?.versions ?? "", ["objects"])).not.toBe(
      pickVersions(found?.versions ?? "", ["objects"]),
    );
  });
});

describe("a sign-in's counter", () => {
  const counters = async () => {
    const rows = await ctx
      .db()
      .select()
      .from(tableVersions)
      .where(inArray(tableVersions.tableName, ["users", "user_sign_ins"]));
    return Object.fromEntries(rows.map((r) => [r.tableName, r.version]));
  };

  it("moves user_sign_ins, not users: what names a user keeps its remembered answers; the staff list moves", async () => {
    const admin = await makeUser(ctx.app, ctx.db(), { pages: ["add_employee"] });
    const worker = await makeUser(ctx.app, ctx.db());
    const listed = await ctx.app.inject({ url: "/api/user/all", headers: auth(admin.token) });
    expect(listed.statusCode).toBe(200);
    const etag = listed.headers.etag as string;

    const before = await counters();
    await signIn(ctx.app, worker.phone, worker.password);
    const after = await counters();
    expect(after.users).toBe(before.users);
    expect(after.user_sign_ins).toBe((before.user_sign_ins ?? 0) + 1);

    // The staff list shows the moment: not a 304 for what the browser held, and the moment is there.
    const again = await ctx.app.inject({
      url: "/api/user/all",
      headers: { ...auth(admin.token), "if-none-match": etag },
    });
    expect(again.statusCode).toBe(200);
    const row = (again.json() as { id: number; lastLoginAt: string | null }[]).find(
      (u) => u.id === worker.id,
    );
    expect(Date.now() - Date.parse(row?.lastLoginAt ?? "")).toBeLessThan(60_000);

    // Any other change of a user moves users, in the same statement as a sign-in's moment or not.
    await ctx
      .db()
      .execute(sql`update users set name = 'Boshqa Ism', last_login_at = now() where id = ${worker.id}`);
    const renamed = await counters();
    expect(renamed.users).toBe((after.users ?? 0) + 1);
    expect(renamed.user_sign_ins).toBe(after.user_sign_ins);
    // A statement that changes no row moves nothing.
    await ctx.db().execute(sql`update users set name = 'X' where id = -1`);
    expect(await counters()).toEqual(renamed);
  });
});
