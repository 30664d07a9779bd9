import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { queryRows } from "./raw";
import type { Db } from "./types";

export const MIGRATIONS_FOLDER = path.resolve(new URL("../../drizzle", import.meta.url).pathname);

/** Where drizzle's migrator records what it applied (its defaults). */
export const MIGRATIONS_TABLE = "drizzle.__drizzle_migrations";

interface JournalEntry {
  tag: string;
  /** drizzle's "folderMillis": a database is at the level of the largest one it applied. */
  when: number;
}

interface Journal {
  entries: JournalEntry[];
}

function readJournal(folder: string): Journal {
  return JSON.parse(fs.readFileSync(path.join(folder, "meta", "_journal.json"), "utf8")) as Journal;
}

/** The migrations this code knows, oldest first. */
export const KNOWN_MIGRATIONS: readonly JournalEntry[] = readJournal(MIGRATIONS_FOLDER).entries;

/** The level of the newest migration this code knows. */
export const LATEST_MIGRATION = Math.max(0, ...KNOWN_MIGRATIONS.map((m) => m.when));

/** The level a database has reached: the newest migration applied to it, 0 when none. */
export async function appliedMigrationLevel(db: Db): Promise<number> {
  // to_regclass first: a query on a missing table would abort the caller's transaction.
  const [present] = await queryRows<{ present: boolean }>(
    db,
    sql`select to_regclass(${MIGRATIONS_TABLE}) is not null as present`,
  );
  if (!present?.present) return 0;
  const [row] = await queryRows<{ level: string | number | null }>(
    db,
    sql.raw(`select max(created_at) as level from ${MIGRATIONS_TABLE}`),
  );
  return Number(row?.level ?? 0);
}

/**
 * A copy of the migrations folder that stops at `level`: drizzle's migrator applies a whole
 * folder, and a backup taken at an older level must be loaded into the schema it was taken from.
 * The files are copied as they are, so the applied hashes are the same as from the real folder.
 */
export function migrationsUpTo(level: number): { folder: string; dispose(): void } {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "makon-migrations-"));
  const journal = readJournal(MIGRATIONS_FOLDER);
  const entries = journal.entries.filter((m) => m.when <= level);
  fs.mkdirSync(path.join(folder, "meta"));
  fs.writeFileSync(path.join(folder, "meta", "_journal.json"), JSON.stringify({ ...journal, entries }));
  for (const m of entries)
    fs.copyFileSync(path.join(MIGRATIONS_FOLDER, `${m.tag}.sql`), path.join(folder, `${m.tag}.sql`));
  return { folder, dispose: () => fs.rmSync(folder, { recursive: true, force: true }) };
}
