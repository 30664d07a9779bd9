import { createHash } from "node:crypto";
import { sql } from "drizzle-orm";
import { appliedMigrationLevel } from "../migrations";
import { queryRows } from "../raw";
import type { Db } from "../types";
import { type CatalogTable, quoteIdent, readSequences, readTables, useCanonicalFormats } from "./catalog";
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

/** Rows fetched per round trip; tables holding files fetch few at a time (a file may be megabytes). */
const BATCH_ROWS = 1000;
const FILE_BATCH_ROWS = 8;

export interface WriteOptions {
  batchRows?: number;
}

/**
 * Writes the whole database as a backup (see format.ts), line by line through `write`. Every
 * table is read in one snapshot — a REPEATABLE READ READ ONLY transaction; PGlite is one
 * connection anyway — so the copy is consistent while the system keeps working (PostgreSQL),
 * and each table streams through a cursor, never loaded whole.
 */
export async function writeBackup(
  database: { db: Db; kind: "pglite" | "postgres" },
  write: (line: string) => Promise<void>,
  opts: WriteOptions = {},
): Promise<BackupHeader> {
  return database.db.transaction(
    async (tx) => {
      await useCanonicalFormats(tx);
      const migrationLevel = await appliedMigrationLevel(tx);
      if (migrationLevel === 0)
        throw new BackupError("The database has no tables yet: there is nothing to back up.");
      const tables = await readTables(tx);
      const header: BackupHeader = {
        format: BACKUP_FORMAT,
        version: BACKUP_VERSION,
        createdAt: new Date().toISOString(),
        source: database.kind,
        migrationLevel,
        tables: [],
        sequences: await readSequenceValues(tx),
      };
      for (const t of tables)
        header.tables.push({ name: t.name, columns: t.columns, rows: await countRows(tx, t.name) });
      const hash = createHash("sha256");
      const emit = async (value: unknown) => {
        const line = `${JSON.stringify(value)}\n`;
        hash.update(line);
        await write(line);
      };
      await emit(header);
      for (const table of tables) {
        await emit({ table: table.name });
        const written = await streamTable(tx, table, opts.batchRows ?? BATCH_ROWS, emit);
        // The same snapshot cannot count differently; if it does, the file must not be trusted.
        if (written !== header.tables.find((t) => t.name === table.name)?.rows)
          throw new Error(`${table.name}: counted and written rows differ`);
      }
      const trailer: BackupTrailer = { end: true, sha256: hash.digest("hex") };
      await write(`${JSON.stringify(trailer)}\n`);
      return header;
    },
    { isolationLevel: "repeatable read", accessMode: "read only" },
  );
}

async function countRows(tx: Db, table: string): Promise<number> {
  const [row] = await queryRows<{ n: string }>(
    tx,
    sql.raw(`select count(*)::text as n from ${quoteIdent(table)}`),
  );
  return Number(row?.n ?? 0);
}

/**
 * Sequences are not transactional: read inside the snapshot they are at least as far as every
 * id the snapshot holds, which is what a restore needs.
 */
async function readSequenceValues(tx: Db): Promise<BackupSequence[]> {
  const values: BackupSequence[] = [];
  for (const s of await readSequences(tx)) {
    const [row] = await queryRows<{ last_value: string; is_called: boolean }>(
      tx,
      sql.raw(`select last_value::text as last_value, is_called from ${quoteIdent(s.name)}`),
    );
    if (row) values.push({ name: s.name, lastValue: row.last_value, isCalled: row.is_called });
  }
  return values;
}

async function streamTable(
  tx: Db,
  table: CatalogTable,
  batchRows: number,
  emit: (row: BackupRow) => Promise<void>,
): Promise<number> {
  const select = table.columns
    .map((c, i) =>
      isBytea(c)
        ? `encode(${quoteIdent(c.name)}, 'base64') as c${i}`
        : `${quoteIdent(c.name)}::text as c${i}`,
    )
    .join(", ");
  // Primary-key order: the same data always gives the same file.
  const order = table.primaryKey.length > 0 ? ` order by ${table.primaryKey.map(quoteIdent).join(", ")}` : "";
  const batch = table.columns.some(isBytea) ? Math.min(batchRows, FILE_BATCH_ROWS) : batchRows;
  await tx.execute(
    sql.raw(
      `declare makon_backup no scroll cursor for select ${select} from ${quoteIdent(table.name)}${order}`,
    ),
  );
  let written = 0;
  for (;;) {
    const rows = await queryRows<Record<string, string | null>>(
      tx,
      sql.raw(`fetch forward ${batch} from makon_backup`),
    );
    for (const r of rows) await emit(table.columns.map((_, i) => r[`c${i}`] ?? null));
    written += rows.length;
    if (rows.length < batch) break;
  }
  await tx.execute(sql.raw("close makon_backup"));
  return written;
}
