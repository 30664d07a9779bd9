// Runs one autocannon load in a worker thread, so the load generator does not share the server's
// event loop (the API and the bare references run on the main thread of the benchmark process).
// Plain JavaScript: a worker is started without the TypeScript loader.
// workerData: a LoadSpec (see load.ts); posts back the Figures.
import { parentPort, workerData } from "node:worker_threads";
import autocannon from "autocannon";

const spec = workerData;
let n = 0;
let turn = 0;
let v = 0;
// {v}: the next of spec.values (URL-encoded in a path); {n}: the next number.
const fill = (text, value, word = "") =>
  text === undefined ? undefined : text.replaceAll("{n}", value).replaceAll("{v}", word);
const encodedFill = (text, value, word) =>
  fill(
    text.replaceAll("%7Bn%7D", value).replaceAll("%7Bv%7D", encodeURIComponent(word)),
    value,
    encodeURIComponent(word),
  );

/** A new {n} (1 … cycle), the next {v} and the next header set on every request. */
function setupRequest(req) {
  const value = String(spec.cycle ? 1 + (n++ % spec.cycle) : 0);
  const word = spec.values ? spec.values[v++ % spec.values.length] : "";
  const extra = spec.headerSets ? spec.headerSets[turn++ % spec.headerSets.length] : {};
  const headers = { ...req.headers, ...extra };
  for (const [k, h] of Object.entries(headers)) headers[k] = fill(h, value, word);
  return {
    ...req,
    path: encodedFill(req.path ?? "/", value, word),
    headers,
    body: fill(spec.body, value, word),
  };
}

const varies = Boolean(spec.cycle || spec.headerSets || spec.values);
const options = {
  url: spec.url,
  method: spec.method ?? "GET",
  headers: spec.headers ?? {},
  body: varies ? undefined : spec.body,
  connections: spec.connections,
  duration: spec.seconds,
  requests: varies ? [{ setupRequest }] : undefined,
};
// Outside the main thread autocannon leaves its histograms encoded: the latencies are decoded by
// its aggregateResult (which does not count requests from a worker's raw result: done here).
const raw = await autocannon(options);
const result = autocannon.aggregateResult([raw], options);
parentPort.postMessage({
  rps: raw.totalCompletedRequests / raw.duration,
  p50: result.latency.p50,
  p99: result.latency.p99,
  errors: result.errors + result.timeouts,
  // Answers that are neither 2xx nor a status the spec expects (a 304 of a revalidation).
  unexpected: Object.entries(result.statusCodeStats ?? {})
    .filter(([code]) => !code.startsWith("2") && !(spec.okStatuses ?? []).includes(Number(code)))
    .reduce((sum, [, s]) => sum + s.count, 0),
});
