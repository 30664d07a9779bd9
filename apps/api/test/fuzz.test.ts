import { writeFileSync } from "node:fs";
import { Writable } from "node:stream";
import { isErrorCode } from "@makon/shared";
import fc from "fast-check";
import type { FastifyInstance, InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../src/app";
import type { Database } from "../src/db/client";
import { loggerOptions } from "../src/lib/log-options";
import { makeAdmin } from "./helpers/admin";
import { fingerprint, type IdPools, poolFor, seedForFuzz } from "./helpers/fuzz-seed";
import { bodyFor, encodeQuery, type JsonSchema, pathValue, queryFor } from "./helpers/fuzz-values";
import { auth, type TestUser } from "./helpers/test-app";
import { createTestDatabase } from "./helpers/test-db";

/**
 * Every write route and every list with a query string gets random and hostile input from a user
 * holding every right: nothing may answer 5xx, and a refused request (4xx) must change nothing.
 * The routes' own schemas (from the OpenAPI document) shape most inputs, so they reach the
 * services; the rest are hostile values in their place.
 */
const CI_INPUTS = 10_500;
const TOTAL_INPUTS = Number(process.env.FUZZ_INPUTS ?? (process.env.CI === "true" ? CI_INPUTS : 2_500));
/** The seed is printed on failure; FUZZ_SEED=… replays a run (FUZZ_INPUTS=… sets its size). */
const SEED = Number(process.env.FUZZ_SEED ?? Date.now() % 1_000_000);

let database: Database;
let app: FastifyInstance;
let admin: TestUser;
let pools: IdPools;
let lastError = "";
let sent = 0;
/** Answers per route by status and code: FUZZ_REPORT=file writes them, to see how deep the inputs reach. */
const answers = new Map<string, Record<string, number>>();
function tally(route: string, answer: string) {
  const counts = answers.get(route) ?? {};
  counts[answer] = (counts[answer] ?? 0) + 1;
  answers.set(route, counts);
}

/**
 * The server log's last error or warning line: what failed, as the log keeps it (no values). A
 * database refusing input is answered with a 4xx by the error handler, but it means a schema let
 * the input through: the walk counts it as a finding too.
 */
const serverLog = new Writable({
  write(chunk, _enc, done) {
    lastError = String(chunk).slice(0, 2_000);
    done();
  },
});

interface Operation {
  parameters?: { in: string; name: string; schema: JsonSchema; required?: boolean }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}
type OpenApi = { paths: Record<string, Record<string, Operation>> };

interface Target {
  method: string;
  url: string;
  query: Record<string, JsonSchema> | null;
  requiredQuery: string[];
  body: JsonSchema | undefined;
  takesBody: boolean;
}

/** The one route that would end the walker's own session. */
const SKIP = new Set(["POST /api/user/logout"]);

function targets(doc: OpenApi): Target[] {
  const out: Target[] = [];
  for (const r of app.routeCatalogue) {
    if (r.method === "HEAD" || r.method === "OPTIONS" || SKIP.has(`${r.method} ${r.url}`)) continue;
    if (!r.url.startsWith("/api/") || r.url.includes("*")) continue;
    const op = doc.paths[r.url.replace(/:(\w+)/g, "{$1}")]?.[r.method.toLowerCase()];
    const queryParams = (op?.parameters ?? []).filter((p) => p.in === "query");
    const write = r.method !== "GET";
    if (!write && queryParams.length === 0) continue;
    out.push({
      method: r.method,
      url: r.url,
      query: queryParams.length ? Object.fromEntries(queryParams.map((p) => [p.name, p.schema])) : null,
      requiredQuery: queryParams.filter((p) => p.required).map((p) => p.name),
      body: op?.requestBody?.content?.["application/json"]?.schema,
      takesBody: write,
    });
  }
  return out;
}

function requestFor(t: Target): fc.Arbitrary<InjectOptions & { url: string }> {
  const names = [...t.url.matchAll(/:(\w+)/g)].map((m) => m[1] as string);
  const path = fc.tuple(...names.map((n) => pathValue(poolFor(pools, t.url, n), [admin.id])));
  const query = t.query ? queryFor(t.query, t.requiredQuery, pools.fields) : fc.constant({});
  const body = t.takesBody ? bodyFor(t.body, pools.fields) : fc.constant(undefined);
  return fc.tuple(path, query, body).map(([values, q, payload]) => {
    let url = t.url;
    names.forEach((n, i) => {
      url = url.replace(`:${n}`, values[i] as string);
    });
    return {
      method: t.method as InjectOptions["method"],
      url: `${url}${encodeQuery(q)}`,
      headers: {
        ...auth(admin.token),
        ...(payload !== undefined ? { "content-type": "application/json" } : {}),
      },
      ...(payload !== undefined ? { payload: JSON.stringify(payload) ?? "" } : {}),
    };
  });
}

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildApp({
    db: database.db,
    logger: { ...(loggerOptions("warn") as object), stream: serverLog },
    // The event-loop guard answers 503 when the machine is busy: a judgement of load, not of input.
    pressure: false,
    compareAnswers: true,
  });
  await app.ready();
  admin = await makeAdmin(app, database.db);
  pools = await seedForFuzz(app, database.db, admin);
}, 120_000);

