/**
 * A Makon backup is a gzip'd text file of JSON lines:
 *   1. the header (BackupHeader): format, migration level, every table with its columns and row
 *      count, every sequence's position;
 *   2. for each table, a line {"table": name} and then one line per row, an array of the
 *      columns' PostgreSQL text forms (bytea in base64), null for NULL;
 *   3. the trailer {"end": true, "sha256": …}: the hash of every line before it, so a damaged or
 *      cut file is refused before anything it holds is committed.
 * The text forms are what PostgreSQL itself reads back, so every type round-trips exactly.
 */
export const BACKUP_FORMAT = "makon-backup";
export const BACKUP_VERSION = 1;

export interface BackupColumn {
  name: string;
  /** format_type(): e.g. "text", "timestamp with time zone", "text[]", "bytea". */
  type: string;
}

export interface BackupTable {
  name: string;
  columns: BackupColumn[];
  rows: number;
}

export interface BackupSequence {
  name: string;
  lastValue: string;
  isCalled: boolean;
}

export interface BackupHeader {
  format: typeof BACKUP_FORMAT;
  version: number;
  createdAt: string;
  source: "pglite" | "postgres";
  /** The newest migration applied to the database backed up (drizzle's folderMillis). */
  migrationLevel: number;
  tables: BackupTable[];
  sequences: BackupSequence[];
}

export interface BackupTrailer {
  end: true;
  sha256: string;
}

export type BackupRow = (string | null)[];

/** A refusal or a damaged file: its message is for the person running the command. */
export class BackupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "BackupError";
  }
}

export function isBytea(column: BackupColumn): boolean {
  return column.type === "bytea";
}
