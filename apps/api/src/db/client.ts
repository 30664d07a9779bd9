import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { errorTitle } from "../lib/safe-error";
import { lockDataDir } from "./lock";
import { MIGRATIONS_FOLDER } from "./migrations";
import * as schema from "./schema";
import type { Db } from "./types";

export { MIGRATIONS_FOLDER } from "./migrations";

export interface Database {
  db: Db;
  kind: "pglite" | "postgres";
  /** Applies the migrations of a folder (default: all this code knows) not yet applied. */
  migrate(folder?: string): Promise<void>;
  /**
   * Runs work no other process may do at the same time (what a start does once: see
   * bootstrap.ts). On PostgreSQL under an advisory lock, `waiting` called if another process
   * holds it; on PGlite as it is, since the folder lock admits one process.
   */
  exclusively<T>(work: () => Promise<T>, waiting?: () => void): Promise<T>;
  close(): Promise<void>;
}

export type DatabaseTarget =
  | { kind: "postgres"; url: string; poolSize?: number }
  | { kind: "pglite"; dataDir: string | null };

// node-postgres returns bigint (int8) and numeric as strings by default; our bigint columns are
// mode "number" and Drizzle converts them, but count(*) and sums in raw SQL need the same care.
pg.types.setTypeParser(20, (v) => Number(v));

/**
 * Session-level advisory locks on PostgreSQL. Migrations take theirs also outside a start (a
 * restore migrates); a start takes the start-up lock first and the migration lock inside it,
 * always in that order, so two holders never wait on each other.
 */
const MIGRATION_LOCK = 7302004;
const STARTUP_LOCK = 7302005;

/**
 * Runs work while holding an advisory lock on a connection of its own: several API processes may
 * start at once on one PostgreSQL, and the first does the work while the others wait, then find
 * it done. Ending the connection releases the lock, also on failure or when the process dies.
 */
async function withAdvisoryLock<T>(
  url: string,
  key: number,
  work: (client: pg.Client) => Promise<T>,
  waiting?: () => void,
): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  // A dropped connection fails the query in flight; without a listener it would crash the process.
  client.on("error", () => {});
  await client.connect();
  try {
    const { rows } = await client.query<{ got: boolean }>("select pg_try_advisory_lock($1) as got", [key]);
    if (!rows[0]?.got) {
      waiting?.();
      await client.query("select pg_advisory_lock($1)", [key]);
    }
    return await work(client);
  } finally {
    await client.end();
  }
}

function migratePostgres(url: string, folder: string): Promise<void> {
  return withAdvisoryLock(url, MIGRATION_LOCK, (client) =>
    migratePg(drizzlePg(client), { migrationsFolder: folder }),
  );
}

/**
 * Opens the database and, unless told not to (restore decides itself), applies the committed
 * migrations. `dataDir: null` = in memory (tests).
 */
export async function openDatabase(
  target: DatabaseTarget,
  opts: { migrate?: boolean } = {},
): Promise<Database> {
  const database = await connect(target);
  if (opts.migrate === false) return database;
  try {
    await database.migrate();
  } catch (err) {
    await database.close();
    throw err;
  }
  return database;
}

async function connect(target: DatabaseTarget): Promise<Database> {
  if (target.kind === "postgres") {
    // Connections are kept once opened (no idle timeout): a new one costs its server process a
    // fork and a cold catalogue cache, ~40 ms on its first list query, and the pool's default of
    // closing them after 10 idle seconds brought that back every few seconds at an even load.
    // Idle, they do not keep a process from ending (allowExitOnIdle).
    const pool = new pg.Pool({
      connectionString: target.url,
      max: target.poolSize ?? 10,
      idleTimeoutMillis: 0,
      allowExitOnIdle: true,
    });
    // An idle connection the server drops (restart, failover) must not crash the process: the
    // pool replaces it on the next query.
    pool.on("error", (err) => process.stderr.write(`PostgreSQL connection lost: ${errorTitle(err)}\n`));
    return {
      db: drizzlePg(pool, { schema }) as unknown as Db,
      kind: "postgres",
      migrate: (folder = MIGRATIONS_FOLDER) => migratePostgres(target.url, folder),
      exclusively: (work, waiting) => withAdvisoryLock(target.url, STARTUP_LOCK, work, waiting),
      close: () => pool.end(),
    };
  }
  // PGlite is one connection to a folder: the folder lock already keeps migrations to one process.
  const release = target.dataDir ? lockDataDir(target.dataDir) : () => {};
  try {
    // pg_trgm: the clients search's trigram index (migration 0004).
    const options = { extensions: { pg_trgm } };
    const client = target.dataDir
      ? new PGlite(path.join(target.dataDir, "pglite"), options)
      : new PGlite(options);
    await client.waitReady;
    return {
      db: drizzlePglite(client, { schema }) as unknown as Db,
      kind: "pglite",
      migrate: (folder = MIGRATIONS_FOLDER) =>
        migratePglite(drizzlePglite(client), { migrationsFolder: folder }),
      exclusively: (work) => work(),
      close: async () => {
        await client.close();
        release();
      },
    };
  } catch (err) {
    release();
    throw err;
  }
}
