// Benchmark (not a test) for the property inventory. It fills a database with 30 objects,
// 151 buildings and ~42,500 units through the real services, then measures, side by side:
//  - the paged property database call (/api/uy) against a bare Fastify + pg route reading 50
//    rows by index (the budget: ≥ 60 % of its requests per second, DESIGN.md §7);
//  - in Chromium, a 2,000-unit chessboard: time to render it (≤ 1 s) and a filter click (≤ 200 ms).
// It prints the figures; nothing is asserted or stored.
//
// Usage: npm run bench:property          (a throw-away PostgreSQL cluster, scripts/with-postgres.sh)
//        BENCH_DB=pglite npm run bench:property:pglite   (the embedded database, in memory)
// Options: BENCH_SECONDS (per measured run, default 5), CHROMIUM_PATH (default /usr/bin/chromium).
import fs from "node:fs";
import path from "node:path";
import { createBuildingBodySchema, PAGE_KEYS } from "@makon/shared";
import autocannon from "autocannon";
import { sql } from "drizzle-orm";
import Fastify from "fastify";
import pg from "pg";
import { chromium } from "playwright-core";
import { buildApp } from "../src/app";
import { openDatabase } from "../src/db/client";
import { createBuilding } from "../src/modules/property/buildings.service";
import { createObject } from "../src/modules/property/objects.service";
import { createUser } from "../src/modules/users/users.service";

const DURATION = Number(process.env.BENCH_SECONDS ?? 5);
const PG_URL = process.env.DATABASE_URL ?? process.env.TEST_DATABASE_URL;
const usePglite = process.env.BENCH_DB === "pglite" || !PG_URL;
const webRoot = path.resolve(import.meta.dirname, "../../web/dist");
if (!fs.existsSync(path.join(webRoot, "index.html"))) {
  console.error("Build the web app first: npm run build");
  process.exit(1);
}

const database = await openDatabase(
  usePglite ? { kind: "pglite", dataDir: null } : { kind: "postgres", url: PG_URL as string, poolSize: 10 },
);
const db = database.db;

