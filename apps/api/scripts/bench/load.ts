import path from "node:path";
import { Worker } from "node:worker_threads";
import type { Figures, LoadSpec } from "./types";

const WORKER = path.join(import.meta.dirname, "load-worker.mjs");

interface WorkerResult {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  unexpected: number;
  requests: number;
}

/**
 * Runs autocannon in a worker thread: the server under test keeps the main thread to itself, as
 * it would in production, instead of sharing its event loop with the load generator.
 */
export function runLoad(
  spec: LoadSpec,
  defaults: { seconds: number; connections: number },
): Promise<Figures> {
  const full = { connections: defaults.connections, seconds: defaults.seconds, ...spec };
  return new Promise((resolve, reject) => {
    const worker = new Worker(WORKER, { workerData: full });
    worker.once("message", (r: WorkerResult) => {
      // Its sockets and timers ended now, not while the next run measures.
      void worker.terminate();
      resolve({
        rps: Math.round(r.rps),
        p50: r.p50,
        p99: r.p99,
        errors: r.errors + r.unexpected,
        requests: r.requests,
      });
    });
    worker.once("error", reject);
  });
}
