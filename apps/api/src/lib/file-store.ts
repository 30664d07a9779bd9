import { webcrypto } from "node:crypto";
import { eq } from "drizzle-orm";
import { storedFiles } from "../db/schema";
import type { Db } from "../db/types";

export interface StoredFile {
  bytes: Buffer;
  contentType: string;
}

/**
 * Where uploaded files live, under keys of ours. Writes take the caller's transaction when the
 * store can join it, so a file and the row that names it commit or roll back together: a failed
 * upload leaves no orphan, and a replaced file goes with the commit that replaces it.
 */
export interface FileStore {
  put(key: string, file: StoredFile, tx?: Db): Promise<void>;
  get(key: string): Promise<StoredFile | undefined>;
  delete(key: string, tx?: Db): Promise<void>;
}

/** SHA-256 in hex, hashed off the main thread (Web Crypto runs in the thread pool). */
async function sha256(bytes: Buffer): Promise<string> {
  return Buffer.from(await webcrypto.subtle.digest("SHA-256", bytes)).toString("hex");
}

/** A stored_files row for the bytes; with `ifAbsent`, a key already there is left as it is. */
export async function insertStoredFile(
  db: Db,
  key: string,
  file: StoredFile,
  opts: { ifAbsent?: boolean } = {},
): Promise<void> {
  const insert = db.insert(storedFiles).values({
    key,
    contentType: file.contentType,
    size: file.bytes.length,
    sha256: await sha256(file.bytes),
    bytes: file.bytes,
  });
  await (opts.ifAbsent ? insert.onConflictDoNothing() : insert);
}

/**
 * The default store: the stored_files table. Every API process on the database sees the same
 * files, and a backup of the database holds them.
 */
export function databaseFileStore(db: Db): FileStore {
  return {
    put: (key, file, tx) => insertStoredFile(tx ?? db, key, file),
    async get(key) {
      const [row] = await db
        .select({ bytes: storedFiles.bytes, contentType: storedFiles.contentType })
        .from(storedFiles)
        .where(eq(storedFiles.key, key));
      return row;
    },
    async delete(key, tx) {
      await (tx ?? db).delete(storedFiles).where(eq(storedFiles.key, key));
    },
  };
}
