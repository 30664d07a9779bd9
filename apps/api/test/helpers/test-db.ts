import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import pg from "pg";
import { type Database, openDatabase } from "../../src/db/client";
import type { Db } from "../../src/db/types";

/**
 * A fresh database built from the real migrations: in-memory PGlite by default, or a new
 * database on the PostgreSQL server of TEST_DATABASE_URL (dropped afterwards), so the same
 * suite runs on both drivers. Under CI, TEST_DATABASE_URL must be set.
 */
export async function createTestDatabase(): Promise<Database & { name: string }> {
  if (!process.env.TEST_DATABASE_URL) {
    if (process.env.CI) throw new Error("CI must run the API suite on PostgreSQL: set TEST_DATABASE_URL");
    const db = await openDatabase({ kind: "pglite", dataDir: null });
    return { ...db, name: "pglite" };
  }
  const empty = await createEmptyPostgresDatabase();
  const db = await openDatabase({ kind: "postgres", url: empty.url, poolSize: 12 });
  return {
    ...db,
    name: empty.name,
    close: async () => {
      await db.close();
      await empty.drop();
    },
  };
}

/** A new database without tables on the server of TEST_DATABASE_URL, and a way to drop it. */
export async function createEmptyPostgresDatabase(): Promise<{
  name: string;
  url: string;
  drop(): Promise<void>;
}> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error("TEST_DATABASE_URL is not set");
  const name = `makon_test_${randomBytes(6).toString("hex")}`;
  await onServer(url, `CREATE DATABASE ${name}`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  return {
    name,
    url: target.toString(),
    drop: () => onServer(url, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

async function onServer(url: string, statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

/**
 * A second, separate connection pool to a PostgreSQL test database: what a second API process
 * would have. Null on PGlite (one process per database by design).
 */
export async function openSecondPool(database: { name: string }): Promise<Database | null> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url || database.name === "pglite") return null;
  const target = new URL(url);
  target.pathname = `/${database.name}`;
  return openDatabase({ kind: "postgres", url: target.toString(), poolSize: 12 });
}

const BUSINESS_TABLES = [
  "audit_log",
  "idempotency_keys",
  "handover_defects",
  "handovers",
  "debt_actions",
  "debt_cases",
  "bank_applications",
  "payments",
  "schedule_items",
  "contract_steps",
  "contracts",
  "contract_counters",
  "bookings",
  "client_steps",
  "clients",
  "units",
  "floors",
  "entrances",
  "buildings",
  "objects",
  "organisation_bank_accounts",
  "organisations",
  "banks",
  "sections",
  "login_attempts",
  "trusted_devices",
  "stored_files",
  "sessions",
  "users",
];

/** Empties every table between tests (one database per file, reset per test). */
export async function resetDatabase(db: Db): Promise<void> {
  await db.execute(sql.raw(`TRUNCATE ${BUSINESS_TABLES.join(", ")} RESTART IDENTITY CASCADE`));
}
