// The machine's witness (forked by server.ts): a bare Node process that does nothing but wait on
// a timer. Its loop stalls only when it is not given a core on time, so its longest stall during
// a paced run is the machine's share of that run's p99: the app's own loop stall (loop-watch.ts)
// cannot tell its own work from waiting for a core, this process can. Told over IPC when to
// watch, as the app process is.
import { watchOnRequest } from "./loop-watch";
import type { AppMessage, AppReply } from "./server";

if (!process.send) throw new Error("witness-process.ts is forked by the benchmark (server.ts)");
const send = (reply: AppReply) => process.send?.(reply);

const answerWatch = watchOnRequest(send);
process.on("message", (m: AppMessage) => {
  if (m.type !== "remember") answerWatch(m.type);
});
process.on("disconnect", () => process.exit(0));
send({ type: "ready", port: 0 });
