// Benchmark module (not a test) for the handover desk's tabs, held to the lists' budget
// (docs/product.md, Performance budgets): GET /api/topshiruv?tab=ready|appointments|handed|defects
// cold — a page, a view or a search never asked before — and warm, each beside a bare Fastify + pg
// route reading 50 contracts by index in the same run. Scale: the harness's fill (the small
// buildings of a fifth of the objects finished: ~790 acts with their defects and appointments, ~430
// deals waiting for their keys among 25,000 contracts; 100,000 clients).
//
// Run by the harness: npm run bench (all modules) or npm run bench -- handover (this one).

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

/** Pages 1 … n of a list of `rows` rows, 50 a page (at least one). */
const pagesOf = (rows: number) => Math.max(1, Math.ceil(rows / 50));

export async function run(ctx: BenchContext): Promise<BenchRow[]> {
  const [n = { acts: 0, ready: 0, unpaid: 0, scheduled: 0, defects: 0 }] = await ctx.bareQuery<{
    acts: number;
    ready: number;
    unpaid: number;
    scheduled: number;
    defects: number;
  }>(
    `select (select count(*)::int from handovers) as acts,
      (select count(*)::int from contracts c join units u on u.id = c.unit_id join buildings b on b.id = u.building_id
        where c.status = 'concluded' and b.build_status = 'completed'
          and (c.paid >= c.total or exists (select 1 from handover_permits p where p.contract_id = c.id))) as ready,
      (select count(*)::int from contracts c join units u on u.id = c.unit_id join buildings b on b.id = u.building_id
        where c.status = 'concluded' and b.build_status = 'completed' and c.paid < c.total
          and not exists (select 1 from handover_permits p where p.contract_id = c.id)) as unpaid,
      (select count(*)::int from handover_appointments where status = 'scheduled') as scheduled,
      (select count(*)::int from handover_defects where fixed_at is null) as defects`,
  );
  const reference = await bareReference(
    ctx,
    "/ref-handover",
    "select id, number, total from contracts order by date, id limit 50 offset $1 * 50",
  );
  const list = `${ctx.base}/api/topshiruv?size=50`;
  const tab = (name: string, rows: number, extra = "") => ({
    url: `${list}&tab=${name}${extra}&page={n}`,
    headers: ctx.auth,
    cycle: pagesOf(rows),
  });
  const calls: ListCall[] = [
    {
      call: "GET /api/topshiruv?tab=ready&page=N (paid or permitted, oldest deal first)",
      cold: tab("ready", n.ready),
      warm: { url: `${list}&tab=ready&page=2`, headers: ctx.auth },
      goal: PAGE_GOAL,
      note: `pages 1–${pagesOf(n.ready)}, the whole tab (${n.ready} deals)`,
    },
    {
      call: "GET /api/topshiruv?tab=ready&view=unpaid&page=N",
      cold: tab("ready", n.unpaid, "&view=unpaid"),
      goal: PAGE_GOAL,
      note: `pages 1–${pagesOf(n.unpaid)} (${n.unpaid} deals)`,
    },
    {
      call: "GET /api/topshiruv?tab=appointments&page=N (scheduled, soonest first)",
      cold: tab("appointments", n.scheduled),
      goal: PAGE_GOAL,
      note: `pages 1–${pagesOf(n.scheduled)} (${n.scheduled} appointments)`,
    },
    {
      call: "GET /api/topshiruv?tab=handed&page=N (newest act first)",
      cold: tab("handed", n.acts),
      warm: { url: `${list}&tab=handed&page=2`, headers: ctx.auth },
      goal: PAGE_GOAL,
      note: `pages 1–${pagesOf(n.acts)} (${n.acts} acts)`,
    },
    {
      call: "GET /api/topshiruv?tab=defects&page=N (open, earliest deadline first)",
      cold: tab("defects", n.defects),
      goal: PAGE_GOAL,
      note: `pages 1–${pagesOf(n.defects)} (${n.defects} open defects)`,
    },
    {
      call: "GET /api/topshiruv?tab=ready&q=<client name>",
      cold: { url: `${list}&tab=ready&q={v}`, headers: ctx.auth, values: nameSearches() },
      goal: SEARCH_GOAL,
    },
    {
      call: "GET /api/topshiruv?tab=handed&q=<client name>",
      cold: { url: `${list}&tab=handed&q={v}`, headers: ctx.auth, values: nameSearches() },
      warm: { url: `${list}&tab=handed&q=${encodeURIComponent("Karimov Dilshod")}`, headers: ctx.auth },
      goal: SEARCH_GOAL,
    },
    {
      call: "GET /api/topshiruv?tab=handed&q=<contract or act number>",
      cold: { url: `${list}&tab=handed&q=0{n}`, headers: ctx.auth, cycle: 9000 },
      goal: SEARCH_GOAL,
    },
  ];
  return measureCalls(
    ctx,
    "handover",
    `${n.acts.toLocaleString("en-US")} acts, ${ctx.scale.contracts.toLocaleString("en-US")} contracts, ${clientsScale(ctx)}`,
    reference,
    calls,
  );
}
