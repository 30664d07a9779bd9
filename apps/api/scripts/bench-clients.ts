// Benchmark module (not a test) for the client list and its search, held to the lists' budget:
// GET /api/client cold — a page, a search or a viewer's page never asked before — and warm, each
// beside a bare Fastify + pg route reading 50 clients by index in the same run. Scale: the
// harness's fill (100,000 clients; BENCH_CLIENTS=1000000 for the million).
//
// Run by the harness: npm run bench (all modules) or npm run bench -- clients (this one).
import { sql } from "drizzle-orm";
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
    "/ref-clients",
    "select id, full_name, phone, created_at from clients order by id limit 50 offset $1 * 50",
  );
  // A receptionist with the "own" record scope: the clients they registered, received or called.
  const [reception] = (
    (await ctx.db.execute(
      sql`select id from users where role = 'Qabul' and client_scope = 'own' order by id limit 1`,
    )) as unknown as { rows: { id: number }[] }
  ).rows;
  const list = `${ctx.base}/api/client?size=50`;
  const calls: ListCall[] = [
    {
      call: "GET /api/client?size=50&page=N (every client, newest first)",
      cold: { url: `${list}&page={n}`, headers: ctx.auth, cycle: 200 },
      warm: { url: `${list}&page=3`, headers: ctx.auth },
      goal: PAGE_GOAL,
      note: "pages 1–200: the pages the capped total (10 000) offers",
    },
    {
      call: "GET /api/client?size=50&sort=name&page=N",
      cold: { url: `${list}&sort=name&page={n}`, headers: ctx.auth, cycle: 200 },
      goal: PAGE_GOAL,
    },
    {
      call: "GET /api/client?q=<name> (words any order, Latin or Cyrillic)",
      cold: { url: `${list}&q={v}`, headers: ctx.auth, values: nameSearches() },
      warm: { url: `${list}&q=${encodeURIComponent("Karimov Dilshod")}`, headers: ctx.auth },
      goal: SEARCH_GOAL,
    },
    {
      call: "GET /api/client?q=<phone digits>",
      cold: { url: `${list}&q=9{n}`, headers: ctx.auth, cycle: 9000 },
      goal: SEARCH_GOAL,
      note: "2–5 digits after a 9, in turn",
    },
  ];
  if (reception) {
    const headers = await ctx.sessionFor(reception.id);
    calls.push(
      {
        call: "GET /api/client?page=N as reception, own scope",
        cold: { url: `${list}&page={n}`, headers, cycle: 100 },
        warm: { url: `${list}&page=2`, headers },
        goal: PAGE_GOAL,
        note: "pages 1–100",
      },
      {
        call: "GET /api/client?q=<name> as reception, own scope",
        cold: { url: `${list}&q={v}`, headers, values: nameSearches() },
        goal: SEARCH_GOAL,
      },
    );
  }
  return measureCalls(ctx, "clients", clientsScale(ctx), reference, calls);
}
