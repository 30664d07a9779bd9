import { createHash, type Hash } from "node:crypto";
import { sql } from "drizzle-orm";
import type { Database } from "../client";
import { appliedMigrationLevel, KNOWN_MIGRATIONS, migrationsUpTo } from "../migrations";
import { queryRows } from "../raw";
import type { Db } from "../types";
import {
  type CatalogSequence,
  type CatalogTable,
  quoteIdent,
  readForeignKeys,
  readSequences,
  readTables,
  useCanonicalFormats,
} from "./catalog";
import {
  BACKUP_FORMAT,
  BACKUP_VERSION,
  BackupError,
  type BackupHeader,
  type BackupRow,
  type BackupSequence,
  type BackupTrailer,
  isBytea,
} from "./format";

/** Rows per insert, and text per insert: a batch of files stays within memory. */
const INSERT_ROWS = 1000;
const INSERT_CHARS = 16 * 1024 * 1024;
/** Tables the migrations fill themselves: rows there do not make a database "not empty". */
const FILLED_BY_MIGRATIONS = new Set(["table_versions"]);

export interface RestoreOptions {
  /** Overwrite a database that holds data (everything in it is replaced). */
  replace?: boolean;
}

/**
 * Loads a backup (see format.ts) into a database: empty, unless `replace`. The schema is first
 * brought to the backup's migration level, then every row goes in within one transaction —
 * ids as they were, the change counters (table_versions) as they were since triggers are off
 * meanwhile, foreign keys checked once at the end, sequences set past the highest ids — and
 * only a file whose row counts and checksum agree is committed. Then the remaining migrations
 * of this version run, as a start of the server would.
 */
export async function restoreBackup(
  database: Database,
  lines: AsyncIterable<string>,
  opts: RestoreOptions = {},
): Promise<BackupHeader> {
  const reader = lines[Symbol.asyncIterator]();
  const hash = createHash("sha256");
  const next = async (): Promise<string | null> => {
    const r = await reader.next();
    return r.done ? null : r.value;
  };
  const first = await next();
  const header = parseHeader(first);
  hash.update(`${first}\n`);
  await prepareSchema(database, header, opts.replace === true);
  await database.db.transaction(async (tx) => {
    await useCanonicalFormats(tx);
    const tables = await readTables(tx);
    const byName = checkSameTables(header, tables);
    const foreignKeys = await readForeignKeys(tx);
    // Triggers off: they would advance the change counters the backup carries exactly.
    for (const t of tables) await run(tx, `alter table ${quoteIdent(t.name)} disable trigger user`);
    // Keys come back (and are checked) after the load: rows can then go in any order.
    for (const fk of foreignKeys)
      await run(tx, `alter table ${quoteIdent(fk.table)} drop constraint ${quoteIdent(fk.name)}`);
    await run(tx, `truncate ${tables.map((t) => quoteIdent(t.name)).join(", ")} restart identity`);
    const loaded = await loadRows(tx, byName, next, hash);
    for (const t of header.tables)
      if ((loaded.get(t.name) ?? 0) !== t.rows)
        throw new BackupError(
          `The file is damaged: ${t.name} should hold ${t.rows} rows, ${loaded.get(t.name) ?? 0} found.`,
        );
    for (const fk of foreignKeys)
      await run(
        tx,
        `alter table ${quoteIdent(fk.table)} add constraint ${quoteIdent(fk.name)} ${fk.definition}`,
      );
    for (const t of tables) await run(tx, `alter table ${quoteIdent(t.name)} enable trigger user`);
    await setSequences(tx, header.sequences, await readSequences(tx));
  });
  await database.migrate();
  return header;
}

function parseHeader(line: string | null): BackupHeader {
  let header: Partial<BackupHeader> | null = null;
  try {
    header = line ? (JSON.parse(line) as Partial<BackupHeader>) : null;
  } catch {
    // Reported below.
  }
  if (!header || header.format !== BACKUP_FORMAT || !Array.isArray(header.tables))
    throw new BackupError("This is not a Makon backup file.");
  if (header.version !== BACKUP_VERSION)
    throw new BackupError(`Backup format ${header.version} is not known to this version of Makon.`);
  return header as BackupHeader;
}

async function prepareSchema(database: Database, header: BackupHeader, replace: boolean): Promise<void> {
  if (!KNOWN_MIGRATIONS.some((m) => m.when === header.migrationLevel))
    throw new BackupError("The backup was taken by a newer version of Makon: restore it with that version.");
  const level = await appliedMigrationLevel(database.db);
  if (level > 0 && !replace) {
    const holding = await tablesHoldingData(database.db);
    if (holding.length > 0)
      throw new BackupError(
        `The database is not empty (${holding.slice(0, 5).join(", ")} hold rows). Restore into a new, ` +
          "empty database, or add --replace to overwrite everything in this one.",
      );
  }
  if (level > header.migrationLevel)
    throw new BackupError(
      "The database's schema is newer than the backup's. Restore into a new database without tables: " +
        "the restore builds the backup's schema and then migrates the data to this version.",
    );
  if (level < header.migrationLevel) {
    const older = migrationsUpTo(header.migrationLevel);
    try {
      await database.migrate(older.folder);
    } finally {
      older.dispose();
    }
  }
}

