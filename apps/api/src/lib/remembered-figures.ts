import type { Db } from "../db/types";
import { readVersions } from "./version-cache";

/**
 * What a filter's pages share, worked out once per filter and remembered under the change counters
 * of the tables the filter reads — the rule of a list's total (lib/paging.ts pageOfIds, decision
 * 11), for figures a number does not hold: the debtors' bands (count and sums per band, and the
 * debtors in the orders by sums), a tab's total. `seen` is those counters as readVersions gives
 * them, read *before* computing: a write in between only makes the next request compute again, so
 * a remembered value is as exact as a new one. `key` holds everything else the value depends on
 * (the day, the viewer's scope, the filter).
 *
 * Per database handle; bounded by entries and by weight (ids held), the least recently used first.
 * Not dropped by setRememberedLimit(0): the benchmark's cold runs remember totals as paging does,
 * and ask new filters and searches more often than these are kept.
 */
interface Entry {
  seen: string;
  value: unknown;
  weight: number;
}

interface Store {
  entries: Map<string, Entry>;
  weight: number;
}

const stores = new WeakMap<Db, Store>();
const MAX_ENTRIES = 2_000;
/** About 8 MB of ids (sixty unfiltered debtor lists at the bench's scale). */
const MAX_WEIGHT = 2_000_000;

function storeOf(db: Db): Store {
  let store = stores.get(db);
  if (!store) {
    store = { entries: new Map(), weight: 0 };
    stores.set(db, store);
  }
  return store;
}

/** The value of `key` if it was worked out under the counters `seen`, else undefined. */
export function knownFigures<T>(db: Db, key: string, seen: string): T | undefined {
  const store = storeOf(db);
  const hit = store.entries.get(key);
  if (!hit || hit.seen !== seen) return undefined;
  // Re-inserted on every use: a Map iterates in insertion order, so the first key is the oldest.
  store.entries.delete(key);
  store.entries.set(key, hit);
  return hit.value as T;
}

/**
 * The value of `key` and the counters it was worked out under, whatever they were: a list that
 * reads the counters in the statement of its page's rows checks them there (one round trip), and
 * works the value out again only when they moved.
 */
export function lastFigures<T>(db: Db, key: string): { seen: string; value: T } | undefined {
  const store = storeOf(db);
  const hit = store.entries.get(key);
  if (!hit) return undefined;
  store.entries.delete(key);
  store.entries.set(key, hit);
  return { seen: hit.seen, value: hit.value as T };
}

/** Remembers `value` as worked out under `seen`; the oldest go first past the bounds. */
export function rememberFigures<T>(db: Db, key: string, seen: string, value: T, weight = 1): void {
  const store = storeOf(db);
  const old = store.entries.get(key);
  if (old) {
    store.entries.delete(key);
    store.weight -= old.weight;
  }
  const w = Math.max(1, weight);
  store.entries.set(key, { seen, value, weight: w });
  store.weight += w;
  while (store.entries.size > MAX_ENTRIES || (store.weight > MAX_WEIGHT && store.entries.size > 1)) {
    const [oldestKey, oldest] = store.entries.entries().next().value as [string, Entry];
    store.entries.delete(oldestKey);
    store.weight -= oldest.weight;
  }
}

/** The value of `key` under `seen`, worked out by `compute` and remembered when not known. */
export async function rememberedFigures<T>(
  db: Db,
  key: string,
  seen: string,
  compute: () => Promise<T>,
  weigh: (value: T) => number = () => 1,
): Promise<T> {
  const known = knownFigures<T>(db, key, seen);
  if (known !== undefined) return known;
  const value = await compute();
  rememberFigures(db, key, seen, value, weigh(value));
  return value;
}

/**
 * The value of `key` remembered under the counters of `tables`, read first: for a figure whose
 * tables are known up front (a home tile, a summary) rather than read in its own statement.
 */
export async function rememberedUnder<T>(
  db: Db,
  key: string,
  tables: readonly string[],
  compute: () => Promise<T>,
): Promise<T> {
  return rememberedFigures(db, key, await readVersions(db, tables), compute);
}
