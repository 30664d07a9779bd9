// `npm run backup [-- <file>]`: a consistent copy of the whole system — every table, uploaded
// files included — into one gzip file (default ./backups/makon-<time>.backup.gz). On PostgreSQL
// (DATABASE_URL) it runs while the servers work; the embedded database (DATA_DIR) admits one
// process, so stop the server first. Restore with `npm run restore -- <file>`.
import fs from "node:fs";
import path from "node:path";
import { databaseTarget, loadConfig } from "../src/config";
import { backupToFile, defaultBackupPath } from "../src/db/backup/files";
import { BackupError } from "../src/db/backup/format";
import { openDatabase } from "../src/db/client";
import { runCli } from "./cli";

runCli(async () => {
  const args = process.argv.slice(2);
  if (args.length > 1 || args[0]?.startsWith("-")) throw new BackupError("Usage: npm run backup [-- <file>]");
  const file = path.resolve(args[0] ?? defaultBackupPath());
  const config = loadConfig();
  const target = databaseTarget(config);
  // Opening a folder that holds no database would create one: say so instead.
  if (target.kind === "pglite" && !fs.existsSync(path.join(config.dataDir, "pglite")))
    throw new BackupError(`There is no database in ${config.dataDir} (DATA_DIR).`);
  const database = await openDatabase(target, { migrate: false });
  try {
    const header = await backupToFile(database, file);
    const rows = header.tables.reduce((n, t) => n + t.rows, 0);
    const size = (fs.statSync(file).size / 1024 / 1024).toFixed(1);
    process.stdout.write(`Backed up ${header.tables.length} tables, ${rows} rows (${size} MB) to ${file}\n`);
  } finally {
    await database.close();
  }
});
