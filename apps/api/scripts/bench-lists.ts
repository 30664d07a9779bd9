// What the list benchmarks (bench-property, bench-contracts, bench-clients) share: a bare
// reference route per list, each call measured cold and warm right after its reference, and the
// search words the cold searches vary through.
import { FEMALE_FIRST, MALE_FIRST, PATRONYMICS_FEMALE, PATRONYMICS_MALE, SURNAMES } from "../src/seed/names";
import { type BenchContext, type BenchRow, type Goal, type LoadSpec, PACED_RATE } from "./bench/types";

/**
 * The budget (docs/product.md, Performance budgets): a page never asked before at ≥ 25 % of the
 * bare route's rate (full load), p50 ≤ 10 ms and p99 ≤ 50 ms (latency, on the paced run:
 * BenchRow.paced).
 */
export const PAGE_GOAL: Goal = { ratio: 0.25, p50: 10, p99: 50 };
/** Item 3: the client list and every search, p50 ≤ 20 ms and p99 ≤ 60 ms through HTTP. */
export const SEARCH_GOAL: Goal = { ratio: 0.25, p50: 20, p99: 60 };

export interface ListCall {
  call: string;
  /** A page, filter or search never asked before ({n} or {v} varying per request). */
  cold: LoadSpec;
  /** The same request again and again (remembered answers, warm caches). */
  warm?: LoadSpec;
  goal: Goal;
  note?: string;
  /** Pages the reference reads through for this call (default: its own cycle, pages 1–200). */
  referenceCycle?: number;
}

/**
 * A bare Fastify + driver route reading 50 rows of `table` by index (`sql` with $1 = a number that
 * moves the read through the table, as the cold calls move through pages): the reference every
 * call of the list is compared with. Returns its URL (with {n}) and name.
 */
export async function bareReference(
  ctx: BenchContext,
  route: string,
  sql: string,
  name = "Fastify + pg, 50 rows by index",
): Promise<{ url: string; name: string; cycle: number }> {
  const base = await ctx.reference((bare) => {
    bare.get<{ Params: { n: string } }>(`${route}/:n`, async (request) =>
      ctx.bareQuery(sql, [Number(request.params.n)]),
    );
  });
  return { url: `${base}${route}/{n}`, name, cycle: 200 };
}

/**
 * Each call: its reference, then cold as fast as it goes, cold at the paced rate, then warm, back
 * to back so all see the same machine. Cold runs remember nothing (LoadSpec.cold).
 */
export async function measureCalls(
  ctx: BenchContext,
  area: string,
  scale: string,
  reference: Awaited<ReturnType<typeof bareReference>>,
  calls: ListCall[],
): Promise<BenchRow[]> {
  // Warm-up: plans prepared, code optimised, buffers read (not what is measured).
  await ctx.load({ url: reference.url, cycle: reference.cycle, seconds: 1 });
  // Each call's runs go on through its pages or words where the last stopped (LoadSpec.start).
  const next = new Map<ListCall, number>();
  const coldRun = async (c: ListCall, extra: Partial<LoadSpec>) => {
    const start = next.get(c) ?? 0;
    const figures = await ctx.load({ ...c.cold, cold: true, start, ...extra });
    next.set(c, start + (figures.requests ?? 0));
    return figures;
  };
  for (const c of calls) await coldRun(c, { seconds: 1 });
  const rows: BenchRow[] = [];
  for (const c of calls) {
    const ref = await ctx.load({ url: reference.url, cycle: c.referenceCycle ?? reference.cycle });
    const cold = await coldRun(c, {});
    const paced = await coldRun(c, { rate: PACED_RATE });
    // The bare route at the same rate right after: the latency this machine gives anything at that
    // moment, beside the call's (the goal's p99 is absolute; this says what was possible).
    const refPaced = await ctx.load({
      url: reference.url,
      cycle: c.referenceCycle ?? reference.cycle,
      rate: PACED_RATE,
    });
    const warm = c.warm ? await ctx.load(c.warm) : undefined;
    rows.push({
      area,
      call: c.call,
      scale,
      cold,
      paced,
      ...(warm ? { warm } : {}),
      reference: {
        name: c.referenceCycle ? `${reference.name}, pages 1–${c.referenceCycle}` : reference.name,
        rps: ref.rps,
        p50: ref.p50,
        p99: ref.p99,
        paced: { rps: refPaced.rps, p50: refPaced.p50, p99: refPaced.p99, errors: refPaced.errors },
      },
      goal: c.goal,
      ...(c.note ? { note: c.note } : {}),
    });
    ctx.log(
      `${area}: ${c.call} cold ${cold.rps} req/s (${cold.p50}/${cold.p99} ms; at ${PACED_RATE} req/s ${paced.p50}/${paced.p99} ms${paced.meanwhile ? `; meanwhile ${paced.meanwhile}` : ""}), reference ${ref.rps} (at ${PACED_RATE} req/s ${refPaced.p50}/${refPaced.p99} ms)`,
    );
  }
  return rows;
}

/**
 * Search words as people type them, ~3,000 different ones — more than the app remembers answers
 * (300) or filter totals (2,000) for, so a search is never served from memory however long a run
 * cycles through them: surname and first name in either order, with the patronymic or without, a
 * first name with the patronymic, a surname alone or a part of it, lower case, the oʻ/gʻ
 * apostrophe typed another way, and Cyrillic spellings.
 */
export function nameSearches(): string[] {
  const out: string[] = ["Каримов Дилшод", "Йўлдошев", "Рахимова Мадина", "Ғайрат", "Тошматов Жасур"];
  SURNAMES.forEach((surname, i) => {
    out.push(surname, surname.slice(0, 5).toLowerCase());
    [...MALE_FIRST, ...FEMALE_FIRST].forEach((first, k) => {
      const female = k >= MALE_FIRST.length;
      const sur = female ? `${surname}a` : surname;
      const patronymics = female ? PATRONYMICS_FEMALE : PATRONYMICS_MALE;
      const patronymic = patronymics[(i * 7 + k) % patronymics.length] as string;
      const typed = (i + k) % 3 === 0 ? first.replace("ʻ", "'") : first;
      out.push(
        (i + k) % 2 ? `${sur} ${typed}` : `${typed.toLowerCase()} ${sur}`,
        `${sur} ${typed} ${patronymic}`,
        `${typed} ${patronymic}`.toLowerCase(),
        (i + k) % 2 ? `${typed.toLowerCase()} ${sur}` : `${sur} ${typed}`,
      );
    });
  });
  return [...new Set(out)];
}

export const clientsScale = (ctx: BenchContext) => `${ctx.scale.clients.toLocaleString("en-US")} clients`;
