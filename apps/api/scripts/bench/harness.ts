// Runs bench modules against one database: fills it (set-based SQL, bench-fill.ts), starts the app
// and bare reference servers on loopback, hands each module a BenchContext and collects its rows.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { ACTION_KEYS, PAGE_KEYS } from "@makon/shared";
import { sql } from "drizzle-orm";
import Fastify, { type FastifyInstance } from "fastify";
import pg from "pg";
import { type Browser, chromium } from "playwright-core";
import { openDatabase } from "../../src/db/client";
import { createSession } from "../../src/modules/users/sessions.service";
import { createUser } from "../../src/modules/users/users.service";
import { fillChessboard } from "../bench-chessboard";
import { fillBenchDatabase, type Scale } from "../bench-fill";
import { runLoad } from "./load";
import { watchMeanwhile } from "./meanwhile";
import { appInProcess, appProcess, witnessProcess } from "./server";
import type { BenchContext, BenchModule, BenchRow } from "./types";

export interface HarnessOptions {
  kind: "postgres" | "pglite";
  /** PostgreSQL: a server URL; the harness makes a fresh database on it and drops it afterwards. */
  pgUrl?: string;
  scale: Scale;
  seconds: number;
  connections: number;
  webRoot: string | undefined;
  log: (line: string) => void;
}

const BENCH_PHONE = "909999990";
const PACED_SETTLE_MS = 1_000;

