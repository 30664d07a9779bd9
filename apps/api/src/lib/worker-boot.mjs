// The first module of every task worker (lib/worker-task.ts). Workers do not inherit the main
// thread's loader hooks: under `node --import tsx`, `npm start` (tsx's register()) and vitest
// alike, a TypeScript task needs tsx registered here before it is imported.
import { parentPort, workerData } from "node:worker_threads";

const { entry, input } = workerData;
if (entry.endsWith(".ts")) {
  const { register } = await import("tsx/esm/api");
  register();
}
const { default: task } = await import(entry);
parentPort.postMessage(await task(input));
