import { and, type SQL, type SQLWrapper, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { queryRow } from "../db/raw";
import type { Db } from "../db/types";
import { fromAnchor, type Keyset, nearestAnchor, rememberAnchor } from "./page-anchors";

export interface Page<T> {
  items: T[];
  total: number;
  /** More rows than counted: total is the cap (see cappedCount). */
  totalCapped?: boolean;
  page: number;
  size: number;
}

export function offsetOf(q: { page: number; size: number }): number {
  return (q.page - 1) * q.size;
}

/**
 * Case-, apostrophe- and script-insensitive "contains" for a text column: the query is folded with
 * foldSearch in the service, the column here (lower case, apostrophes removed, and the y after a
 * vowel that foldSearch drops — fold_iotated, migration 0049 — so "Abdullayev" and "Abdullaev"
 * find each other).
 */
export function foldedContains(column: AnyPgColumn | SQL, folded: string): SQL {
  const pattern = `%${likeEscape(folded)}%`;
  return sql`fold_iotated(regexp_replace(lower(${column}), ${APOSTROPHE_CLASS}, '', 'g')) like ${pattern}`;
}

/** The apostrophes folding removes (straight, curly, the okina and tutuq letters, ` and ´), as an SQL literal. */
const APOSTROPHE_CLASS = sql.raw("'[''\u2018\u2019\u02bb\u02bc`\u00b4]'");

/** Escapes LIKE's wildcards in text a person typed. */
export function likeEscape(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * Digits of a query, for matching phones typed with or without dashes; "+998 90 123 45 67" drops
 * the country code, which is not part of a stored phone.
 */
export function digitsOf(q: string): string {
  const all = q.replace(/\D/g, "");
  return all.length > 9 && all.startsWith("998") ? all.slice(3) : all;
}

/**
 * The digits of a search that is a number (a STIR, an MFO), or null: a search with letters in it
 * is a name, so "Arxiv sinovi 386" does not also match every STIR containing 386.
 */
export function numberSearch(q: string, minLength: number): string | null {
  if (/\p{L}/u.test(q)) return null;
  const digits = q.replace(/\D/g, "");
  return digits.length >= minLength ? digits : null;
}

/** The whole filter's row count beside each row: one round trip for a page and its total. */
export const totalOver = () => sql<number>`count(*) over()`.mapWith(Number);

/**
 * The filter's row count, counted no further than `cap + 1`, for a page's own statement: `rows`
 * is the filtered select (any columns); the count is an InitPlan, run once, beside the page in
 * one round trip. Unlike totalOver it never reads every row of a big filter for each page.
 */
export const cappedCount = (rows: SQLWrapper, cap: number) =>
  sql<number>`(select count(*) from (${rows} limit ${sql.raw(String(cap + 1))}) as capped)`.mapWith(Number);

/** cappedCount on its own: the total of a page past the end, which has no rows to carry it. */
export async function countUpTo(db: Db, rows: SQLWrapper, cap: number): Promise<number> {
  const row = await queryRow<{ n: number | string }>(db, sql`select ${cappedCount(rows, cap)} as n`);
  return Number(row?.n ?? 0);
}

/**
 * Builds the page from rows that carry `total` (see totalOver and cappedCount). A page past the
 * end has no rows to carry it, so only then is the total counted separately. With a cap, a total
 * past it is given as the cap, marked totalCapped.
 */
export async function toPage<T extends { total: number }, U>(
  rows: T[],
  q: { page: number; size: number },
  map: (row: Omit<T, "total">) => U,
  countAll: () => Promise<number>,
  cap?: number,
): Promise<Page<U>> {
  const counted = rows[0]?.total ?? (q.page > 1 ? await countAll() : 0);
  const items = rows.map(({ total: _t, ...row }) => map(row));
  if (cap === undefined) return { items, total: counted, page: q.page, size: q.size };
  return { items, ...capTotal(counted, cap), page: q.page, size: q.size };
}

/**
 * A page as JSON text, in Page's form, from its items' JSON text written by the database (an
 * array): what a list whose rows the database writes sends, field for field what Page would be.
 */
export function pageJson(
  items: string,
  total: { total: number; totalCapped: boolean },
  q: { page: number; size: number },
): string {
  return `{"items":${items},"total":${total.total},"totalCapped":${total.totalCapped},"page":${q.page},"size":${q.size}}`;
}

/** A count made by cappedCount as the answer's total. */
export function capTotal(counted: number, cap: number): { total: number; totalCapped: boolean } {
  return { total: Math.min(counted, cap), totalCapped: counted > cap };
}

/**
 * Totals of filters, per database handle, remembered under the change counters of the tables the
 * filter reads: paging on through one filter — what people do — counts it once, and a page then
 * costs only its own rows. A write to any of those tables makes the next page count again, so the
 * total is as exact as a fresh count. Small (a number per filter), bounded, oldest dropped first.
 */
const totals = new WeakMap<Db, Map<string, { seen: string; counted: number }>>();
const MAX_TOTALS = 2_000;

function knownTotal(db: Db, key: string, seen: string): number | undefined {
  const hit = totals.get(db)?.get(key);
  return hit && hit.seen === seen ? hit.counted : undefined;
}

function rememberTotal(db: Db, key: string, seen: string, counted: number): void {
  let store = totals.get(db);
  if (!store) {
    store = new Map();
    totals.set(db, store);
  }
  store.delete(key);
  store.set(key, { seen, counted });
  if (store.size > MAX_TOTALS) store.delete(store.keys().next().value as string);
}

/** A list's base select: the table (joined only where the order needs it), with `columns` (the id, the total, a keyset's keys). */
export type IdSelect = (columns: { id: SQLWrapper; total?: SQLWrapper } & Record<string, SQLWrapper>) => {
  where(where: SQL | undefined): {
    orderBy(...order: SQL[]): { limit(n: number): { offset(n: number): PromiseLike<unknown[]> } };
  };
};

/**
 * One page of a list's ids in the list's order and the filter's total counted up to `cap`, in one
 * statement: an index-ordered read of the base table that stops after the page (the full rows are
 * then read for those ids only). `total.seen` is the counters of the tables the filter reads (see
 * version-cache readVersions) and `total.key` everything else the count depends on (the filter,
 * the viewer's scope): a total counted under the same counters is not counted again.
 */
export async function pageOfIds(
  db: Db,
  opts: {
    select: IdSelect;
    id: SQLWrapper;
    where: SQL | undefined;
    order: SQL[];
    page: { page: number; size: number };
    cap: number;
    total: { key: string; seen: string };
    /**
     * Count along the page's order. For a text search: the planner then counts the way it reads
     * the page — the newest matches of a common name off the order's index, a rare one off the
     * search index — instead of a scan in the table's physical order, whose cost depends on where
     * the matches happen to lie.
     */
    countInOrder?: boolean;
    /** A total already known (at least this many: past the cap it needs no count). */
    knownTotal?: number;
    /**
     * The order as key columns (`order` is then keysetOrder of it): a page starts from the nearest
     * page start remembered under the same counters (page-anchors.ts) instead of the top.
     */
    keyset?: { key: string; order: Keyset };
  },
): Promise<{ ids: number[]; total: number; totalCapped: boolean }> {
  const { key, seen } = opts.total;
  const known = opts.knownTotal ?? knownTotal(db, key, seen);
  // The filtered rows (any column): what cappedCount counts.
  const filtered = opts.select({ id: opts.id }).where(opts.where);
  const counted = (opts.countInOrder ? filtered.orderBy(...opts.order) : filtered) as unknown as SQLWrapper;
  const offset = offsetOf(opts.page);
  const keyset = opts.keyset;
  const anchor = keyset && offset > 0 ? nearestAnchor(db, keyset.key, seen, offset) : undefined;
  // The page's first key comes back beside the ids (k0, k1…), to be remembered as its start.
  const keys: Record<string, SQLWrapper> = {};
  for (const [i, column] of (keyset?.order.columns ?? []).entries()) keys[`k${i}`] = column;
  const rows = (await opts
    .select(
      known === undefined
        ? { id: opts.id, ...keys, total: cappedCount(counted, opts.cap) }
        : { id: opts.id, ...keys },
    )
    .where(keyset && anchor ? and(opts.where, fromAnchor(keyset.order, anchor)) : opts.where)
    .orderBy(...opts.order)
    .limit(opts.page.size)
    .offset(offset - (anchor?.offset ?? 0))) as ({ id: number; total?: number } & Record<string, unknown>)[];
  const first = rows[0];
  if (keyset && first) {
    const values = keyset.order.columns.map((_, i) => first[`k${i}`]);
    rememberAnchor(db, keyset.key, seen, { offset, values });
  }
  let total = known ?? first?.total;
  if (total === undefined) total = opts.page.page > 1 ? await countUpTo(db, counted, opts.cap) : 0;
  if (known === undefined) rememberTotal(db, key, seen, total);
  return { ids: rows.map((r) => r.id), ...capTotal(total, opts.cap) };
}
