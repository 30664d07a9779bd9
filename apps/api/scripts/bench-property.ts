// Benchmark (not a test) for the property inventory: fills a database with 30 objects,
// 150 buildings and ~40,500 units through the real services, then measures the paged property
// database call (/api/uy) against a bare Fastify route reading 50 rows, side by side.
// Usage: npm run bench:property                 (embedded PGlite, in memory)
//        DATABASE_URL=postgres://… npm run bench:property
import { createBuildingBodySchema, PAGE_KEYS } from "@makon/shared";
import autocannon from "autocannon";
import { sql } from "drizzle-orm";
import Fastify from "fastify";
import { buildApp } from "../src/app";
import { openDatabase } from "../src/db/client";
import { createBuilding } from "../src/modules/property/buildings.service";
import { createObject } from "../src/modules/property/objects.service";
import { createUser } from "../src/modules/users/users.service";

const DURATION = Number(process.env.BENCH_SECONDS ?? 5);
const database = await openDatabase(
  process.env.DATABASE_URL
    ? { kind: "postgres", url: process.env.DATABASE_URL }
    : { kind: "pglite", dataDir: null },
);
const started = Date.now();
let unitCount = 0;
for (let o = 1; o <= 30; o++) {
  const obj = await createObject(
    database.db,
    { name: `Bench obyekt ${o}`, address: `Toshkent sh., ${o}-mavze` },
    null,
  );
  for (let b = 1; b <= 5; b++) {
    const made = await createBuilding(
      database.db,
      createBuildingBodySchema.parse({
        objectId: obj.id,
        name: `${b}-blok`,
        entrances: 3,
        floors: 15,
        unitsPerFloor: 6,
        areaM2: 40 + b * 7,
        pricePerM2: 7_000_000 + o * 50_000,
        rooms: 1 + (b % 4),
      }),
      null,
    );
    unitCount += made.unitsCount;
  }
}
console.log(
  `filled: 30 objects, 150 buildings, ${unitCount} units in ${((Date.now() - started) / 1000).toFixed(1)} s`,
);

await createUser(
  database.db,
  {
    name: "Bench",
    phone: "909999998",
    password: "bench-password-1",
    role: "bench",
    pagesDostup: [...PAGE_KEYS],
    dostup: [],
  },
  null,
);
const app = await buildApp({ db: database.db });
await app.listen({ port: 0, host: "127.0.0.1" });
const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
const login = await fetch(`${base}/api/user/login`, {
  method: "POST",
  headers: { "content-type": "application/json" },
  body: JSON.stringify({ phone: "909999998", password: "bench-password-1" }),
});
const auth = { authorization: `Bearer ${((await login.json()) as { token: string }).token}` };

const bare = Fastify();
bare.get("/rows", async () => {
  const result = (await database.db.execute(
    sql`select id, number, total_price from units where building_id = 75 order by id limit 50`,
  )) as unknown as {
    rows: unknown[];
  };
  return result.rows;
});
await bare.listen({ port: 0, host: "127.0.0.1" });
const bareUrl = `http://127.0.0.1:${(bare.server.address() as { port: number }).port}/rows`;

async function run(url: string, headers: Record<string, string> = {}) {
  const r = await autocannon({ url, connections: 20, duration: DURATION, headers });
  return { rps: Math.round(r.requests.average), p99: r.latency.p99, errors: r.errors + r.non2xx };
}
const reference = await run(bareUrl);
const rows: [string, Awaited<ReturnType<typeof run>>][] = [
  ["bare Fastify + database, 50 units by index", reference],
  ["GET /api/uy?size=50 (first page, all units)", await run(`${base}/api/uy?size=50`, auth)],
  [
    "GET /api/uy?size=50&buildingId=75&status=available",
    await run(`${base}/api/uy?size=50&buildingId=75&status=available`, auth),
  ],
  [
    "GET /api/uy?size=50&page=200&sort=-price",
    await run(`${base}/api/uy?size=50&page=200&sort=-price`, auth),
  ],
  ["GET /api/bino/75/chessboard (270 units)", await run(`${base}/api/bino/75/chessboard`, auth)],
];
console.log(`\n${database.kind}, ${DURATION} s each, 20 connections\n`);
console.log("| call | req/s | of reference | p99 ms | errors |\n|---|---|---|---|---|");
for (const [name, r] of rows) {
  console.log(
    `| ${name} | ${r.rps} | ${Math.round((r.rps / reference.rps) * 100)} % | ${r.p99} | ${r.errors} |`,
  );
}
await app.close();
await bare.close();
await database.close();
