import { foldSearch } from "@makon/shared";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auth, makeUser, useTestApp } from "./helpers/test-app";

const ctx = useTestApp({ resetEach: true });

/**
 * `count` clients made in one statement, named by `name(g)` in SQL (g = 1 … count); phones from
 * `first`. Written behind the API's back, so their search key is folded here as foldSearch folds it.
 */
async function manyClients(count: number, name: string, first = 0) {
  await ctx.db().execute(
    sql.raw(`insert into clients (full_name, phone, source, search_text, created_at)
      select ${name}, '93' || lpad((g + ${first})::text, 7, '0'), 'reception', fold_iotated(lower(${name})) || ' 93' || lpad((g + ${first})::text, 7, '0'),
        now() - g * interval '1 minute'
      from generate_series(1, ${count}) g`),
  );
}

const reader = () => makeUser(ctx.app, ctx.db(), { pages: ["home", "reciption"] });

describe("list totals past the cap", () => {
  it("counts up to 10 000 and says so; pages past the cap and past the end still answer", async () => {
    await manyClients(10_003, "'Mijoz ' || g");
    const u = await reader();
    const get = (query: string) =>
      ctx.app.inject({ method: "GET", url: `/api/client?${query}`, headers: auth(u.token) });
    const first = (await get("size=50")).json();
    expect(first).toMatchObject({ total: 10_000, totalCapped: true, page: 1, size: 50 });
    expect(first.items).toHaveLength(50);
    // Newest first, as before the cap: the order does not depend on the count.
    expect(first.items[0].fullName).toBe("Mijoz 1");
    const past = (await get("size=50&page=201")).json();
    expect(past.items.map((c: { fullName: string }) => c.fullName)).toEqual([
      "Mijoz 10001",
      "Mijoz 10002",
      "Mijoz 10003",
    ]);
    expect(past).toMatchObject({ total: 10_000, totalCapped: true });
    const end = (await get("size=50&page=300")).json();
    expect(end).toMatchObject({ items: [], total: 10_000, totalCapped: true });
    // Under the cap the total is exact.
    const few = (await get("size=50&q=Mijoz%2010001")).json();
    expect(few).toMatchObject({ total: 1, totalCapped: false });
    // A word every client has (more than a search reads through its index): newest first, capped.
    const common = (await get("size=20&q=mijoz&page=2")).json();
    expect(common).toMatchObject({ total: 1_000, totalCapped: true });
    expect(common.items[0].fullName).toBe("Mijoz 21");
  });

  it("a search counts up to 1 000", async () => {
    await manyClients(1_005, "'Karimov Dilshod ' || g");
    const u = await reader();
    const res = await ctx.app.inject({
      method: "GET",
      url: `/api/client?size=20&q=${encodeURIComponent("dilshod karimov")}`,
      headers: auth(u.token),
    });
    expect(res.json()).toMatchObject({ total: 1_000, totalCapped: true });
  });
});

