// Benchmark (not a test): requests per second of the API's hot paths against a bare Fastify
// route on the same machine, so the ratio, not the absolute figure, is what to compare.
// Usage: npm run bench            (embedded PGlite, in memory)
//        DATABASE_URL=postgres://… npm run bench

import { PAGE_KEYS } from "@makon/shared";
import autocannon from "autocannon";
import { sql } from "drizzle-orm";
import Fastify from "fastify";
import { buildApp } from "../src/app";
import { openDatabase } from "../src/db/client";
import { createUser } from "../src/modules/users/users.service";
import { seedDemo } from "../src/seed/demo";

const DURATION = Number(process.env.BENCH_SECONDS ?? 5);

async function run(url: string, headers: Record<string, string> = {}) {
  const result = await autocannon({ url, connections: 20, duration: DURATION, headers });
  return {
    rps: Math.round(result.requests.average),
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

const database = await openDatabase(
  process.env.DATABASE_URL
    ? { kind: "postgres", url: process.env.DATABASE_URL }
    : { kind: "pglite", dataDir: null },
);
await seedDemo(database.db, { password: "bench-password-1" }, () => {});
// Enough employees for a full page of 50.
for (let i = 0; i < 60; i++) {
  await createUser(
    database.db,
    {
      name: `Xodim ${i}`,
      phone: `9080${String(i).padStart(5, "0")}`,
      password: "bench-password-1",
      role: "Sotuv menejeri",
      pagesDostup: ["home"],
      dostup: [],
    },
    null,
  );
}
await createUser(
  database.db,
  {
    name: "Bench",
    phone: "909999999",
    password: "bench-password-1",
    role: "bench",
    pagesDostup: [...PAGE_KEYS],
    dostup: [],
  },
  null,
).catch(() => undefined);
const app = await buildApp({ db: database.db });
await app.listen({ port: 0, host: "127.0.0.1" });
const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
const login = await fetch(`${base}/api/user/login`, {
  method: "POST",
  headers: { "content-type": "application/json" },
  body: JSON.stringify({ phone: "909999999", password: "bench-password-1" }),
});
const { token } = (await login.json()) as { token: string };
const auth = { authorization: `Bearer ${token}` };
const etag = (await fetch(`${base}/api/uy/all`, { headers: auth })).headers.get("etag") ?? "";

const bare = Fastify();
bare.get("/", async () => ({ ok: true }));
// The budget's reference (DESIGN.md §7): a bare Fastify route reading 50 rows by index.
bare.get("/rows", async () => {
  // Both drivers answer execute() with { rows }.
  const result = (await database.db.execute(
    sql`select id, name, phone, role from users order by name, id limit 50`,
  )) as unknown as {
    rows: unknown[];
  };
  return result.rows;
});
await bare.listen({ port: 0, host: "127.0.0.1" });
const bareUrl = `http://127.0.0.1:${(bare.server.address() as { port: number }).port}/`;

const rows: [string, Awaited<ReturnType<typeof run>>][] = [];
rows.push(["bare Fastify JSON route", await run(bareUrl)]);
rows.push(["bare Fastify + database, 50 rows", await run(`${bareUrl}rows`)]);
rows.push(["GET /api/user/decodeToken (session lookup)", await run(`${base}/api/user/decodeToken`, auth)]);
rows.push(["GET /api/user?size=50 (paged employees)", await run(`${base}/api/user?size=50`, auth)]);
rows.push([
  "GET /api/tashkilot?size=50 (paged organisations)",
  await run(`${base}/api/tashkilot?size=50`, auth),
]);
rows.push(["GET /api/uy/all_stat (200)", await run(`${base}/api/uy/all_stat`, auth)]);
rows.push([
  "GET /api/uy/all (304, If-None-Match)",
  await run(`${base}/api/uy/all`, { ...auth, "if-none-match": etag }),
]);
rows.push([
  "GET /api/uy/all (200, 344 units, gzip)",
  await run(`${base}/api/uy/all`, { ...auth, "accept-encoding": "gzip" }),
]);

console.log(`\n${database.kind}, ${DURATION} s each, 20 connections\n`);
console.log("| call | req/s | p99 ms | errors |\n|---|---|---|---|");
for (const [name, r] of rows) console.log(`| ${name} | ${r.rps} | ${r.p99} | ${r.errors} |`);
await app.close();
await bare.close();
await database.close();
