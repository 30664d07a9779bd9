// What else happened while a paced run measured latency. A p99 of 90 ms beside a p50 of 3 ms is
// either the call or the machine: a garbage collection pause or a blocked event loop in the server,
// an autovacuum worker or a checkpoint taking one of the two cores, or the machine giving no core
// on time to anything (the witness, a bare process beside the app: witness-process.ts). The bench
// prints these beside the run's figures so the table's reader can tell which.
import type { AppUnderTest, Watched } from "./server";
import type { BenchContext } from "./types";

type Query = BenchContext["bareQuery"];

/**
 * Starts watching; the returned function stops and says what it saw, e.g. "loop 12 ms, gc 8 ms,
 * machine 9 ms, autovacuum 1, checkpoints 0".
 */
export async function watchMeanwhile(
  query: Query | undefined,
  app: AppUnderTest,
  witness: Watched,
): Promise<() => Promise<string>> {
  const seenByApp = await app.watch();
  const seenByWitness = await witness.watch();
  let vacuums = 0;
  let polling = true;
  const checkpoints = query ? checkpointCount(query).catch(() => 0) : Promise.resolve(0);
  // Sampled twice a second: a worker's table is named once however long it works.
  const seen = new Set<string>();
  const poll = (async () => {
    while (query && polling) {
      const rows = await query<{ query: string }>(
        "select query from pg_stat_activity where backend_type = 'autovacuum worker' and datname = current_database()",
      );
      for (const r of rows) seen.add(r.query);
      vacuums = seen.size;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  })().catch(() => {
    // The database went away (a failed run's cleanup): nothing more to see.
    polling = false;
  });
  // Called once whichever way the run ends (the harness also calls it when the load fails).
  let said: Promise<string> | undefined;
  const stop = async () => {
    polling = false;
    await poll;
    const { loopMs, gcMs } = await seenByApp();
    const machine = await seenByWitness();
    const parts = [`loop ${loopMs} ms`, `gc ${gcMs} ms`, `machine ${machine.loopMs} ms`];
    if (query) {
      parts.push(
        `autovacuum ${vacuums}`,
        `checkpoints ${(await checkpointCount(query)) - (await checkpoints)}`,
      );
    }
    return parts.join(", ");
  };
  return () => {
    said ??= stop();
    return said;
  };
}

async function checkpointCount(query: Query): Promise<number> {
  const [row] = await query<{ n: string }>(
    "select (checkpoints_timed + checkpoints_req)::text as n from pg_stat_bgwriter",
  );
  return Number(row?.n ?? 0);
}
