import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { lockDataDir } from "./lock";
import * as schema from "./schema";
import type { Db } from "./types";

export const MIGRATIONS_FOLDER = path.resolve(new URL("../../drizzle", import.meta.url).pathname);

export interface Database {
  db: Db;
  kind: "pglite" | "postgres";
  close(): Promise<void>;
}

export type DatabaseTarget =
  | { kind: "postgres"; url: string; poolSize?: number }
  | { kind: "pglite"; dataDir: string | null };

// node-postgres returns bigint (int8) and numeric as strings by default; our bigint columns are
// mode "number" and Drizzle converts them, but count(*) and sums in raw SQL need the same care.
pg.types.setTypeParser(20, (v) => Number(v));

/** Opens the database and applies the committed migrations. `dataDir: null` = in memory (tests). */
export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  if (target.kind === "postgres") {
    const pool = new pg.Pool({ connectionString: target.url, max: target.poolSize ?? 10 });
    // An idle connection the server drops (restart, failover) must not crash the process: the
    // pool replaces it on the next query.
    pool.on("error", (err) => process.stderr.write(`PostgreSQL connection lost: ${err.message}\n`));
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    await migratePg(drizzlePg(pool), { migrationsFolder: MIGRATIONS_FOLDER });
    return { db, kind: "postgres", close: () => pool.end() };
  }
  const release = target.dataDir ? lockDataDir(target.dataDir) : () => {};
  try {
    // pg_trgm: the clients search's trigram index (migration 0004).
    const options = { extensions: { pg_trgm } };
    const client = target.dataDir
      ? new PGlite(path.join(target.dataDir, "pglite"), options)
      : new PGlite(options);
    await client.waitReady;
    const db = drizzlePglite(client, { schema }) as unknown as Db;
    await migratePglite(drizzlePglite(client), { migrationsFolder: MIGRATIONS_FOLDER });
    return {
      db,
      kind: "pglite",
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
