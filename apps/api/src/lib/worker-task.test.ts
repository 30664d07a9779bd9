import { describe, expect, it } from "vitest";
import { WorkerTask, type WorkerTaskOptions } from "./worker-task";

const fixture = (name: string) => new URL(`../../test/fixtures/workers/${name}.ts`, import.meta.url);
const OPTS: WorkerTaskOptions = {
  timeoutMs: 10_000,
  resourceLimits: { maxOldGenerationSizeMb: 64, maxYoungGenerationSizeMb: 16 },
  maxRunning: 2,
  maxWaiting: 2,
};

async function failure(p: Promise<unknown>): Promise<string> {
  try {
    await p;
  } catch (err) {
    return (err as { failure?: string }).failure ?? String(err);
  }
  return "answered";
}

// Workers start a V8 isolate and compile TypeScript: seconds on a loaded two-core machine.
describe("WorkerTask", { timeout: 30_000 }, () => {
  it("runs a TypeScript task in a worker and hands back its answer", async () => {
    const task = new WorkerTask<{ n: number; bytes: Uint8Array }, { n: number; length: number }>(
      fixture("echo"),
      OPTS,
    );
    expect(await task.run({ n: 21, bytes: Buffer.alloc(1000) })).toEqual({ n: 42, length: 1000 });
  });

  it("terminates a task past its time, and the event loop stays free meanwhile", async () => {
    const task = new WorkerTask<void, never>(fixture("spin"), { ...OPTS, timeoutMs: 1500 });
    const started = performance.now();
    let ticks = 0;
    const ticker = setInterval(() => ticks++, 50);
    expect(await failure(task.run())).toBe("timeout");
    clearInterval(ticker);
    expect(performance.now() - started).toBeLessThan(3000);
    expect(ticks).toBeGreaterThan(15);
  });

  it("ends a task that outgrows its heap, and one that throws", async () => {
    expect(await failure(new WorkerTask<void, never>(fixture("hog"), OPTS).run())).toBe("memory");
    expect(await failure(new WorkerTask<void, never>(fixture("throws"), OPTS).run())).toBe("crashed");
  });

  it("runs at most maxRunning at once, queues maxWaiting more and refuses the rest", async () => {
    const task = new WorkerTask<void, never>(fixture("spin"), { ...OPTS, timeoutMs: 1500 });
    const results = await Promise.all(Array.from({ length: 5 }, () => failure(task.run())));
    expect(results.sort()).toEqual(["busy", "timeout", "timeout", "timeout", "timeout"]);
  });
});
