import { sql } from "drizzle-orm";
import { tableVersions } from "../db/schema";
import type { Db } from "../db/types";
import { preparedPerDb } from "./prepared";

/**
 * Answers of big paged lists remembered until the data under them changes.
 *
 * Every committed write advances its table's counter in table_versions, in the same transaction
 * (migration 0001). A request first reads the counters of the tables its answer is built from
 * (one tiny prepared statement); an answer computed after the same counters were read is still
 * exact. The counters are read *before* computing, so an answer is never tagged newer than its
 * data: a write in between only makes the next request compute again. Each process keeps its own
 * memory, checked against the database on every request, so several processes stay correct.
 */

const versionsOf = preparedPerDb((db) =>
  db
    .select({
      v: sql<string>`string_agg(${tableVersions.tableName} || ':' || ${tableVersions.version}, ',' order by ${tableVersions.tableName})`,
    })
    .from(tableVersions)
    .where(sql`${tableVersions.tableName} = any(${sql.placeholder("tables")}::text[])`)
    .prepare("table_versions_of"),
);

/** The change counters of the given tables as one text, e.g. "floors:3,objects:12,units:408". */
export async function readVersions(db: Db, tables: readonly string[]): Promise<string> {
  const [row] = await versionsOf(db).execute({ tables: [...tables] });
  return row?.v ?? "";
}

interface Entry {
  seen: string;
  value: unknown;
}

/** Per database handle (tests open many side by side); bounded, least recently used goes first. */
const caches = new WeakMap<Db, Map<string, Entry>>();
const MAX_ENTRIES = 300;

/**
 * The remembered value of `key` if it was computed under the counters `seen`, else computes,
 * remembers and returns it. Keys must hold everything the value depends on besides the data.
 */
export async function remembered<T>(
  db: Db,
  key: string,
  seen: string,
  compute: () => Promise<T>,
): Promise<T> {
  let cache = caches.get(db);
  if (!cache) {
    cache = new Map();
    caches.set(db, cache);
  }
  const hit = cache.get(key);
  // Re-inserted on every use: a Map iterates in insertion order, so the first key is the oldest.
  cache.delete(key);
  if (hit && hit.seen === seen) {
    cache.set(key, hit);
    return hit.value as T;
  }
  const value = await compute();
  cache.set(key, { seen, value });
  if (cache.size > MAX_ENTRIES) cache.delete(cache.keys().next().value as string);
  return value;
}