async function tablesHoldingData(db: Db): Promise<string[]> {
  const holding: string[] = [];
  for (const t of await readTables(db)) {
    if (FILLED_BY_MIGRATIONS.has(t.name)) continue;
    const [row] = await queryRows<{ any: boolean }>(
      db,
      sql.raw(`select exists (select 1 from ${quoteIdent(t.name)}) as any`),
    );
    if (row?.any) holding.push(t.name);
  }
  return holding;
}

/** The backup and the database at its level must have the same tables and columns. */
function checkSameTables(header: BackupHeader, tables: CatalogTable[]): Map<string, CatalogTable> {
  const describe = (t: { name: string; columns: { name: string; type: string }[] }) =>
    `${t.name}(${t.columns.map((c) => `${c.name} ${c.type}`).join(", ")})`;
  const ours = tables.map(describe).sort();
  const theirs = header.tables.map(describe).sort();
  const missing = theirs.filter((t) => !ours.includes(t));
  const extra = ours.filter((t) => !theirs.includes(t));
  if (missing.length > 0 || extra.length > 0)
    throw new BackupError(
      `The backup's tables differ from the schema at its migration level (in the backup only: ${
        missing.join("; ") || "none"
      }; in the database only: ${extra.join("; ") || "none"}).`,
    );
  return new Map(tables.map((t) => [t.name, t]));
}

async function loadRows(
  tx: Db,
  tables: Map<string, CatalogTable>,
  next: () => Promise<string | null>,
  hash: Hash,
): Promise<Map<string, number>> {
  const loaded = new Map<string, number>();
  let table: CatalogTable | undefined;
  let batch: BackupRow[] = [];
  let chars = 0;
  const flush = async () => {
    if (table && batch.length > 0) await insertRows(tx, table, batch);
    batch = [];
    chars = 0;
  };
  for (let line = await next(); line !== null; line = await next()) {
    const value = parseLine(line);
    if (isTrailer(value)) {
      await flush();
      if (value.sha256 !== hash.digest("hex"))
        throw new BackupError("The file is damaged: its checksum does not match.");
      if ((await next()) !== null) throw new BackupError("The file is damaged: lines follow its end.");
      return loaded;
    }
    hash.update(`${line}\n`);
    if (Array.isArray(value)) {
      if (
        !table ||
        value.length !== table.columns.length ||
        !value.every((v) => v === null || typeof v === "string")
      )
        throw new BackupError("The file is damaged: a row does not fit its table.");
      batch.push(value);
      chars += line.length;
      loaded.set(table.name, (loaded.get(table.name) ?? 0) + 1);
      if (batch.length >= INSERT_ROWS || chars >= INSERT_CHARS) await flush();
    } else {
      await flush();
      const name = (value as { table?: unknown }).table;
      table = typeof name === "string" ? tables.get(name) : undefined;
      if (!table) throw new BackupError(`The file is damaged: unknown table ${String(name)}.`);
    }
  }
  throw new BackupError("The file is cut short: its end is missing.");
}

function parseLine(line: string): unknown {
  try {
    return JSON.parse(line);
  } catch {
    throw new BackupError("The file is damaged: a line is not readable.");
  }
}

function isTrailer(value: unknown): value is BackupTrailer {
  return typeof value === "object" && value !== null && (value as { end?: unknown }).end === true;
}

/**
 * One insert per batch, one array parameter per column: each value goes in as its text form
 * and PostgreSQL reads it as the column's type (bytea from base64).
 */
async function insertRows(tx: Db, table: CatalogTable, rows: BackupRow[]): Promise<void> {
  const columns = table.columns;
  const names = columns.map((c) => quoteIdent(c.name)).join(", ");
  const values = columns
    .map((c, i) => (isBytea(c) ? `decode(u.c${i}, 'base64')` : `cast(u.c${i} as ${c.type})`))
    .join(", ");
  const arrays = sql.join(
    columns.map((_, i) => sql`${sql.param(rows.map((r) => r[i] ?? null))}::text[]`),
    sql`, `,
  );
  const aliases = columns.map((_, i) => `c${i}`).join(", ");
  await tx.execute(
    sql`insert into ${sql.raw(quoteIdent(table.name))} (${sql.raw(names)}) overriding system value
        select ${sql.raw(values)} from unnest(${arrays}) as u(${sql.raw(aliases)})`,
  );
}

/** Each sequence where it was, and in any case past the highest id now in its column. */
async function setSequences(tx: Db, values: BackupSequence[], sequences: CatalogSequence[]): Promise<void> {
  for (const v of values) {
    const s = sequences.find((x) => x.name === v.name);
    if (!s) throw new BackupError(`The database lacks the sequence ${v.name} of the backup.`);
    const name = quoteIdent(s.name);
    const highest = s.owner
      ? sql.raw(
          `(select coalesce(max(${quoteIdent(s.owner.column)}), 0)::bigint from ${quoteIdent(s.owner.table)})`,
        )
      : sql`0::bigint`;
    await tx.execute(
      sql`select setval(${name}::regclass, greatest(${v.lastValue}::bigint, h),
                        case when h >= ${v.lastValue}::bigint then true else ${v.isCalled} end)
          from (select ${highest} as h) as highest`,
    );
  }
}

async function run(tx: Db, statement: string): Promise<void> {
  await tx.execute(sql.raw(statement));
}
