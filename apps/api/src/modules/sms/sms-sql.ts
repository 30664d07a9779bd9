import type { SQL } from "drizzle-orm";
import type { Db } from "../../db/types";

/** A raw statement's rows (PGlite and node-postgres both answer { rows }). */
export async function rows<T>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}
