import { type SQL, type SQLWrapper, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { Db } from "../db/types";

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
 * foldSearch in the service, the column here (lower case, apostrophes removed).
 */
export function foldedContains(column: AnyPgColumn | SQL, folded: string): SQL {
  const pattern = `%${likeEscape(folded)}%`;
  return sql`regexp_replace(lower(${column}), '[''‘’ʻʼ\`´]', '', 'g') like ${pattern}`;
}

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
  const result = (await db.execute(sql`select ${cappedCount(rows, cap)} as n`)) as unknown as {
    rows: { n: number | string }[];
  };
  return Number(result.rows[0]?.n ?? 0);
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

/** A count made by cappedCount as the answer's total. */
export function capTotal(counted: number, cap: number): { total: number; totalCapped: boolean } {
  return { total: Math.min(counted, cap), totalCapped: counted > cap };
}
