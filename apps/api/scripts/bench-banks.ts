// Benchmark module (not a test) for the bank desks' lists, held to the lists' budget
// (docs/product.md, Performance budgets): GET /api/ariza cold — a page, a filter or a search never
// asked before — and warm, each beside a bare Fastify + pg route reading 50 applications by index
// in the same run, and the head's desk. Scale: the harness's fill (a branch application for each of
// the bank-paid deals (three in five contracts), a head-office one for those the branch approved;
// 100,000 clients).
//
// Run by the harness: npm run bench (all modules) or npm run bench -- banks (this one).

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
    "/ref-bank-applications",
    "select id, status, amount_requested from bank_applications where level = 'lower' order by status_changed_at desc, id desc limit 50 offset $1 * 50",
  );
  const lower = `${ctx.base}/api/ariza?level=lower&size=50`;
  const upper = `${ctx.base}/api/ariza?level=upper&size=50`;
  const calls: ListCall[] = [
    {
      call: "GET /api/ariza?level=lower&size=50&page=N (longest in status first)",
      cold: { url: `${lower}&page={n}`, headers: ctx.auth, cycle: 200 },
      warm: { url: `${lower}&page=20`, headers: ctx.auth },
      goal: PAGE_GOAL,
      note: "pages 1–200",
    },
    {
      call: "GET /api/ariza?level=lower&view=open&page=N",
      cold: { url: `${lower}&view=open&page={n}`, headers: ctx.auth, cycle: 100 },
      goal: PAGE_GOAL,
    },
    {
      call: "GET /api/ariza?level=lower&minDays=N&sort=-amount (a new filter each time)",
      cold: { url: `${lower}&minDays={n}&sort=-amount`, headers: ctx.auth, cycle: 400 },
      goal: PAGE_GOAL,
    },
    {
      call: "GET /api/ariza?level=upper&status=approved&page=N",
      cold: { url: `${upper}&status=approved&page={n}`, headers: ctx.auth, cycle: 20 },
      goal: PAGE_GOAL,
    },
    {
      call: "GET /api/ariza?level=lower&q=<client name>",
      cold: { url: `${lower}&q={v}`, headers: ctx.auth, values: nameSearches() },
      warm: { url: `${lower}&q=${encodeURIComponent("Karimov Dilshod")}`, headers: ctx.auth },
      goal: SEARCH_GOAL,
    },
    {
      call: "GET /api/ariza?level=lower&q=<contract number>",
      cold: { url: `${lower}&q=0{n}`, headers: ctx.auth, cycle: 9000 },
      goal: SEARCH_GOAL,
    },
  ];
  return measureCalls(
    ctx,
    "bank",
    `${Math.round(ctx.scale.contracts * 0.6).toLocaleString("en-US")} bank deals, ${clientsScale(ctx)}`,
    reference,
    calls,
  );
}
