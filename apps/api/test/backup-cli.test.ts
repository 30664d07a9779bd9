import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ensureFirstAdmin } from "../src/bootstrap";
import { defaultBackupPath } from "../src/db/backup/files";
import { type Database, openDatabase } from "../src/db/client";
import { lockDataDir } from "../src/db/lock";
import { storedFiles } from "../src/db/schema";
import { AWKWARD_TEXT, type Fingerprint, fingerprint } from "./helpers/backup-fixtures";
import { createEmptyPostgresDatabase } from "./helpers/test-db";

const ROOT = path.resolve(new URL("../../..", import.meta.url).pathname);
const folder = fs.mkdtempSync(path.join(os.tmpdir(), "makon-backup-cli-"));
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const drops: (() => Promise<void>)[] = [];

/** Where a database lives, as the commands are told it: DATABASE_URL, or DATA_DIR. */
type Place = { DATABASE_URL: string } | { DATA_DIR: string };

async function newPlace(name: string): Promise<Place> {
  if (!onPostgres) return { DATA_DIR: path.join(folder, name) };
  const empty = await createEmptyPostgresDatabase();
  drops.push(empty.drop);
  return { DATABASE_URL: empty.url };
}

function openPlace(place: Place, migrate: boolean): Promise<Database> {
  return openDatabase(
    "DATABASE_URL" in place
      ? { kind: "postgres", url: place.DATABASE_URL, poolSize: 2 }
      : { kind: "pglite", dataDir: place.DATA_DIR },
    { migrate },
  );
}

/** `npm run backup` / `npm run restore` as a child process, stopped by its PID if it hangs. */
function run(script: "backup" | "restore", args: string[], place: Place) {
  const { DATABASE_URL: _u, DATA_DIR: _d, ...env } = process.env;
  const child = spawn(process.execPath, ["--import", "tsx", `apps/api/scripts/${script}.ts`, ...args], {
    cwd: ROOT,
    env: { ...env, ...place },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stdout = "";
  let stderr = "";
  child.stdout.on("data", (d: Buffer) => {
    stdout += d.toString();
  });
  child.stderr.on("data", (d: Buffer) => {
    stderr += d.toString();
  });
  const timer = setTimeout(() => child.pid && process.kill(child.pid, "SIGKILL"), 120_000);
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) =>
    child.once("exit", (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    }),
  );
}

// Each test starts Node processes that load the whole code: on a busy machine that alone takes seconds.
describe(`npm run backup / restore on ${onPostgres ? "PostgreSQL" : "the embedded database"}`, {
  timeout: 180_000,
}, () => {
  let source: Place;
  let before: Fingerprint;
  const file = path.join(folder, "cli.backup.gz");

  beforeAll(async () => {
    source = await newPlace("source");
    const database = await openPlace(source, true);
    try {
      await ensureFirstAdmin(database.db, { phone: "900000000", password: "backup-cli-123" }, () => {});
      await database.db.execute(
        sql`insert into sections (path, name, icon) values ('/cli', ${AWKWARD_TEXT}, 'i')`,
      );
      await database.db.insert(storedFiles).values({
        key: "cli/file",
        contentType: "application/octet-stream",
        size: 3,
        sha256: "not-checked-here",
        bytes: Buffer.from([0, 255, 10]),
      });
      before = await fingerprint(database.db);
    } finally {
      await database.close();
    }
  });
  afterAll(async () => {
    for (const drop of drops) await drop();
    fs.rmSync(folder, { recursive: true, force: true });
  });

  it("the embedded database is not copied while a server holds it, nor made up when absent", async () => {
    const dataDir = path.join(folder, "held");
    fs.mkdirSync(path.join(dataDir, "pglite"), { recursive: true });
    const release = lockDataDir(dataDir);
    try {
      const res = await run("backup", [file], { DATA_DIR: dataDir });
      expect(res.code).toBe(1);
      expect(res.stderr).toMatch(/already in use by another Makon process/);
      expect(fs.existsSync(file)).toBe(false);
    } finally {
      release();
    }
    const absent = await run("backup", [file], { DATA_DIR: path.join(folder, "absent") });
    expect(absent.code).toBe(1);
    expect(absent.stderr).toMatch(/^There is no database in /);
  });

  it("backs up to the given file and restores into an empty database", async () => {
    const backup = await run("backup", [file], source);
    expect(backup.stderr).toBe("");
    expect(backup.code).toBe(0);
    expect(backup.stdout).toMatch(/^Backed up \d+ tables, \d+ rows/);

    const target = await newPlace("target");
    const restore = await run("restore", [file], target);
    expect(restore.stderr).toBe("");
    expect(restore.code).toBe(0);
    const restored = await openPlace(target, false);
    try {
      expect(await fingerprint(restored.db)).toEqual(before);
    } finally {
      await restored.close();
    }

    const again = await run("restore", [file], target);
    expect(again.code).toBe(1);
    expect(again.stderr).toMatch(/^The database is not empty .* add --replace/);
  });

  it("a file cut short or not gzip at all is refused with its message, not a stack, and nothing changes", async () => {
    expect(fs.existsSync(file), "the backup of the test before").toBe(true);
    const whole = fs.readFileSync(file);
    // Cut as a copy interrupted part-way leaves it: the gzip stream itself ends too early.
    const cut = path.join(folder, "cut.backup.gz");
    fs.writeFileSync(cut, whole.subarray(0, Math.floor(whole.length / 2)));
    const plain = path.join(folder, "plain.backup.gz");
    fs.writeFileSync(plain, "plain text, not a backup\n");

    const cutShort = await run("restore", [cut, "--replace"], source);
    expect(cutShort.code).toBe(1);
    expect(cutShort.stderr).toBe("The file is cut short: its end is missing.\n");
    const notGzip = await run("restore", [plain, "--replace"], source);
    expect(notGzip.code).toBe(1);
    expect(notGzip.stderr).toBe("The file is damaged: it is not a readable gzip file.\n");

    const after = await openPlace(source, false);
    try {
      expect(await fingerprint(after.db)).toEqual(before);
    } finally {
      await after.close();
    }
  });

  it("says how it is used, and refuses a missing file", async () => {
    const none = await run("restore", [], source);
    expect(none.code).toBe(1);
    expect(none.stderr).toMatch(/^Usage: npm run restore -- <file> \[--replace\]/);
    const missing = await run("restore", [path.join(folder, "nothing.gz")], source);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toMatch(/^No such file/);
  });

  it("by default writes a timestamped file under ./backups", () => {
    expect(defaultBackupPath(new Date("2026-11-24T01:02:03.456Z"))).toBe(
      path.resolve("backups", "makon-20261124T010203Z.backup.gz"),
    );
  });
});
