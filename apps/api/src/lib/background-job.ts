import type { FastifyInstance } from "fastify";

/**
 * Runs a job every `everyMs` in this process until the app closes (0: never, as in tests). A run
 * never overlaps the one before, and closing waits for a run under way, so the database is not
 * closed beneath it.
 */
export function runEvery(
  app: FastifyInstance,
  name: string,
  everyMs: number,
  job: () => Promise<unknown>,
): void {
  if (everyMs <= 0) return;
  let running: Promise<void> | null = null;
  const timer = setInterval(() => {
    if (running) return;
    running = job()
      .then(
        () => {},
        (err: unknown) => app.log.error({ err }, `${name} failed`),
      )
      .finally(() => {
        running = null;
      });
  }, everyMs);
  timer.unref();
  app.addHook("onClose", async () => {
    clearInterval(timer);
    await running;
  });
}
