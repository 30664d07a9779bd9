import { type Placeholder, type SQL, sql } from "drizzle-orm";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { z } from "zod";
import { tableVersions } from "../db/schema";
import type { Db } from "../db/types";
import { answerJson } from "./answer-serializer";
import { acceptsGzip, gzipOnce } from "./gzip-once";
import { preparedPerDb } from "./prepared";

/**
 * Answers of big paged lists remembered until the data under them changes.
 *
 * Every committed transaction advances the counter in table_versions of each table it changed,
 * in the same transaction (migration 0014). A request reads the counters with one tiny prepared
 * statement (a few pages, see there), at most once however many remembered parts it sends; an
 * answer computed after the same counters were seen is still exact. The counters are seen
 * *before* computing, so an answer is never tagged newer than its data: a write in between only
 * makes the next request compute again. Each process keeps its own memory, checked against the
 * database on every request, so several processes stay correct. */

/**
 * The counters of the rows read as one text, "name:version,…" in name order. Every statement
 * that reads counters writes them with this, so two readings compare as text.
 */
const versionText = sql<string>`string_agg(${tableVersions.tableName} || ':' || ${tableVersions.version}, ',' order by ${tableVersions.tableName})`;

/**
 * The counters of `tables` as readVersions gives them, as a subquery of another statement (a
 * list reading its rows and the counters they were read under in one snapshot).
 */
export function versionsSql(tables: Placeholder | readonly string[]): SQL<string | null> {
  // A literal array of the constant table names, else drizzle would spread it into parameters.
  const names = "name" in tables ? tables : `{${tables.join(",")}}`;
  return sql`(select ${versionText} from ${tableVersions} where ${tableVersions.tableName} = any(${names}::text[]))`;
}

/** Every table's counters, as requestVersions reads them, as a subquery of another statement. */
export function allVersionsSql(): SQL<string | null> {
  return sql`(select ${versionText} from ${tableVersions})`;
}

const versionsOf = preparedPerDb((db) =>
  db
    .select({ v: versionText })
    .from(tableVersions)
    .where(sql`${tableVersions.tableName} = any(${sql.placeholder("tables")}::text[])`)
    .prepare("table_versions_of"),
);

/** Every table's counter as "name:version,…" in name order. */
const allVersions = preparedPerDb((db) =>
  db.select({ v: versionText }).from(tableVersions).prepare("table_versions_all"),
);

/**
 * The counters as this request first saw them: brought by the session lookup on a route that
 * declares `remembers` (plugins/auth), else read when a remembered answer first needs them — not
 * by every request (the sign-in check runs on all of them and needs none).
 */
async function requestVersions(db: Db, request: FastifyRequest): Promise<string> {
  if (request.dataVersions === null) request.dataVersions = (await allVersions(db).execute())[0]?.v ?? "";
  return request.dataVersions;
}

/** The change counters of the given tables as one text, e.g. "floors:3,objects:12,units:408". */
export async function readVersions(db: Db, tables: readonly string[]): Promise<string> {
  const [row] = await versionsOf(db).execute({ tables: [...tables] });
  return row?.v ?? "";
}

/**
 * The counters of `tables` as readVersions gives them: out of `known`, every table's counters
 * the request's session lookup brought (a route that `remembers`, plugins/auth), else read now.
 */
export async function countersOf(db: Db, tables: readonly string[], known: string | null): Promise<string> {
  return known === null ? readVersions(db, tables) : pickVersions(known, tables);
}

interface Entry {
  seen: string;
  value: unknown;
  /** Bytes it holds (a JSON answer) or a small flat figure for anything else. */
  bytes: number;
}

interface Store {
  entries: Map<string, Entry>;
  bytes: number;
}

/**
 * Per database handle (tests open many side by side). Bounded by entries and by bytes (a
 * 2,000-unit chessboard is ~600 KB); the least recently used goes first.
 */
