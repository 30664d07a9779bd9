import fs from "node:fs/promises";
import path from "node:path";
import { and, isNotNull, notExists, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import { storedFiles } from "../db/schema";
import type { Db } from "../db/types";
import { type FileKind, sniff } from "./file-kinds";
import { insertStoredFile } from "./file-store";

/**
 * Uploads from before files moved into the database: a column that names them, the folder under
 * DATA_DIR/files they were saved in, the names given them then, and the kinds accepted.
 */
export interface LegacyFileSource {
  column: PgColumn;
  folder: string;
  name: RegExp;
  kinds: readonly FileKind[];
}

/**
 * Copies into the database, once, every legacy file a row names that the database lacks.
 * Run at start: afterwards the folder is not read again. Several processes starting at once
 * may copy the same file; the first copy stays. Files are never removed from the folder.
 */
export async function importLegacyFiles(
  db: Db,
  filesDir: string,
  sources: readonly LegacyFileSource[],
): Promise<{ imported: string[]; missing: string[] }> {
  const imported: string[] = [];
  const missing: string[] = [];
  for (const source of sources) {
    const rows = (await db
      .selectDistinct({ key: source.column })
      .from(source.column.table)
      .where(
        and(
          isNotNull(source.column),
          notExists(
            db.select({ one: sql`1` }).from(storedFiles).where(sql`${storedFiles.key} = ${source.column}`),
          ),
        ),
      )) as { key: string }[];
    for (const { key } of rows) {
      // Only names we gave: a row's text never becomes a path of its choosing.
      if (!source.name.test(key)) {
        missing.push(key);
        continue;
      }
      const bytes = await fs.readFile(path.join(filesDir, source.folder, key)).catch(() => null);
      const kind = bytes && sniff(bytes, source.kinds);
      if (!bytes || !kind) {
        missing.push(key);
        continue;
      }
      await insertStoredFile(db, key, { bytes, contentType: kind.type }, { ifAbsent: true });
      imported.push(key);
    }
  }
  return { imported, missing };
}
