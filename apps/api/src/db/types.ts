import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import type * as schema from "./schema";

/**
 * The database as services see it: the same type for PGlite and node-postgres, and for a
 * transaction (PgTransaction extends PgDatabase), so a service never knows which it has.
 */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
