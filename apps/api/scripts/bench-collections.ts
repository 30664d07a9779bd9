// Benchmark module (not a test) for the collections desk's lists, held to the lists' budget
// (docs/product.md, Performance budgets): GET /api/undiruv/debtors (the debtors, with every band's
// count and sums) and GET /api/undiruv (the cases) cold — a page, a filter or a search never asked
// before — and warm, each beside a bare Fastify + pg route reading 50 rows by index in the same
// run. Scale: the harness's fill (~15,700 debtors of 25,000 contracts, nine in ten with an open
// case, promises open and broken; 100,000 clients).
//
// Run by the harness: npm run bench (all modules) or npm run bench -- collections (this one).

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
  const objectIds = (await ctx.bareQuery<{ id: number }>("select id from objects order by id")).map((o) =>
    String(o.id),
  );
  const [collector] = await ctx.bareQuery<{ id: number }>(
    "select id from users where role = 'Undiruv' order by id limit 1",
  );
  if (!collector) throw new Error("the bench fill made no collector");
  const asCollector = await ctx.sessionFor(collector.id);
  const [{ debtors, cases } = { debtors: 0, cases: 0 }] = await ctx.bareQuery<{
    debtors: number;
    cases: number;
  }>(
    `select (select count(*)::int from contracts where next_due_date < current_date
        and status in ('in_process', 'concluded', 'handed_over')) as debtors,
      (select count(*)::int from debt_cases) as cases`,
  );
  const scale = `${debtors.toLocaleString("en-US")} debtors, ${cases.toLocaleString("en-US")} cases, ${clientsScale(ctx)}`;

  // The debtors' default order is the oldest unpaid row first: the reference reads contracts off
  // the same index (contracts_next_due_idx).
  const debtorReference = await bareReference(
    ctx,
    "/ref-debtors",
    "select id, number, next_due_date from contracts where next_due_date < current_date order by next_due_date, id limit 50 offset $1 * 50",
    // The same page of overdue contracts, as plainly asked: the planner reads and sorts them at
    // the page's depth (the debtors' own pages slice a remembered order or walk an index).
    "Fastify + pg, the same 50 overdue contracts by next due date",
  );
  const debtorList = `${ctx.base}/api/undiruv/debtors?size=50`;
  const debtorCalls: ListCall[] = [
    {
      call: "GET /api/undiruv/debtors?size=50&page=N (most days overdue first, with the bands)",
      cold: { url: `${debtorList}&page={n}`, headers: ctx.auth, cycle: 200 },
      warm: { url: `${debtorList}&page=20`, headers: ctx.auth },
      goal: PAGE_GOAL,
      note: "pages 1–200",
    },
    {
      call: "GET /api/undiruv/debtors?size=50&band=31_60&page=N",
      cold: { url: `${debtorList}&band=31_60&page={n}`, headers: ctx.auth, cycle: 5 },
      goal: PAGE_GOAL,
      note: "pages 1–5, the whole band",
    },
    {
      call: "GET /api/undiruv/debtors?size=50&objectId=N&page=N",
      cold: { url: `${debtorList}&objectId={v}&page={n}`, headers: ctx.auth, values: objectIds, cycle: 7 },
      goal: PAGE_GOAL,
      note: "every object, pages 1–7",
    },
    {
      call: "GET /api/undiruv/debtors?size=50&sort=-amount&page=N (most owed first)",
      cold: { url: `${debtorList}&sort=-amount&page={n}`, headers: ctx.auth, cycle: 200 },
      goal: PAGE_GOAL,
      note: "pages 1–200",
    },
    {
      call: "GET /api/undiruv/debtors?q=<client name>",
      cold: { url: `${debtorList}&q={v}`, headers: ctx.auth, values: nameSearches() },
      warm: { url: `${debtorList}&q=${encodeURIComponent("Karimov Dilshod")}`, headers: ctx.auth },
      goal: SEARCH_GOAL,
    },
    {
      call: "GET /api/undiruv/debtors?q=<contract number>",
      cold: { url: `${debtorList}&q=0{n}`, headers: ctx.auth, cycle: 9000 },
      goal: SEARCH_GOAL,
    },
  ];
  const rows = await measureCalls(ctx, "collections", scale, debtorReference, debtorCalls);

  const caseReference = await bareReference(
    ctx,
    "/ref-debt-cases",
    "select id, status, contract_id from debt_cases order by id desc limit 50 offset $1 * 50",
  );
  const caseList = `${ctx.base}/api/undiruv?size=50`;
  const caseCalls: ListCall[] = [
    {
      call: "GET /api/undiruv?size=50&page=N (open cases, newest first)",
      cold: { url: `${caseList}&page={n}`, headers: ctx.auth, cycle: 200 },
      warm: { url: `${caseList}&page=20`, headers: ctx.auth },
      goal: PAGE_GOAL,
      note: "pages 1–200",
    },
    {
      call: "GET /api/undiruv?view=mine&page=N as a collector",
      cold: { url: `${caseList}&view=mine&page={n}`, headers: asCollector, cycle: 70 },
      warm: { url: `${caseList}&view=mine&page=2`, headers: asCollector },
      goal: PAGE_GOAL,
      note: "pages 1–70, the collector's whole list",
    },
    {
      call: "GET /api/undiruv?sort=-days&page=N (longest overdue first)",
      cold: { url: `${caseList}&sort=-days&page={n}`, headers: ctx.auth, cycle: 200 },
      goal: PAGE_GOAL,
      note: "pages 1–200",
    },
    {
      call: "GET /api/undiruv?view=all&q=<client name>",
      cold: { url: `${caseList}&view=all&q={v}`, headers: ctx.auth, values: nameSearches() },
      goal: SEARCH_GOAL,
    },
  ];
  rows.push(...(await measureCalls(ctx, "collections", scale, caseReference, caseCalls)));
  return rows;
}
