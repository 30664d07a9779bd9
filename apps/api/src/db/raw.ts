import type { SQL } from "drizzle-orm";
import type { Db } from "./types";

/**
 * The rows of a raw query: node-postgres and PGlite both answer `{ rows }`, which drizzle's
 * types do not say. Untyped rows are records to read by name.
 */
export async function queryRows<T = Record<string, unknown>>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** The first row of a raw query (a statement that answers one row), undefined when none came. */
export async function queryRow<T = Record<string, unknown>>(db: Db, query: SQL): Promise<T | undefined> {
  return (await queryRows<T>(db, query))[0];
}
