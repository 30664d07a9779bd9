import { type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";

export interface Page<T> {
  items: T[];
  total: number;
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
  const pattern = `%${folded.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return sql`regexp_replace(lower(${column}), '[''‘’ʻʼ\`´]', '', 'g') like ${pattern}`;
}

/** Digits of a query, for matching phones typed with or without dashes. */
export function digitsOf(q: string): string {
  return q.replace(/\D/g, "");
}
