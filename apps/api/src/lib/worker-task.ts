import { type ResourceLimits, Worker } from "node:worker_threads";

/** Why a task did not answer: over its time or memory, too many waiting, or it threw. */
export type WorkerFailure = "timeout" | "memory" | "busy" | "crashed";

export class WorkerTaskFailed extends Error {
  constructor(
    readonly failure: WorkerFailure,
    detail: string,
  ) {
    super(detail);
    this.name = "WorkerTaskFailed";
  }
}

export interface WorkerTaskOptions {
  /** From the worker's start to its answer; the worker is terminated past it. */
  timeoutMs: number;
  resourceLimits: ResourceLimits;
  /** Workers running at once; more wait their turn… */
  maxRunning: number;
  /** …up to this many, beyond which a task is refused at once ("busy"). */
  maxWaiting: number;
}

const BOOT = new URL("./worker-boot.mjs", import.meta.url);

/** The module `name` beside `importMetaUrl`, with its extension: .ts under tsx and vitest, .js built. */
export function moduleBeside(importMetaUrl: string, name: string): URL {
  return new URL(`./${name}${importMetaUrl.slice(importMetaUrl.lastIndexOf("."))}`, importMetaUrl);
}

/**
 * Work that must not hold the event loop (decoding uploads) runs in a fresh worker thread per
 * call: `entry` default-exports `(input) => output`. A hostile input can then cost at most one
 * worker's time and memory, never other users' requests.
 */
export class WorkerTask<I, O> {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(
    private readonly entry: URL,
    private readonly opts: WorkerTaskOptions,
  ) {}

  async run(input: I): Promise<O> {
    if (this.running < this.opts.maxRunning) this.running++;
    else if (this.waiting.length >= this.opts.maxWaiting)
      throw new WorkerTaskFailed("busy", `${this.waiting.length} tasks already waiting`);
    // A finishing task hands its place straight to the first waiting one, so none can slip in between.
    else await new Promise<void>((resolve) => this.waiting.push(resolve));
    try {
      return await this.once(input);
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.running--;
    }
  }

  private once(input: I): Promise<O> {
    return new Promise<O>((resolve, reject) => {
      const worker = new Worker(BOOT, {
        workerData: { entry: this.entry.href, input },
        resourceLimits: this.opts.resourceLimits,
      });
      let settled = false;
      const settle = (fn: () => void) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        fn();
        void worker.terminate();
      };
      const timer = setTimeout(
        () => settle(() => reject(new WorkerTaskFailed("timeout", `no answer in ${this.opts.timeoutMs} ms`))),
        this.opts.timeoutMs,
      );
      worker.once("message", (value: O) => settle(() => resolve(value)));
      worker.once("error", (err: Error & { code?: string }) =>
        settle(() =>
          reject(
            err.code === "ERR_WORKER_OUT_OF_MEMORY"
              ? new WorkerTaskFailed("memory", err.message)
              : new WorkerTaskFailed("crashed", err.message),
          ),
        ),
      );
      worker.once("exit", (code) =>
        settle(() => reject(new WorkerTaskFailed("crashed", `worker exited with ${code} before answering`))),
      );
    });
  }
}
