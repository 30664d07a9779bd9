// The benchmark's interface: what a bench module gets (BenchContext) and gives back (BenchRow).
// A module is `export async function run(ctx: BenchContext): Promise<BenchRow[]>` in
// apps/api/scripts/bench-<name>.ts, listed in bench.ts; the harness fills the database, starts the
// app and the bare reference server, generates load and prints every module's rows in one table.
import type { FastifyInstance } from "fastify";
import type { Browser } from "playwright-core";
import type { Db } from "../../src/db/types";
import type { Scale } from "../bench-fill";

/**
 * The offered rate of the paced runs (BenchRow.paced), over 20 connections: about ten times what
 * a 200-person office asks of the server at its busiest (each clicking every ten seconds, a screen
 * being ~3 requests), so the latency measured there is what people feel on a bad day.
 */
export const PACED_RATE = 200;

/** One measured load: requests per second and latency percentiles in milliseconds. */
export interface Figures {
  rps: number;
  p50: number;
  p99: number;
  /** Connection errors and timeouts, plus answers outside 2xx (unless the spec expects them). */
  errors: number;
  /** Requests answered in the run. */
  requests?: number;
  /**
   * What else went on during a paced run, to tell a slow answer from a stalled machine: the
   * server's longest event-loop stall and garbage collection pause (ms), and on PostgreSQL the
   * autovacuum workers seen at work and the checkpoints taken meanwhile.
   */
  meanwhile?: string;
}

/** The bare route a call is compared with, measured in the same run. */
export interface Reference {
  /** What it is, e.g. "Fastify + pg, same 2,000 rows". */
  name: string;
  rps: number;
  p50?: number;
  p99?: number;
  /** The bare route at the paced rate, right after the call's paced run: what the machine allowed then. */
  paced?: Figures;
}

/**
 * What the issue asks of a row; every given bound must hold for ✓. `ratio` is the share of the
 * reference's rate, of the cold figure when there is one (a page never asked before is what
 * people feel), else of the warm one.
 */
export interface Goal {
  ratio?: number;
  p50?: number;
  p99?: number;
  /** A browser or one-at-a-time measure: its median in milliseconds. */
  ms?: number;
}

/** A browser or one-at-a-time measure, in milliseconds. */
export interface Timing {
  median: number;
  worst: number;
  n: number;
  /**
   * The same measure of a bare page, taken in turn with the app's in the same run: what the
   * browser and the machine allowed at that moment without the app (e.g. the same 2,000 cells
   * as a static page).
   */
  reference?: { name: string; median: number; worst: number };
}

export interface BenchRow {
  /** The business area: "property", "clients", "sign-in", … */
  area: string;
  /** The call or the screen, e.g. "GET /api/bino/{id}/chessboard". */
  call: string;
  /** What it ran over, e.g. "2,000 units of 42,500". */
  scale: string;
  /** Nothing remembered: a page, filter or viewer never asked before, as fast as it goes. */
  cold?: Figures;
  /**
   * The same cold requests offered at a fixed rate (PACED_RATE): the latency a person feels in a
   * busy office. At full load latency is only connections ÷ rate (Little's law) and says nothing
   * the rate does not; the goal's p50 and p99 are checked here when it is measured.
   */
  paced?: Figures;
  /** The same request again (remembered answers, warm caches). */
  warm?: Figures;
  reference?: Reference;
  /** Milliseconds of a browser or one-at-a-time measure. */
  timing?: Timing;
  goal?: Goal;
  note?: string;
}

/** One load run: the harness runs it in a worker thread with autocannon. */
export interface LoadSpec {
  /** May hold {n}: replaced on every request by 1 … cycle in turn. */
  url: string;
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  /** Values may hold {n}. */
  headers?: Record<string, string>;
  /** May hold {n}. */
  body?: string;
  /** How many distinct values {n} runs through (default: no substitution). */
  cycle?: number;
  /** May be used as {v} in the url, headers and body: one value per request, in turn (e.g. search words). */
  values?: string[];
  /** Header sets used in turn, one per request (e.g. a token per signed-in viewer). */
  headerSets?: Record<string, string>[];
  /** Default: the harness's (BENCH_CONNECTIONS, 20). */
  connections?: number;
  /** Default: the harness's (BENCH_SECONDS, 5). */
  seconds?: number;
  /** Statuses besides 2xx that are a success here (304 for a revalidation). */
  okStatuses?: number[];
  /**
   * Where {n} and {v} start (default 0): a call measured several times goes on from where the last
   * run stopped, so a search word is not asked again while the app may still remember its total.
   */
  start?: number;
  /** Requests a second offered over all connections (default: as fast as answers come). */
  rate?: number;
  /**
   * Nothing remembered while it runs (the app's remembered answers are dropped as soon as made):
   * every request is a first ask, however few different requests the load cycles through.
   */
  cold?: boolean;
}

export interface BenchContext {
  kind: "postgres" | "pglite";
  /** The filled database, open in this process (the app uses the same handle). */
  db: Db;
  /** PostgreSQL only: its URL, for a bare pg Pool reference. */
  pgUrl: string | undefined;
  scale: Scale;
  /** The app (API and built web app), listening on loopback. */
  base: string;
  /** Ids the fill made that modules look for. */
  ids: { bigBuildingId: number | null };
  /** Authorization headers of a user holding every page and action key, scopes "all". */
  auth: Record<string, string>;
  /** A new session of a user (no password, no sign-in throttle): its Authorization headers. */
  sessionFor(userId: number): Promise<Record<string, string>>;
  /** Signs in a user by phone and password; the Authorization headers of the session. */
  signIn(phone: string, password: string): Promise<Record<string, string>>;
  /** The password bench users get (made with createUser). */
  password: string;
  /** Runs a load against a URL (in a worker thread) and returns its figures. */
  load(spec: LoadSpec): Promise<Figures>;
  /**
   * Adds routes to the bare reference server (a plain Fastify with no plugins of ours) and returns
   * its base URL. Call before loading it; route paths must be unique across modules.
   */
  reference(register: (bare: FastifyInstance) => void): Promise<string>;
  /** A bare query through the plain driver (pg Pool or the PGlite client): the references' reads. */
  bareQuery<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<T[]>;
  /** Chromium (launched on first use, closed by the harness). */
  browser(): Promise<Browser>;
  seconds: number;
  connections: number;
  log(line: string): void;
}

export type BenchModule = (ctx: BenchContext) => Promise<BenchRow[]>;
