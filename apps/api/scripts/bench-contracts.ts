// Benchmark module (not a test) for the contract lists, held to the lists' budget: GET /api/shartnoma
// cold — a page, a filter or a search never asked before — and warm (the same page again, served
// from the remembered answers), each beside a bare Fastify + pg route reading 50 contracts by
// index in the same run. Scale: the harness's fill (25,000 contracts with schedules and payments,
// a tenth refused, older installments partly paid; 100,000 clients).
//
// Run by the harness: npm run bench (all modules) or npm run bench -- contracts (this one).

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
    "/ref-contracts",
    "select id, number, total from contracts order by date desc, id desc limit 50 offset $1 * 50",
  );
  const list = `${ctx.base}/api/shartnoma?size=50`;
  const calls: ListCall[] = [
    {
      call: "GET /api/shartnoma?size=50&page=N (newest first)",
      cold: { url: `${list}&page={n}`, headers: ctx.auth, cycle: 500 },
      warm: { url: `${list}&page=20`, headers: ctx.auth },
      goal: PAGE_GOAL,
      note: "pages 1–500, the whole list",
    },
    {
      call: "GET /api/shartnoma?size=50&status=concluded&page=N",
      cold: { url: `${list}&status=concluded&page={n}`, headers: ctx.auth, cycle: 160 },
      goal: PAGE_GOAL,
    },
    {
      call: "GET /api/shartnoma?size=50&overdue=true&page=N",
      cold: { url: `${list}&overdue=true&page={n}`, headers: ctx.auth, cycle: 200 },
      goal: PAGE_GOAL,
    },
    {
      call: "GET /api/shartnoma?q=<client name>",
      cold: { url: `${list}&q={v}`, headers: ctx.auth, values: nameSearches() },
      warm: { url: `${list}&q=${encodeURIComponent("Karimov Dilshod")}`, headers: ctx.auth },
      goal: SEARCH_GOAL,
    },
    {
      call: "GET /api/shartnoma?q=<contract number>",
      cold: { url: `${list}&q=0{n}`, headers: ctx.auth, cycle: 9000 },
      goal: SEARCH_GOAL,
    },
  ];
  return measureCalls(
    ctx,
    "contracts",
    `${ctx.scale.contracts.toLocaleString("en-US")} contracts, ${clientsScale(ctx)}`,
    reference,
    calls,
  );
}
