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

/**
 * Work on a key under way, per database handle: the key's counters and the work. A filter's first
 * figures cost the most of any of its requests (the debtors' bands: every debtor's sums, ~0.2 s at
 * the bench's scale), and its first page is what everyone opens after a payment moves the counters.
 * Twenty such requests at once made twenty times the work, all of it on the same two cores.
 */
const underWay = new WeakMap<Db, Map<string, { seen: string; work: Promise<unknown> }>>();

/** The work on `key` under `seen` already under way, if any: wait for it, then read the key. */
function figuresUnderWay(db: Db, key: string, seen: string): Promise<unknown> | undefined {
  const hit = underWay.get(db)?.get(key);
  return hit && hit.seen === seen ? hit.work : undefined;
}

/** Marks `work` as working out `key` under `seen` until it settles, and gives it back. */
export function markUnderWay<T>(db: Db, key: string, seen: string, work: Promise<T>): Promise<T> {
  let store = underWay.get(db);
  if (!store) {
    store = new Map();
    underWay.set(db, store);
  }
  const entry = { seen, work: work as Promise<unknown> };
  store.set(key, entry);
  const done = () => {
    if (store.get(key) === entry) store.delete(key);
  };
  work.then(done, done);
  return work;
}

/**
 * When work on `key` under `seen` is under way: the key's value once it has settled, or undefined
 * if it failed (the caller then works it out itself: one request's error is not another's). When
 * none is: undefined at once, so that a caller can mark its own work before anything else runs.
 */
export function afterWorkUnderWay<T>(db: Db, key: string, seen: string): Promise<T | undefined> | undefined {
  const work = figuresUnderWay(db, key, seen);
  if (!work) return undefined;
  const read = () => knownFigures<T>(db, key, seen);
  return work.then(read, read);
}

/**
 * The value of `key` under `seen`, worked out by `compute` and remembered when not known; requests
 * for it while it is worked out wait for that work instead of repeating it.
 */
export async function rememberedFigures<T>(
  db: Db,
  key: string,
  seen: string,
  compute: () => Promise<T>,
  weigh: (value: T) => number = () => 1,
): Promise<T> {
  for (;;) {
    const known = knownFigures<T>(db, key, seen);
    if (known !== undefined) return known;
    const waiting = afterWorkUnderWay<T>(db, key, seen);
    if (!waiting) break;
    const after = await waiting;
    if (after !== undefined) return after;
    // It failed: look again, as another request may have started it anew meanwhile.
  }
  // No await between the look above and this mark: requests after it wait for this work.
  return markUnderWay(
    db,
    key,
    seen,
    (async () => {
      const value = await compute();
      rememberFigures(db, key, seen, value, weigh(value));
      return value;
    })(),
  );
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
