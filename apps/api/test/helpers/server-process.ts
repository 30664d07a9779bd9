import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { createEmptyPostgresDatabase } from "./test-db";

const ROOT = path.resolve(new URL("../../../..", import.meta.url).pathname);

export interface ServerProcess {
  child: ChildProcess;
  port: number;
  dataDir: string;
  /** The PostgreSQL database it runs on (none on the embedded database). */
  databaseUrl: string | undefined;
  /** Everything the process printed so far. */
  output(): string;
  /** Resolves with the exit code once the process has ended. */
  exited: Promise<number | null>;
  /** Stops the process by its PID if it still runs, and removes its data. */
  dispose(): Promise<void>;
}

export interface StartOptions {
  /** How long the start may take (the demo data on a busy machine takes a while). */
  startMs?: number;
}

/**
 * The real server (`node --import tsx apps/api/src/main.ts`) on a free port: on the PostgreSQL
 * test server when TEST_DATABASE_URL is set (a new database, unless `env` names one in
 * DATABASE_URL: the caller then owns it), else on a new embedded data folder.
 */
export async function startServerProcess(
  env: Record<string, string> = {},
  opts: StartOptions = {},
): Promise<ServerProcess> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "makon-server-"));
  const pgDatabase =
    process.env.TEST_DATABASE_URL && !env.DATABASE_URL ? await createEmptyPostgresDatabase() : null;
  const { DATABASE_URL: _inherited, ...parentEnv } = process.env;
  const child = spawn(process.execPath, ["--import", "tsx", "apps/api/src/main.ts"], {
    cwd: ROOT,
    env: {
      ...parentEnv,
      PORT: "0",
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      WEB_DIST: path.join(dataDir, "no-web"),
      SEED_DEMO: "0",
      LOG_LEVEL: "info",
      ...(pgDatabase ? { DATABASE_URL: pgDatabase.url } : {}),
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let out = "";
  child.stdout?.on("data", (d: Buffer) => {
    out += d.toString();
  });
  child.stderr?.on("data", (d: Buffer) => {
    out += d.toString();
  });
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  const dispose = async () => {
    if (child.exitCode === null && child.signalCode === null && child.pid) {
      process.kill(child.pid, "SIGKILL");
      await exited;
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
    await pgDatabase?.drop();
  };
  try {
    const port = await new Promise<number>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`server did not start:\n${out}`)),
        opts.startMs ?? 60_000,
      );
      const look = () => {
        const m = /Makon is running at http:\/\/localhost:(\d+)/.exec(out);
        if (m) {
          clearTimeout(timer);
          resolve(Number(m[1]));
        }
      };
      child.stdout?.on("data", look);
      child.once("exit", () => reject(new Error(`server exited at start:\n${out}`)));
    });
    const databaseUrl = env.DATABASE_URL ?? pgDatabase?.url;
    return { child, port, dataDir, databaseUrl, output: () => out, exited, dispose };
  } catch (err) {
    await dispose();
    throw err;
  }
}
