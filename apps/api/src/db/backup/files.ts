import { once } from "node:events";
import fs from "node:fs";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { StringDecoder } from "node:string_decoder";
import zlib from "node:zlib";
import type { Database } from "../client";
import { BackupError, type BackupHeader } from "./format";
import { type RestoreOptions, restoreBackup } from "./restore";
import { type WriteOptions, writeBackup } from "./write";

/** ./backups/makon-<UTC time>.backup.gz (the folder is git-ignored). */
export function defaultBackupPath(now = new Date()): string {
  const stamp = now.toISOString().replace(/[-:]/g, "").replace(/\..*/, "Z");
  return path.resolve("backups", `makon-${stamp}.backup.gz`);
}

/**
 * Writes a backup to a gzip file. It is written beside the target as .partial and renamed when
 * complete, so a file under the final name is always a whole backup.
 */
export async function backupToFile(
  database: { db: Database["db"]; kind: Database["kind"] },
  file: string,
  opts: WriteOptions = {},
): Promise<BackupHeader> {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const partial = `${file}.partial`;
  const gzip = zlib.createGzip({ level: 6 });
  const written = pipeline(gzip, fs.createWriteStream(partial));
  try {
    const header = await writeBackup(
      database,
      async (line) => {
        if (!gzip.write(line)) await once(gzip, "drain");
      },
      opts,
    );
    gzip.end();
    await written;
    fs.renameSync(partial, file);
    return header;
  } catch (err) {
    gzip.destroy();
    await written.catch(() => {});
    fs.rmSync(partial, { force: true });
    throw err;
  }
}

export async function restoreFromFile(
  database: Database,
  file: string,
  opts: RestoreOptions = {},
): Promise<BackupHeader> {
  const input = zlib.createGunzip();
  // A read error reaches the lines through the gunzip stream, which the pipeline destroys with it.
  pipeline(fs.createReadStream(file), input).catch(() => {});
  try {
    return await restoreBackup(database, linesOf(input), opts);
  } finally {
    input.destroy();
  }
}

/**
 * The lines of a text stream; a read error fails the iteration. zlib's own errors (a file cut
 * mid-way ends the deflate stream early: Z_BUF_ERROR; anything else: Z_DATA_ERROR) become the
 * message the person restoring can act on, instead of a stack.
 */
async function* linesOf(stream: AsyncIterable<Buffer>): AsyncGenerator<string> {
  const decoder = new StringDecoder("utf8");
  let rest = "";
  try {
    for await (const chunk of stream) {
      const text = decoder.write(chunk);
      let start = 0;
      for (let end = text.indexOf("\n"); end >= 0; end = text.indexOf("\n", start)) {
        yield rest + text.slice(start, end);
        rest = "";
        start = end + 1;
      }
      rest += text.slice(start);
    }
  } catch (err) {
    throw unreadable(err);
  }
  rest += decoder.end();
  if (rest) yield rest;
}

function unreadable(err: unknown): unknown {
  const code = (err as { code?: unknown } | null)?.code;
  if (typeof code !== "string" || !code.startsWith("Z_")) return err;
  return new BackupError(
    code === "Z_BUF_ERROR"
      ? "The file is cut short: its end is missing."
      : "The file is damaged: it is not a readable gzip file.",
  );
}
