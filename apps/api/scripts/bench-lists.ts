// What the list benchmarks (bench-property, bench-contracts, bench-clients) share: a bare
// reference route per list, each call measured cold and warm right after its reference, and the
// search words the cold searches vary through.
import { FEMALE_FIRST, MALE_FIRST, SURNAMES } from "../src/seed/names";
import { type BenchContext, type BenchRow, type Goal, type LoadSpec, PACED_RATE } from "./bench/types";

/** Item 2 of issue 12: a page never asked before. */
export const PAGE_GOAL: Goal = { ratio: 0.25, p50: 10, p99: 50 };
/** Item 3: the client list and every search. */
export const SEARCH_GOAL: Goal = { ratio: 0.25, p50: 20, p99: 60 };

export interface ListCall {
  call: string;
  /** A page, filter or search never asked before ({n} or {v} varying per request). */
  cold: LoadSpec;
  /** The same request again and again (remembered answers, warm caches). */
  warm?: LoadSpec;
  goal: Goal;
  note?: string;
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
): Promise<{ url: string; name: string; cycle: number }> {
  const base = await ctx.reference((bare) => {
    bare.get<{ Params: { n: string } }>(`${route}/:n`, async (request) =>
      ctx.bareQuery(sql, [Number(request.params.n)]),
    );
  });
  return { url: `${base}${route}/{n}`, name: "Fastify + pg, 50 rows by index", cycle: 200 };
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
  for (const c of calls) await ctx.load({ ...c.cold, cold: true, seconds: 1 });
  const rows: BenchRow[] = [];
  for (const c of calls) {
    const ref = await ctx.load({ url: reference.url, cycle: reference.cycle });
    const cold = await ctx.load({ ...c.cold, cold: true });
    const paced = await ctx.load({ ...c.cold, cold: true, rate: PACED_RATE });
    const warm = c.warm ? await ctx.load(c.warm) : undefined;
    rows.push({
      area,
      call: c.call,
      scale,
      cold,
      paced,
      ...(warm ? { warm } : {}),
      reference: { name: reference.name, rps: ref.rps, p50: ref.p50, p99: ref.p99 },
      goal: c.goal,
      ...(c.note ? { note: c.note } : {}),
    });
    ctx.log(
      `${area}: ${c.call} cold ${cold.rps} req/s (${cold.p50}/${cold.p99} ms; at ${PACED_RATE} req/s ${paced.p50}/${paced.p99} ms), reference ${ref.rps}`,
    );
  }
  return rows;
}

/**
 * Search words as people type them, ~760 different ones (more than the remembered answers hold,
 * so none is served from memory): surname and first name in either order, a surname alone or a
 * part of it, lower case, the oʻ/gʻ apostrophe typed another way, and Cyrillic spellings.
 */
export function nameSearches(): string[] {
  const out: string[] = ["Каримов Дилшод", "Йўлдошев", "Рахимова Мадина", "Ғайрат", "Тошматов Жасур"];
  SURNAMES.forEach((surname, i) => {
    out.push(surname, surname.slice(0, 5).toLowerCase());
    [...MALE_FIRST, ...FEMALE_FIRST].forEach((first, k) => {
      const female = k >= MALE_FIRST.length;
      const sur = female ? `${surname}a` : surname;
      const typed = (i + k) % 3 === 0 ? first.replace("ʻ", "'") : first;
      out.push((i + k) % 2 ? `${sur} ${typed}` : `${typed.toLowerCase()} ${sur}`);
    });
  });
  return out;
}

export const clientsScale = (ctx: BenchContext) => `${ctx.scale.clients.toLocaleString("en-US")} clients`;
