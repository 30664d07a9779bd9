// Benchmark module (not a test) for the numbers (decision 19): GET /api/stats/summary (every
// figure of a period) and GET /api/stats/money (the money series and the 12 months' forecast) at
// 25,000 contracts and 100,000 clients, each request a period and object never asked before so no
// remembered answer serves it: under load beside a bare route, and one at a time — the time a
// director waits for the flow chart — against the issue's ≤ 300 ms.
//
// Run by the harness: npm run bench (all modules) or npm run bench -- stats (this one).

import type { BenchContext, BenchRow, LoadSpec } from "./bench/types";
import { bareReference, clientsScale } from "./bench-lists";

/** The budget for the summary (and the series), one request at a time. */
const ANSWER_MS = 300;
const DAY_MS = 86_400_000;
const dayPlus = (day: string, n: number) => new Date(Date.parse(day) + n * DAY_MS).toISOString().slice(0, 10);

/**
 * Different filters for the one-at-a-time runs: periods of 1 to 24 months starting on any day of
 * the fill's 2½ years, half of them on one object.
 */
function filters(objectIds: number[]): string[] {
  const out: string[] = [];
  for (let k = 0; k < 200; k++) {
    const from = dayPlus("2024-01-01", (k * 37) % 900);
    const to = dayPlus(from, 30 * (1 + (k % 24)) - 1);
    const object = k % 2 ? `&objectId=${objectIds[k % objectIds.length]}` : "";
    out.push(`from=${from}&to=${to}${object}`);
  }
  return out;
}

/**
 * The loads' first days ({v}, URL-encoded by the load, so one parameter): every day of the fill's
 * 2½ years, to the fill's last month's end, on object {n} — a new period and object per request.
 */
const FIRST_DAYS = Array.from({ length: 900 }, (_, k) => dayPlus("2024-01-01", (k * 7) % 900));

/** Median of some milliseconds. */
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

/** n requests one after another, each with its own filter: how long a person waits. */
async function oneAtATime(ctx: BenchContext, url: (v: string) => string, values: string[], n: number) {
  const ms: number[] = [];
  for (const v of values.slice(0, n)) {
    const t0 = performance.now();
    const res = await fetch(url(v), { headers: ctx.auth });
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`${url(v)}: ${res.status}`);
    ms.push(performance.now() - t0);
  }
  return { median: Math.round(median(ms)), worst: Math.round(Math.max(...ms)), n: ms.length };
}

export async function run(ctx: BenchContext): Promise<BenchRow[]> {
  const objectIds = (await ctx.bareQuery<{ id: number }>("select id from objects order by id")).map(
    (o) => o.id,
  );
  const values = filters(objectIds);
  const reference = await bareReference(
    ctx,
    "/ref-stats",
    "select id, number, total from contracts order by date desc, id desc limit 50 offset $1 * 50",
  );
  await ctx.load({ url: reference.url, cycle: reference.cycle, seconds: 1 });
  const scale = `${ctx.scale.contracts.toLocaleString("en-US")} contracts, ${clientsScale(ctx)}`;
  const calls = [
    { call: "GET /api/stats/summary?from=&to=&objectId=", path: "summary", start: 0 },
    { call: "GET /api/stats/money?from=&to=&objectId=", path: "money", start: 100 },
  ];
  const rows: BenchRow[] = [];
  for (const c of calls) {
    const url = (v: string) => `${ctx.base}/api/stats/${c.path}?${v}`;
    // One at a time first, on filters of their own.
    const timing = await oneAtATime(ctx, url, values.slice(c.start), 30);
    const ref = await ctx.load({ url: reference.url, cycle: reference.cycle });
    const cold: LoadSpec = {
      url: `${ctx.base}/api/stats/${c.path}?from={v}&to=2026-06-30&objectId={n}`,
      headers: ctx.auth,
      values: FIRST_DAYS,
      cycle: objectIds.length,
      start: c.start,
      cold: true,
    };
    const coldFigures = await ctx.load(cold);
    const warm = await ctx.load({ url: url(values[0] as string), headers: ctx.auth });
    rows.push({
      area: "stats",
      call: c.call,
      scale,
      cold: coldFigures,
      warm,
      reference: { name: reference.name, rps: ref.rps, p50: ref.p50, p99: ref.p99 },
      timing,
      goal: { ms: ANSWER_MS },
      note: "a period and object never asked before; ms: one at a time",
    });
    ctx.log(
      `stats: ${c.call} one at a time ${timing.median} ms (worst ${timing.worst}); cold ${coldFigures.rps} req/s (${coldFigures.p50}/${coldFigures.p99} ms, ${coldFigures.errors} errors), reference ${ref.rps}`,
    );
  }
  return rows;
}
