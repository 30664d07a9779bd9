// `npm run restore -- <file> [--replace]`: loads a backup of `npm run backup` into the database
// of DATABASE_URL or DATA_DIR. The database must be empty (a new one, or one Makon has never
// started on) unless --replace is given, which overwrites everything in it. Stop the servers
// first. The data is migrated to this version afterwards, as a start of the server would.
import fs from "node:fs";
import path from "node:path";
import { databaseTarget, loadConfig } from "../src/config";
import { restoreFromFile } from "../src/db/backup/files";
import { BackupError } from "../src/db/backup/format";
import { openDatabase } from "../src/db/client";
import { runCli } from "./cli";

runCli(async () => {
  const args = process.argv.slice(2);
  const replace = args.includes("--replace");
  const files = args.filter((a) => a !== "--replace");
  if (files.length !== 1 || files[0]?.startsWith("-"))
    throw new BackupError("Usage: npm run restore -- <file> [--replace]");
  const file = path.resolve(files[0] as string);
  if (!fs.existsSync(file)) throw new BackupError(`No such file: ${file}`);
  const database = await openDatabase(databaseTarget(loadConfig()), { migrate: false });
  try {
    const header = await restoreFromFile(database, file, { replace });
    const rows = header.tables.reduce((n, t) => n + t.rows, 0);
    process.stdout.write(
      `Restored ${header.tables.length} tables, ${rows} rows from ${file} (taken ${header.createdAt})\n`,
    );
  } finally {
    await database.close();
  }
});
