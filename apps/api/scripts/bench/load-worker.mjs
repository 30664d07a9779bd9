// Runs one autocannon load in a worker thread, so the load generator does not share the server's
// event loop (the API and the bare references run on the main thread of the benchmark process).
// Plain JavaScript: a worker is started without the TypeScript loader.
// workerData: a LoadSpec (see load.ts); posts back the Figures.
import http from "node:http";
import { setTimeout as sleep } from "node:timers/promises";
import { parentPort, workerData } from "node:worker_threads";
import autocannon from "autocannon";

const spec = workerData;

/**
 * Seconds of a paced run sent at its rate but not timed: its sockets opened, this worker's code
 * compiled, the server at that rate. The latencies are then the steady state people meet, not a
 * load generator's first second (20 connections made at once by code not yet optimised).
 */
const PACED_WARMUP_S = 1;
// Where {n} and {v} start: a call measured several times goes on through its values (see LoadSpec.start).
let n = spec.start ?? 0;
let turn = 0;
let v = spec.start ?? 0;
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
if (spec.rate) parentPort.postMessage(await paced());
else parentPort.postMessage(await saturated());

async function saturated() {
  // Outside the main thread autocannon leaves its histograms encoded: the latencies are decoded by
  // its aggregateResult (which does not count requests from a worker's raw result: done here).
  const raw = await autocannon(options);
  const result = autocannon.aggregateResult([raw], options);
  return {
    rps: raw.totalCompletedRequests / raw.duration,
    requests: raw.totalCompletedRequests,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    // Answers that are neither 2xx nor a status the spec expects (a 304 of a revalidation).
    unexpected: Object.entries(result.statusCodeStats ?? {})
      .filter(([code]) => !code.startsWith("2") && !(spec.okStatuses ?? []).includes(Number(code)))
      .reduce((sum, [, s]) => sum + s.count, 0),
  };
}

/**
 * Requests sent at an even rate (spec.rate a second over up to spec.connections sockets), each
 * timed from when it was due, not from when a socket was free: a server that falls behind shows
 * its queue in the latency instead of slowing the sender down (autocannon's overallRate sends
 * each second's requests in a burst at the start of the second, which measures bursts).
 */
async function paced() {
  const target = new URL(spec.url);
  const agent = new http.Agent({ keepAlive: true, maxSockets: spec.connections });
  const interval = 1000 / spec.rate;
  const latencies = [];
  let errors = 0;
  let unexpected = 0;
  const started = performance.now();
  const timedFrom = started + PACED_WARMUP_S * 1000;
  const end = timedFrom + spec.seconds * 1000;
  const pending = [];
  for (let i = 0; ; i++) {
    const due = started + i * interval;
    if (due >= end) break;
    const wait = due - performance.now();
    if (wait > 1) await sleep(wait);
    const req = setupRequest({ path: target.pathname + target.search, headers: spec.headers ?? {} });
    const timed = due >= timedFrom;
    pending.push(
      send(agent, target, spec.method ?? "GET", req).then(
        (status) => {
          // A wrong answer counts whenever it came; a latency only once the run is timed.
          if (timed) latencies.push(performance.now() - due);
          const ok = (status >= 200 && status < 300) || (spec.okStatuses ?? []).includes(status);
          if (!ok) unexpected++;
        },
        () => errors++,
      ),
    );
  }
  await Promise.all(pending);
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const at = (q) =>
    latencies.length
      ? Math.round(latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))])
      : 0;
  return {
    rps: latencies.length / spec.seconds,
    requests: latencies.length,
    p50: at(0.5),
    p99: at(0.99),
    errors,
    unexpected,
  };
}

function send(agent, target, method, req) {
  return new Promise((resolve, reject) => {
    const r = http.request(
      {
        agent,
        host: target.hostname,
        port: target.port,
        method,
        path: req.path,
        headers: req.headers,
        timeout: 10_000,
      },
      (res) => {
        res.resume();
        res.on("end", () => resolve(res.statusCode ?? 0));
        res.on("error", reject);
      },
    );
    r.on("timeout", () => r.destroy(new Error("timeout")));
    r.on("error", reject);
    if (req.body) r.end(req.body);
    else r.end();
  });
}
