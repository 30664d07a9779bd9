import { type BenchRow, type Figures, type Goal, PACED_RATE as PACE } from "./types";

const int = (n: number) => Math.round(n).toLocaleString("en-US").replaceAll(",", " ");
const pct = (a: number, b: number) => `${Math.round((a / b) * 100)} %`;

/** The figures a goal's rate is checked against: cold when measured (what people feel), else warm. */
function judged(row: BenchRow): Figures | undefined {
  return row.cold ?? row.warm;
}

/** The figures a goal's latency is checked against: paced when measured (see BenchRow.paced). */
function latencyOf(row: BenchRow): Figures | undefined {
  return row.paced ?? judged(row);
}

/** The row's share of its reference's rate (of the judged figures). */
export function ratioOf(row: BenchRow): number | undefined {
  const f = judged(row);
  return f && row.reference ? f.rps / row.reference.rps : undefined;
}

/** ✓ when every bound of the goal holds and nothing failed, ✗ otherwise; "" without a goal. */
export function verdict(row: BenchRow): "✓" | "✗" | "" {
  const g = row.goal;
  if (!g) return "";
  const f = latencyOf(row);
  const errors = (row.cold?.errors ?? 0) + (row.warm?.errors ?? 0) + (row.paced?.errors ?? 0);
  const checks: boolean[] = [errors === 0];
  if (g.ratio !== undefined) checks.push((ratioOf(row) ?? 0) >= g.ratio);
  if (g.p50 !== undefined) checks.push(f !== undefined && f.p50 <= g.p50);
  if (g.p99 !== undefined) checks.push(f !== undefined && f.p99 <= g.p99);
  if (g.ms !== undefined) checks.push(row.timing !== undefined && row.timing.median <= g.ms);
  return checks.every(Boolean) ? "✓" : "✗";
}

export function goalText(g: Goal | undefined): string {
  if (!g) return "";
  const parts: string[] = [];
  if (g.ratio !== undefined) parts.push(`≥ ${Math.round(g.ratio * 100)} % of ref.`);
  if (g.p50 !== undefined) parts.push(`p50 ≤ ${g.p50}`);
  if (g.p99 !== undefined) parts.push(`p99 ≤ ${g.p99}`);
  if (g.ms !== undefined) parts.push(`≤ ${g.ms} ms`);
  return parts.join(", ");
}

const paced = (f: Figures | undefined) => (f ? `${f.p50}/${f.p99}${f.errors ? ` ${f.errors} err` : ""}` : "");

/** The call's paced figures, and the bare reference's at the same rate when measured. */
const pacedWithReference = (r: BenchRow) =>
  r.paced && r.reference?.paced ? `${paced(r.paced)} (ref. ${paced(r.reference.paced)})` : paced(r.paced);

const figures = (f: Figures | undefined) =>
  f ? `${int(f.rps)} (${f.p50}/${f.p99})${f.errors ? ` ${f.errors} err` : ""}` : "";

/**
 * The reference column and the "of ref." column: a route's rate and the call's share of it, or for
 * a browser measure the bare page's time and how many times it the app's takes.
 */
function referenceCells(r: BenchRow): [string, string] {
  const ref = r.reference;
  if (ref)
    return [
      `${int(ref.rps)} ${ref.name}`,
      [r.cold, r.warm].map((f) => (f ? pct(f.rps, ref.rps) : "–")).join(" / "),
    ];
  const bare = r.timing?.reference;
  if (r.timing && bare)
    return [
      `${int(bare.median)} ms (${int(bare.worst)}) ${bare.name}`,
      `${(r.timing.median / bare.median).toFixed(1)} × its time`,
    ];
  return ["", ""];
}

/** One Markdown table of every row, in the order given. */
export function formatTable(rows: BenchRow[]): string {
  const lines = [
    `| area | call | scale | cold req/s (p50/p99 ms) | cold at ${PACE} req/s: p50/p99 ms (the reference's) | warm req/s (p50/p99 ms) | reference req/s | of ref. cold / warm | ms median (worst, n) | goal | |`,
    "|---|---|---|---|---|---|---|---|---|---|---|",
  ];
  for (const r of rows) {
    const [reference, shares] = referenceCells(r);
    const timing = r.timing ? `${int(r.timing.median)} (${int(r.timing.worst)}, ${r.timing.n})` : "";
    const note = r.note ? ` — ${r.note}` : "";
    lines.push(
      `| ${r.area} | ${r.call}${note} | ${r.scale} | ${figures(r.cold)} | ${pacedWithReference(r)} | ${figures(r.warm)} | ${reference} | ${shares} | ${timing} | ${goalText(r.goal)} | ${verdict(r)} |`,
    );
  }
  // A paced p99 off its goal: what else went on meanwhile (see Figures.meanwhile), under the table.
  const stalled = rows.filter(
    (r) => r.paced?.meanwhile && r.goal?.p99 !== undefined && r.paced.p99 > r.goal.p99,
  );
  if (stalled.length) {
    lines.push("", `Paced runs whose p99 is off, and what went on meanwhile:`);
    for (const r of stalled)
      lines.push(
        `- ${r.area}, ${r.call}: p99 ${r.paced?.p99} ms${r.reference?.paced ? ` (the bare reference at the same rate: ${r.reference.paced.p99} ms)` : ""}; ${r.paced?.meanwhile}`,
      );
  }
  return lines.join("\n");
}