// ---- Fill ----------------------------------------------------------------------------------
const started = Date.now();
let unitCount = 0;
let bigBuildingId = 0;
for (let o = 1; o <= 30; o++) {
  const obj = await createObject(
    db,
    { name: `Bench obyekt ${o}`, address: `Toshkent sh., ${o}-mavze` },
    null,
  );
  for (let b = 1; b <= 5; b++) {
    const made = await createBuilding(
      db,
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
  if (o === 1) {
    // The chessboard under test: 5 entrances × 25 floors × 16 units = 2,000 units.
    const big = await createBuilding(
      db,
      createBuildingBodySchema.parse({
        objectId: obj.id,
        name: "Katta blok",
        entrances: 5,
        floors: 25,
        unitsPerFloor: 16,
        areaM2: 62.5,
        pricePerM2: 8_400_000,
        rooms: 2,
      }),
      null,
    );
    bigBuildingId = big.id;
    unitCount += big.unitsCount;
  }
}
// A mix of statuses and rooms, so the board has colours to filter by.
await db.execute(
  sql`update units set status = (array['available','available','sold','not_for_sale','available'])[1 + id % 5],
      rooms = 1 + id % 4 where building_id = ${bigBuildingId}`,
);
// Fresh statistics, as autovacuum would have them on a live database.
await db.execute(sql`analyze`);
console.log(
  `filled (${database.kind}): 30 objects, 151 buildings, ${unitCount} units in ${((Date.now() - started) / 1000).toFixed(1)} s`,
);

const password = `bench-${Date.now()}`;
await createUser(
  db,
  { name: "Bench", phone: "909999998", password, role: "bench", pagesDostup: [...PAGE_KEYS], dostup: [] },
  null,
);
const app = await buildApp({ db, webRoot });
await app.listen({ port: 0, host: "127.0.0.1" });
const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
const login = await fetch(`${base}/api/user/login`, {
  method: "POST",
  headers: { "content-type": "application/json" },
  body: JSON.stringify({ phone: "909999998", password }),
});
const token = ((await login.json()) as { token: string }).token;
const auth = { authorization: `Bearer ${token}` };

// ---- The bare reference: Fastify + the driver, no framework of ours --------------------------
const REFERENCE_SQL = "select id, number, total_price from units where building_id = $1 order by id limit 50";
const bare = Fastify();
if (usePglite) {
  const reference = sql.raw(REFERENCE_SQL.replace("$1", "75"));
  bare.get(
    "/rows",
    async () => ((await database.db.execute(reference)) as unknown as { rows: unknown[] }).rows,
  );
} else {
  const pool = new pg.Pool({ connectionString: PG_URL, max: 10 });
  bare.get("/rows", async () => (await pool.query(REFERENCE_SQL, [75])).rows);
  bare.addHook("onClose", async () => pool.end());
}
await bare.listen({ port: 0, host: "127.0.0.1" });
const bareUrl = `http://127.0.0.1:${(bare.server.address() as { port: number }).port}/rows`;

let distinct = 0;
async function run(url: string, headers: Record<string, string> = {}, seconds = DURATION) {
  // "{page}" in a URL becomes a new page number on every request: nothing is remembered.
  const requests: autocannon.Request[] | undefined = url.includes("{page}")
    ? [
        {
          setupRequest: (req) => ({
            ...req,
            path: (req.path ?? "").replace("%7Bpage%7D", String(1 + (distinct++ % 800))),
          }),
        },
      ]
    : undefined;
  const r = await autocannon({ url, connections: 20, duration: seconds, headers, requests });
  return { rps: r.requests.average, p99: r.latency.p99, errors: r.errors + r.non2xx };
}

const calls: [string, string][] = [
  ["GET /api/uy?size=50 (first page, all units)", `${base}/api/uy?size=50`],
  [
    "GET /api/uy?size=50&buildingId=75&status=available",
    `${base}/api/uy?size=50&buildingId=75&status=available`,
  ],
  ["GET /api/uy?size=50&page=20&sort=-price", `${base}/api/uy?size=50&page=20&sort=-price`],
  ["GET /api/uy?size=50&rooms=2&priceMin=300000000", `${base}/api/uy?size=50&rooms=2&priceMin=300000000`],
  ["GET /api/uy?size=50&page=N, N new each time (never remembered)", `${base}/api/uy?size=50&page={page}`],
  [`GET /api/bino/${bigBuildingId}/chessboard (2,000 units)`, `${base}/api/bino/${bigBuildingId}/chessboard`],
];
// Warm up every call (prepared plans, JIT), then measure each right after a reference run, so
// both see the same machine load.
await run(bareUrl, {}, 1);
for (const [, url] of calls) await run(url, auth, 1);
console.log(
  `\n${database.kind}, ${DURATION} s each, 20 connections; each call beside its own reference run\n`,
);
console.log("| call | req/s | reference req/s | of reference | p99 ms | errors |\n|---|---|---|---|---|---|");
for (const [name, url] of calls) {
  const ref = await run(bareUrl);
  const r = await run(url, auth);
  console.log(
    `| ${name} | ${Math.round(r.rps)} | ${Math.round(ref.rps)} | ${Math.round((r.rps / ref.rps) * 100)} % | ${r.p99} | ${r.errors + ref.errors} |`,
  );
}

// ---- Chromium: the 2,000-unit chessboard -----------------------------------------------------
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu"],
});
const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
await page.goto(`${base}/404`);
// In-page code is passed as text: this project is compiled without the DOM's types.
await page.evaluate(`localStorage.setItem("token", ${JSON.stringify(token)})`);
// What the in-page functions touch (this project is compiled without the DOM's types). Functions,
// not strings: the app's Content-Security-Policy forbids evaluating strings in the page.
type InPage = { document: { querySelectorAll(selector: string): { length: number } } };
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] as number;
const renders: number[] = [];
const clicks: number[] = [];
for (let i = 0; i < 5; i++) {
  await page.goto(`${base}/bino/${bigBuildingId}`);
  // From the start of navigation to the moment every cell is in the page.
  await page.waitForFunction(
    () => (globalThis as unknown as InPage).document.querySelectorAll(".cb-cell").length === 2000,
    null,
    {
      timeout: 30_000,
      polling: "raf",
    },
  );
  renders.push(await page.evaluate<number>("performance.now()"));
  for (const status of ["sold", "not_for_sale"]) {
    // The click, the re-render and the next frame: what a person waits for.
    clicks.push(
      await page.evaluate<number>(`(async () => {
        const button = document.querySelector('[data-legend="${status}"]');
        if (!button) throw new Error("no legend button ${status}");
        const t0 = performance.now();
        button.click();
        await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
        if (!document.querySelector(".cb-cell.cb-dim")) throw new Error("the filter dimmed nothing");
        return performance.now() - t0;
      })()`),
    );
  }
}
await browser.close();
console.log(`\nChromium, chessboard of building ${bigBuildingId} (2,000 units), 5 loads`);
console.log(`| measure | median ms | worst ms | budget ms |\n|---|---|---|---|`);
console.log(
  `| page load to all cells drawn | ${Math.round(median(renders))} | ${Math.round(Math.max(...renders))} | 1000 |`,
);
console.log(
  `| legend filter click to next frame | ${Math.round(median(clicks))} | ${Math.round(Math.max(...clicks))} | 200 |`,
);

await app.close();
await bare.close();
await database.close();
