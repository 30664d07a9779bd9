import { CONTRACT_SORTS } from "@makon/shared";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { makeFullContract, SALES_RIGHTS } from "./helpers/sales-fixtures";
import { auth, makeUser, useTestApp } from "./helpers/test-app";

const ctx = useTestApp({ resetEach: true });

// Pages of the contract list start from the remembered start of a page before them
// (page-anchors.ts). Whatever was remembered, and whichever way people page, every page must be
// the page counted from the top — in every order, with a filter, before and after a change.
describe("pages of the contract list from a remembered page start", () => {
  it("every order, paged on, back and jumping, is the order read in one go — also after a change", async () => {
    const seller = await makeUser(ctx.app, ctx.db(), SALES_RIGHTS);
    const made = [];
    for (let i = 0; i < 16; i++) made.push(await makeFullContract(ctx.app, ctx.db(), seller.token));
    const ids = made.map((c) => c.id);
    const idList = `{${ids.join(",")}}`;
    // Ties on purpose (4 dates, 5 totals): the id decides within one. Every third one concluded.
    await ctx.db().execute(sql`update contracts
      set date = date '2026-01-01' + (id % 4), total = 600000000 + (id % 5) * 1000,
          status = case when id % 3 = 0 then 'concluded' else status end
      where id = any(${idList}::int[])`);
    const get = async (query: string) => {
      const res = await ctx.app.inject({ url: `/api/shartnoma?${query}`, headers: auth(seller.token) });
      expect(res.statusCode, query).toBe(200);
      return res.json() as { items: { id: number }[]; total: number };
    };
    const idsOf = (page: { items: { id: number }[] }) => page.items.map((c) => c.id);
    const size = 3;

    const check = async (filter: string, label: string) => {
      for (const sort of CONTRACT_SORTS) {
        const whole = idsOf(await get(`${filter}sort=${sort}&size=100`));
        const pages = Math.ceil(whole.length / size);
        const pageOf = async (n: number) => idsOf(await get(`${filter}sort=${sort}&size=${size}&page=${n}`));
        const expected = (n: number) => whole.slice((n - 1) * size, n * size);
        // On from the first page (each page's start remembered), then back, then jumps.
        for (let n = 1; n <= pages; n++)
          expect(await pageOf(n), `${label} ${sort} ${n}`).toEqual(expected(n));
        for (const n of [pages - 1, 2, pages, 3])
          if (n >= 1) expect(await pageOf(n), `${label} ${sort} ${n}`).toEqual(expected(n));
        expect(await pageOf(pages + 1)).toEqual([]);
      }
    };
    await check("", "all");
    await check("status=concluded&", "concluded");
    expect(idsOf(await get("sort=-date&size=100"))).toHaveLength(ids.length);

    // A change that moves rows between pages: remembered starts are not used under other counters.
    await ctx.db().execute(sql`update contracts set date = date '2025-06-01', total = 700000000
      where id = any(${`{${ids.filter((_, i) => i % 3 === 1).join(",")}}`}::int[])`);
    await check("", "after the change");
  });
});
