// The app under test on PostgreSQL, in a process of its own (forked by server.ts), as it runs in
// production: its event loop, heap and garbage collector are not shared with the benchmark's
// load generator, reference servers and bookkeeping. Told over IPC what the harness would
// otherwise call in-process: how many answers to remember (cold runs), and when to watch its
// event loop and garbage collector (what went on during a paced run).
import { buildApp } from "../../src/app";
import { openDatabase } from "../../src/db/client";
import { setRememberedLimit } from "../../src/lib/version-cache";
import { watchOnRequest } from "./loop-watch";
import type { AppMessage, AppReply } from "./server";

const url = process.env.BENCH_APP_DATABASE_URL;
if (!url || !process.send) throw new Error("app-process.ts is forked by the benchmark (server.ts)");
const send = (reply: AppReply) => process.send?.(reply);

const database = await openDatabase({ kind: "postgres", url, poolSize: 10 });
const webRoot = process.env.BENCH_APP_WEB_ROOT;
const app = await buildApp({ db: database.db, ...(webRoot ? { webRoot } : {}) });
await app.listen({ port: 0, host: "127.0.0.1" });

const answerWatch = watchOnRequest(send);

process.on("message", (m: AppMessage) => {
  if (m.type === "remember") {
    setRememberedLimit(m.entries ?? undefined);
    send({ type: "done" });
  } else answerWatch(m.type);
});
// The harness gone (its end, or a crash): nothing is left running.
process.on("disconnect", () => {
  void app
    .close()
    .then(() => database.close())
    .finally(() => process.exit(0));
});
send({ type: "ready", port: (app.server.address() as { port: number }).port });
