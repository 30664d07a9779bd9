import { foldSearch } from "@makon/shared";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auth, makeUser, useTestApp } from "./helpers/test-app";

const ctx = useTestApp({ resetEach: true });

/** `count` clients made in one statement, named by `name(g)` in SQL (g = 1 … count). */
async function manyClients(count: number, name: string) {
  await ctx.db().execute(
    sql.raw(`insert into clients (full_name, phone, source, search_text, created_at)
      select ${name}, '93' || lpad(g::text, 7, '0'), 'reception', lower(${name}) || ' 93' || lpad(g::text, 7, '0'),
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