/** A fresh database on the server at `url`, named for this run; dropped by the returned function. */
async function freshPostgres(url: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `makon_bench_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const target = new URL(url);
  target.pathname = `/${name}`;
  return {
    url: target.toString(),
    drop: async () => {
      // Kept for looking into afterwards (EXPLAIN, a profile): the run says where it is.
      if (process.env.BENCH_KEEP) {
        console.log(`BENCH_KEEP: the database is kept at ${target.toString()}`);
        return;
      }
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

/** Fills a database of the given kind, runs the modules over it and returns their rows. */
export async function runHarness(
  opts: HarnessOptions,
  modules: [string, BenchModule][],
): Promise<{ rows: BenchRow[]; fillSeconds: number }> {
  const cleanups: (() => Promise<void> | void)[] = [];
  const cleanup = async () => {
    for (const step of cleanups.reverse()) await step();
  };
  try {
    let pgUrl: string | undefined;
    let dataDir: string | null = null;
    if (opts.kind === "postgres") {
      if (!opts.pgUrl) throw new Error("PostgreSQL needs a URL (scripts/with-postgres.sh sets one)");
      const fresh = await freshPostgres(opts.pgUrl);
      cleanups.push(fresh.drop);
      pgUrl = fresh.url;
    } else {
      // On disk, as `npm start` runs it: a folder is slower than memory and what people get.
      dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "makon-bench-"));
      const dir = dataDir;
      cleanups.push(() => fs.rmSync(dir, { recursive: true, force: true }));
    }
    const database = await openDatabase(
      pgUrl ? { kind: "postgres", url: pgUrl, poolSize: 10 } : { kind: "pglite", dataDir },
    );
    cleanups.push(() => database.close());
    const db = database.db;

    const filling = Date.now();
    await fillBenchDatabase(db, opts.scale, opts.log);
    const bigBuildingId = await fillChessboard(db);
    const fillSeconds = (Date.now() - filling) / 1000;
    // The fill leaves gigabytes of changed pages for the server to write out in the background;
    // written now, the first module is not measured against that flush (a live server is not
    // digesting a bulk load).
    await db.execute(sql`checkpoint`);

    const password = `bench-${process.pid}-${Date.now()}`;
    await createUser(
      db,
      {
        name: "Bench",
        phone: BENCH_PHONE,
        password,
        role: "bench",
        pagesDostup: [...PAGE_KEYS],
        dostup: [...ACTION_KEYS],
        clientScope: "all",
        contractScope: "all",
      },
      null,
    );

    // On PostgreSQL the app runs in a process of its own, as in production (server.ts).
    const app = pgUrl ? await appProcess(pgUrl, opts.webRoot) : await appInProcess(db, opts.webRoot);
    cleanups.push(() => app.close());
    const witness = await witnessProcess();
    cleanups.push(() => witness.close());
    const base = app.base;

    // The references read through the plain driver: a pool of their own on PostgreSQL, the one
    // PGlite client otherwise (it is one connection whoever holds it).
    let bareQuery: BenchContext["bareQuery"];
    if (pgUrl) {
      // Connections kept, as the app keeps its own (db/client.ts). With the driver's default (closed
      // after 10 idle seconds) the reference's ten connections, idle since its run at full load,
      // closed together ~3 s into the app's paced run: ten server processes ending at once held
      // both cores for 50–200 ms, and every paced p99 met that stall. The reference's own paced
      // run then opened its connections again in its first second, and met it too.
      const pool = new pg.Pool({ connectionString: pgUrl, max: 10, idleTimeoutMillis: 0 });
      // An idle connection the server ends (the run's database dropped with force at the end)
      // is an 'error' event on the pool: without a listener it would end the whole run.
      pool.on("error", () => {});
      cleanups.push(() => pool.end());
      bareQuery = async <T>(text: string, params?: unknown[]) => (await pool.query(text, params)).rows as T[];
    } else {
      const client = (
        db as unknown as { $client: { query(t: string, p?: unknown[]): Promise<{ rows: unknown[] }> } }
      ).$client;
      bareQuery = async <T>(text: string, params?: unknown[]) =>
        (await client.query(text, params)).rows as T[];
    }

    let browser: Browser | undefined;
    cleanups.push(() => browser?.close());

    const signIn = async (phone: string, pw: string) => {
      const res = await fetch(`${base}/api/user/login`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ phone, password: pw }),
      });
      if (!res.ok) throw new Error(`sign-in of ${phone} answered ${res.status}`);
      return { authorization: `Bearer ${((await res.json()) as { token: string }).token}` };
    };
    const ctx: BenchContext = {
      kind: opts.kind,
      db,
      pgUrl,
      scale: opts.scale,
      base,
      ids: { bigBuildingId },
      auth: await signIn(BENCH_PHONE, password),
      signIn,
      sessionFor: async (userId) => {
        const s = await createSession(db, userId, { ip: null, userAgent: "bench" });
        return { authorization: `Bearer ${s.token}` };
      },
      password,
      load: async (spec) => {
        // A paced run follows a run at full load: a second's quiet first, so its latencies are the
        // call's at that rate, not the last answers of the run before and its load generator's exit.
        if (spec.rate) await sleep(PACED_SETTLE_MS);
        if (spec.cold) await app.remember(0);
        const watch = spec.rate
          ? await watchMeanwhile(pgUrl ? bareQuery : undefined, app, witness)
          : undefined;
        try {
          const figures = await runLoad(spec, { seconds: opts.seconds, connections: opts.connections });
          return watch ? { ...figures, meanwhile: await watch() } : figures;
        } finally {
          await watch?.().catch(() => "");
          await app.remember();
        }
      },
      reference: async (register) => {
        const bare = Fastify();
        register(bare);
        await bare.listen({ port: 0, host: "127.0.0.1" });
        cleanups.push(() => bare.close());
        return urlOf(bare);
      },
      bareQuery,
      browser: async () => {
        browser ??= await chromium.launch({
          executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
          args: ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-sync"],
        });
        return browser;
      },
      seconds: opts.seconds,
      connections: opts.connections,
      log: opts.log,
    };

    // A process just started runs its code unoptimised for its first seconds; people meet one that
    // has run all day. A short load, not measured, before the first module's figures.
    await runLoad(
      { url: `${base}/api/user/decodeToken`, headers: ctx.auth },
      { seconds: 3, connections: opts.connections },
    );

    const rows: BenchRow[] = [];
    for (const [name, run] of modules) {
      const started = Date.now();
      try {
        rows.push(...(await run(ctx)));
      } catch (err) {
        opts.log(`bench module ${name} failed: ${err instanceof Error ? (err.stack ?? err.message) : err}`);
        rows.push({ area: name, call: "(module failed, see the log)", scale: "", goal: { ratio: 1 } });
      }
      // The clock times line a module up with the PostgreSQL log the bench keeps (KEEP_PG_LOG).
      const clock = (ms: number) => new Date(ms).toISOString().slice(11, 19);
      opts.log(
        `${name}: ${((Date.now() - started) / 1000).toFixed(0)} s (${clock(started)}–${clock(Date.now())} UTC)`,
      );
    }
    return { rows, fillSeconds };
  } finally {
    await cleanup();
  }
}

function urlOf(app: FastifyInstance): string {
  return `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
}
