import { UNIT_SORTS } from "@makon/shared";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { makeFreeUnits } from "./helpers/sales-fixtures";
import { auth, makeUser, useTestApp } from "./helpers/test-app";

const ctx = useTestApp({ resetEach: true });

// Pages of the property database start from the remembered start of a page before them
// (page-anchors.ts). Whatever was remembered, and whichever way people page, every page must be
// the page counted from the top.
describe("pages of the property database from a remembered page start", () => {
  it("every order, paged on, back and jumping, is the order read in one go — also after a change", async () => {
    const a = await makeUser(ctx.app, ctx.db(), { pages: ["baza"] });
    const first = await makeFreeUnits(ctx.db(), 40);
    const second = await makeFreeUnits(ctx.db(), 30);
    const ids = [...first, ...second].map((u) => u.id);
    // Ties on purpose (7 prices, 5 areas with decimals, 4 room counts): the id decides within one.
    const vary = () =>
      ctx.db().execute(sql`update units
        set total_price = 500000000 + (id % 7) * 1000, area_m2 = 40.25 + (id % 5), rooms = id % 4
        where id = any(${`{${ids.join(",")}}`}::int[])`);
    await vary();
    const get = async (query: string) => {
      const res = await ctx.app.inject({ url: `/api/uy?${query}`, headers: auth(a.token) });
      expect(res.statusCode, query).toBe(200);
      return res.json() as { items: { id: number }[]; total: number };
    };
    const idsOf = (page: { items: { id: number }[] }) => page.items.map((u) => u.id);
    const size = 7;
    const pages = Math.ceil(ids.length / size);

    for (const sort of UNIT_SORTS) {
      const whole = idsOf(await get(`sort=${sort}&size=200`));
      expect(whole).toHaveLength(ids.length);
      const pageOf = async (n: number) => idsOf(await get(`sort=${sort}&size=${size}&page=${n}`));
      const expected = (n: number) => whole.slice((n - 1) * size, n * size);
      // On from the first page (each page's start remembered), then back, then jumps.
      for (let n = 1; n <= pages; n++) expect(await pageOf(n), `${sort} page ${n}`).toEqual(expected(n));
      for (const n of [pages - 1, 3, 2, pages, 6, 4])
        expect(await pageOf(n), `${sort} page ${n}`).toEqual(expected(n));
      expect(await pageOf(pages + 1)).toEqual([]);
    }

    // A change that moves rows between pages: remembered starts are not used under other counters.
    await ctx.db().execute(sql`update units set total_price = 1, area_m2 = 1, rooms = 9
      where id = any(${`{${ids.filter((_, i) => i % 3 === 0).join(",")}}`}::int[])`);
    for (const sort of UNIT_SORTS) {
      const whole = idsOf(await get(`sort=${sort}&size=200`));
      for (const n of [5, 6, 2, pages]) {
        const page = idsOf(await get(`sort=${sort}&size=${size}&page=${n}`));
        expect(page, `${sort} page ${n} after the change`).toEqual(whole.slice((n - 1) * size, n * size));
      }
    }
  });
});