const stores = new WeakMap<Db, Store>();
const MAX_ENTRIES = 300;
const MAX_BYTES = 48 * 1024 * 1024;
let maxEntries = MAX_ENTRIES;

/**
 * For the benchmark's cold figures (apps/api/scripts/bench): with 0 no answer is kept, so every
 * request is computed as a first ask is (counters read, a miss, the answer made and stored)
 * however few different requests the load cycles through. A filter's total (paging.ts) is still
 * remembered, as it is for a person paging on through one filter: the benchmark's new filters
 * and searches are more than those totals hold. Called without an argument it restores the limit.
 */
export function setRememberedLimit(entries: number = MAX_ENTRIES): void {
  maxEntries = entries;
}

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
  let store = stores.get(db);
  if (!store) {
    store = { entries: new Map(), bytes: 0 };
    stores.set(db, store);
  }
  const { entries } = store;
  const hit = entries.get(key);
  if (hit && hit.seen === seen) {
    // Re-inserted on every use: a Map iterates in insertion order, so the first key is the oldest.
    entries.delete(key);
    entries.set(key, hit);
    return hit.value as T;
  }
  const value = await compute();
  const old = entries.get(key);
  if (old) {
    entries.delete(key);
    store.bytes -= old.bytes;
  }
  const bytes = Buffer.isBuffer(value) ? value.length : 64;
  entries.set(key, { seen, value, bytes });
  store.bytes += bytes;
  while (entries.size > maxEntries || (store.bytes > MAX_BYTES && entries.size > 1)) {
    const [oldestKey, oldest] = entries.entries().next().value as [string, Entry];
    entries.delete(oldestKey);
    store.bytes -= oldest.bytes;
  }
  return value;
}

/** The counters of `tables` out of every table's counters, in the same form readVersions gives. */
export function pickVersions(all: string, tables: readonly string[]): string {
  const wanted = new Set(tables);
  return all
    .split(",")
    .filter((entry) => wanted.has(entry.slice(0, entry.indexOf(":"))))
    .join(",");
}

/**
 * The JSON of an answer (UTF-8 bytes), remembered under the counters of `tables`: a repeated request
 * costs one small read of the counters and no other query, validation or serialisation. The
 * schema still shapes the answer (unknown fields stripped) when it is computed — or `json` gives
 * the text already in the schema's form (made by the database; its tests hold it to the schema).
 * Fastify sends bytes as they are.
 */
export async function rememberedJson<S extends z.ZodType>(
  db: Db,
  request: FastifyRequest,
  opts: { key: string; tables: readonly string[] } & (
    | { schema: S; compute: (seen: string) => Promise<z.input<S>> }
    | { json: (seen: string) => Promise<string> }
  ),
): Promise<Buffer> {
  const seen = pickVersions(await requestVersions(db, request), opts.tables);
  // Kept encoded: a page is ~15 KB, and encoding it again for every request shows in profiles.
  return remembered(db, opts.key, seen, async () =>
    Buffer.from("json" in opts ? await opts.json(seen) : answerJson(opts.schema, await opts.compute(seen))),
  );
}

/**
 * Sends a remembered answer (see rememberedJson). The reply is taken untyped on purpose: the
 * route's typed reply expects the object its schema describes, and these are that object's bytes.
 */
export async function sendRemembered<S extends z.ZodType>(
  request: FastifyRequest,
  reply: FastifyReply,
  db: Db,
  opts: Parameters<typeof rememberedJson<S>>[2],
): Promise<FastifyReply> {
  const json = await rememberedJson(db, request, opts);
  reply.type("application/json");
  // Compressed once and remembered too (the compress plugin leaves an encoded answer alone).
  if (json.length >= 1024 && acceptsGzip(request))
    return reply
      .header("content-encoding", "gzip")
      .header("vary", "accept-encoding")
      .send(await gzipOnce(json));
  return reply.send(json);
}
