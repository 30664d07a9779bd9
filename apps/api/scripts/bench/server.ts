// The app under test, started by the harness: in a process of its own on PostgreSQL (app-process.ts),
// as production runs it; in the benchmark's process on PGlite, whose one database handle the fill,
// the references and the app must share (an embedded database belongs to one process).
import { type ChildProcess, fork } from "node:child_process";
import path from "node:path";
import { buildApp } from "../../src/app";
import type { Db } from "../../src/db/types";
import { setRememberedLimit } from "../../src/lib/version-cache";
import { type Seen, watchLoop } from "./loop-watch";
import { SERVER_NODE_FLAGS } from "./node-flags";

/** What the harness tells the app process (see app-process.ts). */
export type AppMessage = { type: "remember"; entries: number | null } | { type: "watch" } | { type: "seen" };
/** What the app process answers. */
export type AppReply =
  | { type: "ready"; port: number }
  | { type: "done" }
  | { type: "seen"; loopMs: number; gcMs: number };

export interface AppUnderTest extends Watched {
  base: string;
  /** How many answers the app remembers: 0 for the cold runs, undefined for its own limit. */
  remember(entries?: number): Promise<void>;
}

/** The app on the benchmark's own event loop (PGlite). */
export async function appInProcess(db: Db, webRoot: string | undefined): Promise<AppUnderTest> {
  const app = await buildApp({ db, ...(webRoot ? { webRoot } : {}) });
  await app.listen({ port: 0, host: "127.0.0.1" });
  return {
    base: `http://127.0.0.1:${(app.server.address() as { port: number }).port}`,
    remember: async (entries) => setRememberedLimit(entries),
    watch: async () => {
      const stop = watchLoop();
      return async () => stop();
    },
    close: () => app.close(),
  };
}

const APP_PROCESS = path.join(import.meta.dirname, "app-process.ts");
const WITNESS_PROCESS = path.join(import.meta.dirname, "witness-process.ts");

/** BENCH_APP_FLAGS: Node flags added to the app's own, to look into it (e.g. --trace-gc-nvp). */
const appFlags = () => (process.env.BENCH_APP_FLAGS ?? "").split(" ").filter(Boolean);

/** Something whose event loop the harness watches during a paced run. */
export interface Watched {
  /** Starts watching its event loop and GC; the returned function stops and says what it saw. */
  watch(): Promise<() => Promise<Seen>>;
  close(): Promise<void>;
}

/** The app in a process of its own on the PostgreSQL database at `url`. */
export async function appProcess(url: string, webRoot: string | undefined): Promise<AppUnderTest> {
  const { port, watched, ask } = await forkWatched(
    APP_PROCESS,
    [...SERVER_NODE_FLAGS, ...appFlags(), "--import", "tsx"],
    {
      BENCH_APP_DATABASE_URL: url,
      ...(webRoot ? { BENCH_APP_WEB_ROOT: webRoot } : {}),
    },
  );
  return {
    base: `http://127.0.0.1:${port}`,
    remember: async (entries) => {
      await ask({ type: "remember", entries: entries ?? null });
    },
    ...watched,
  };
}

/** The machine's witness (witness-process.ts): a bare process whose loop stalls only when the machine is busy. */
export async function witnessProcess(): Promise<Watched> {
  return (await forkWatched(WITNESS_PROCESS, ["--import", "tsx"], {})).watched;
}

/** Forks a bench process that answers AppMessages over IPC, one reply each, and waits for it to be ready. */
async function forkWatched(file: string, execArgv: string[], env: Record<string, string>) {
  const child = fork(file, [], {
    execArgv,
    env: { ...process.env, ...env },
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const next = () =>
    new Promise<AppReply>((resolve, reject) => {
      const onExit = () => reject(new Error(`${path.basename(file)} ended`));
      child.once("exit", onExit);
      child.once("message", (m: AppReply) => {
        child.off("exit", onExit);
        resolve(m);
      });
    });
  const ready = await next();
  if (ready.type !== "ready") throw new Error(`${path.basename(file)} said ${ready.type} first`);
  const ask = async (m: AppMessage) => {
    const reply = next();
    child.send(m);
    return reply;
  };
  const watched: Watched = {
    watch: async () => {
      await ask({ type: "watch" });
      return async () => {
        const seen = await ask({ type: "seen" });
        return seen.type === "seen" ? { loopMs: seen.loopMs, gcMs: seen.gcMs } : { loopMs: 0, gcMs: 0 };
      };
    },
    close: () => stop(child, exited),
  };
  return { port: ready.port, watched, ask };
}

async function stop(child: ChildProcess, exited: Promise<void>): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.disconnect();
  const quit = await Promise.race([
    exited.then(() => true),
    new Promise((r) => setTimeout(r, 10_000, false)),
  ]);
  if (!quit) child.kill("SIGKILL");
}