afterAll(async () => {
  await app?.close();
  await database?.close();
});

/**
 * The sign-in route refuses with 401 and records the failure (the audit, the throttle), and so
 * does one's own password change with a wrong current password (400): by design.
 */
const WRITES_WHEN_REFUSED = new Set(["POST /api/user/login", "POST /api/user/me/password"]);

describe("hostile input never gives 5xx, and a refused request changes nothing", () => {
  it("walks every write route and every list", async () => {
    const res = await app.inject({ url: "/api/docs/json" });
    const all = targets(res.json() as OpenApi);
    expect(all.length).toBeGreaterThan(50);
    const perRoute = Math.ceil(TOTAL_INPUTS / all.length);
    const failures: string[] = [];
    for (const t of all) {
      const name = `${t.method} ${t.url}`;
      let before = await fingerprint(database.db);
      const result = await fc.check(
        fc.asyncProperty(requestFor(t), async (req) => {
          lastError = "";
          const reply = await app.inject(req);
          sent++;
          const code = reply.statusCode >= 400 ? (reply.json() as { code?: unknown }).code : "";
          tally(name, `${reply.statusCode} ${code}`.trim());
          if (reply.statusCode >= 500 || lastError.includes("database refused the input"))
            throw new Error(`${reply.statusCode} ${reply.body}\n  log: ${lastError || "(nothing)"}`);
          if (reply.statusCode >= 400 && !isErrorCode(code))
            throw new Error(`${reply.statusCode} without a code of ours: ${reply.body}`);
          const after = await fingerprint(database.db);
          if (reply.statusCode >= 400 && after !== before && !WRITES_WHEN_REFUSED.has(name))
            throw new Error(`${reply.statusCode} ${reply.body} changed the data:\n  ${before}\n→ ${after}`);
          before = after;
        }),
        { numRuns: perRoute, seed: SEED, endOnFailure: true },
      );
      if (result.failed) {
        const input = JSON.stringify(result.counterexample?.[0] ?? null).slice(0, 1_500);
        failures.push(`${name}\n  input: ${input}\n  ${String(result.errorInstance ?? "").slice(0, 1_500)}`);
      }
    }
    if (process.env.FUZZ_REPORT)
      writeFileSync(
        process.env.FUZZ_REPORT,
        `${failures.join("\n\n")}\n\n${sent} requests\n${[...answers].map(([k, v]) => `${k} ${JSON.stringify(v)}`).join("\n")}`,
      );
    expect(failures, `seed ${SEED}:\n${failures.join("\n\n")}`).toEqual([]);
    // Under CI at least CI_INPUTS (10,500): every route got its share.
    expect(sent).toBeGreaterThanOrEqual(TOTAL_INPUTS);
  }, 900_000);
});
