// Benchmark module (not a test) for the property database (baza), held to the lists' budget:
// GET /api/uy cold — a page, a filter or a search by a holder's name never asked before — and
// warm (the same page again, served from the remembered answers), each beside a bare Fastify + pg
// route reading 50 units by index in the same run. Scale: the harness's fill (40,500 units of
// 150 buildings plus the 2,000-unit chessboard building; 25,000 contracts; 100,000 clients).
// The chessboard has its own module (bench-chessboard).
//
// Run by the harness: npm run bench (all modules) or npm run bench -- property (this one).

import type { BenchContext, BenchRow } from "./bench/types";
import {
  bareReference,
  clientsScale,
  type ListCall,
  measureCalls,
  nameSearches,
  PAGE_GOAL,
  SEARCH_GOAL,
} from "./bench-lists";

export async function run(ctx: BenchContext): Promise<BenchRow[]> {
  const reference = await bareReference(
    ctx,
    "/ref-units",
    "select id, number, total_price from units order by building_id, id limit 50 offset $1 * 50",
  );
  const list = `${ctx.base}/api/uy?size=50`;
  const calls: ListCall[] = [
    {
      call: "GET /api/uy?size=50&page=N (every unit)",
      cold: { url: `${list}&page={n}`, headers: ctx.auth, cycle: 200 },
      warm: { url: `${list}&page=20`, headers: ctx.auth },
      goal: PAGE_GOAL,
      note: "pages 1–200: the pages the capped total (10 000) offers",
    },
    {
      call: "GET /api/uy?size=50&page=N, deep (every page of the list)",
      cold: { url: `${list}&page={n}`, headers: ctx.auth, cycle: 850 },
      referenceCycle: 850,
      goal: PAGE_GOAL,
      note: "pages 1–850: an offset read off the index costs its depth",
    },
    {
      call: "GET /api/uy?size=50&sort=-price&page=N",
      cold: { url: `${list}&sort=-price&page={n}`, headers: ctx.auth, cycle: 200 },
      goal: PAGE_GOAL,
      note: "pages 1–200",
    },
    {
      call: "GET /api/uy?size=50&status=available&rooms=2&priceMin=N (a new filter each time)",
      cold: { url: `${list}&status=available&rooms=2&priceMin={n}00000`, headers: ctx.auth, cycle: 5000 },
      goal: PAGE_GOAL,
    },
    {
      call: "GET /api/uy?size=50&buildingId=N&page=2",
      cold: { url: `${list}&buildingId={n}&page=2`, headers: ctx.auth, cycle: 150 },
      goal: PAGE_GOAL,
      note: "150 buildings; repeats after 150 requests are remembered",
    },
    {
      call: "GET /api/uy?q=<client name> (baza search)",
      cold: { url: `${list}&q={v}`, headers: ctx.auth, values: nameSearches() },
      warm: { url: `${list}&q=${encodeURIComponent("Karimov Dilshod")}`, headers: ctx.auth },
      goal: SEARCH_GOAL,
    },
  ];
  const units = `${(ctx.scale.objects * 5 * 270 + (ctx.scale.bigBuilding ? 2000 : 0)).toLocaleString("en-US")} units`;
  return measureCalls(ctx, "property", `${units}, ${clientsScale(ctx)}`, reference, calls);
}