describe("totals counted once per filter", () => {
  it("a page further on gives the filter's total as counted, and a write counts it afresh", async () => {
    await manyClients(30, "'Soliyev ' || g");
    const u = await reader();
    const get = async (query: string) =>
      (await ctx.app.inject({ method: "GET", url: `/api/client?${query}`, headers: auth(u.token) })).json();
    expect(await get("size=10&q=soliyev")).toMatchObject({ total: 30, totalCapped: false });
    // Written behind the API's back: only the change counters tell the list that clients changed.
    await manyClients(5, "'Soliyev yangi ' || g", 100);
    const after = await get("size=10&page=2&q=soliyev");
    expect(after).toMatchObject({ total: 35, page: 2 });
    expect(after.items).toHaveLength(10);
    // Another filter has its own total; the first one's stays.
    expect(await get("size=10&q=soliyev%20yangi")).toMatchObject({ total: 5 });
    expect(await get("size=10&page=3&q=soliyev")).toMatchObject({ total: 35 });
    await ctx.db().execute(sql`update clients set deleted_at = now() where full_name like 'Soliyev yangi%'`);
    expect(await get("size=10&page=4&q=soliyev")).toMatchObject({ total: 30 });
  });

  it("two viewers of different scopes each get their own total of the same filter", async () => {
    await manyClients(12, "'Begimov ' || g");
    const all = await reader();
    const own = await makeUser(ctx.app, ctx.db(), { pages: ["home", "reciption"], clientScope: "own" });
    await ctx
      .db()
      .execute(
        sql`update clients set intake_user_id = ${own.id} where full_name in ('Begimov 1', 'Begimov 2')`,
      );
    const get = async (token: string) =>
      (
        await ctx.app.inject({ method: "GET", url: "/api/client?size=5&q=begimov", headers: auth(token) })
      ).json();
    expect(await get(all.token)).toMatchObject({ total: 12 });
    expect(await get(own.token)).toMatchObject({ total: 2 });
    expect(await get(all.token)).toMatchObject({ total: 12 });
  });
});

describe("a search sorted, filtered and paged", () => {
  it("gives the same page as the list's order over the matches, with the other filters applied", async () => {
    await manyClients(40, "'Zokirov ' || chr(65 + (g % 26)) || g", 200);
    await manyClients(5, "'Boshqa ' || g", 300);
    await ctx
      .db()
      .execute(sql`update clients set step = 'consulting' where full_name like 'Zokirov%' and id % 2 = 0`);
    const u = await reader();
    const get = async (query: string) =>
      (await ctx.app.inject({ method: "GET", url: `/api/client?${query}`, headers: auth(u.token) })).json();
    const expected = (
      (await ctx
        .db()
        .execute(
          sql`select full_name from clients where full_name like 'Zokirov%' and step = 'consulting' order by full_name, id`,
        )) as unknown as { rows: { full_name: string }[] }
    ).rows.map((r) => r.full_name);
    expect(expected).toHaveLength(20);
    const page2 = await get("size=8&page=2&sort=name&step=consulting&q=zokirov");
    expect(page2).toMatchObject({ total: 20, totalCapped: false });
    expect(page2.items.map((c: { fullName: string }) => c.fullName)).toEqual(expected.slice(8, 16));
    // Fewer than three digits can match no phone: nothing, not everyone.
    expect(await get("size=8&q=12")).toMatchObject({ total: 0, items: [] });
  });
});

describe("search words", () => {
  it("finds a client by every typed word in any order, Latin or Cyrillic, any apostrophe", async () => {
    const name = "Yoʻldoshev Gʻayrat Anvarovich";
    const other = "Yoʻldoshev Dilshod Anvarovich";
    for (const [n, phone] of [
      [name, "901112233"],
      [other, "901112244"],
    ] as const) {
      await ctx
        .db()
        .execute(
          sql`insert into clients (full_name, phone, source, search_text) values (${n}, ${phone}, 'reception', ${foldSearch(`${n} ${phone}`)})`,
        );
    }
    const u = await reader();
    const found = async (q: string) =>
      (
        await ctx.app.inject({
          method: "GET",
          url: `/api/client?q=${encodeURIComponent(q)}`,
          headers: auth(u.token),
        })
      )
        .json()
        .items.map((c: { fullName: string }) => c.fullName);
    expect(await found("gayrat yoldoshev")).toEqual([name]);
    expect(await found("G'ayrat Yo`ldoshev")).toEqual([name]);
    expect(await found("Ғайрат Йўлдошев")).toEqual([name]);
    expect(await found("anvarovich yoʻldoshev")).toHaveLength(2);
    // A short word only narrows what the others found.
    expect(await found("yoldoshev ga")).toEqual([name]);
    // Every word must occur.
    expect(await found("gayrat dilshod")).toEqual([]);
    // Words and phone digits together.
    expect(await found("yoldoshev 2244")).toEqual([other]);
  });
});
