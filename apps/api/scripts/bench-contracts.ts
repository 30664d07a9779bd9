// Benchmark (not a test) for the contract lists: fills a database with 25,000 contracts (each
// with its schedule and a few payments) on 25,000 units, then measures the paged contract list
// (/api/shartnoma) against a bare Fastify + pg route reading 50 rows by index, side by side —
// the budget is ≥ 60 % of the reference's requests per second (DESIGN.md §7). It also times pages
// that are not remembered (a new filter each request). It prints the figures; nothing is stored.
//
// Usage: npm run bench:contracts            (a throw-away PostgreSQL cluster, scripts/with-postgres.sh)
import { createBuildingBodySchema, foldSearch, PAGE_KEYS, PAYMENT_TYPES, planSchedule } from "@makon/shared";
import autocannon from "autocannon";
import { eq, sql } from "drizzle-orm";
import Fastify from "fastify";
import pg from "pg";
import { buildApp } from "../src/app";
import { openDatabase } from "../src/db/client";
import {
  clients,
  contractCounters,
  contracts,
  organisations,
  payments,
  scheduleItems,
  units,
} from "../src/db/schema";
import { createBuilding } from "../src/modules/property/buildings.service";
import { createObject } from "../src/modules/property/objects.service";
import { createUser } from "../src/modules/users/users.service";

const COUNT = Number(process.env.BENCH_CONTRACTS ?? 25_000);
const DURATION = Number(process.env.BENCH_SECONDS ?? 5);
const PG_URL = process.env.DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (!PG_URL) {
  console.error("Needs PostgreSQL: run it as npm run bench:contracts");
  process.exit(1);
}
const database = await openDatabase({ kind: "postgres", url: PG_URL, poolSize: 10 });
const db = database.db;
const started = Date.now();

// Units: 10 objects × 10 buildings × 250 units.
const unitIds: { id: number; areaM2: number; pricePerM2: number }[] = [];
for (let o = 1; o <= 10 && unitIds.length < COUNT; o++) {
  const obj = await createObject(
    db,
    { name: `Bench obyekt ${o}`, address: `Toshkent sh., ${o}-mavze` },
    null,
  );
  for (let b = 1; b <= 10 && unitIds.length < COUNT; b++) {
    const made = await createBuilding(
      db,
      createBuildingBodySchema.parse({
        objectId: obj.id,
        name: `${b}-blok`,
        entrances: 5,
        floors: 10,
        unitsPerFloor: 5,
        areaM2: 45 + b * 5,
        pricePerM2: 8_000_000 + o * 100_000,
        rooms: 1 + (b % 4),
      }),
      null,
    );
    unitIds.push(
      ...(await db
        .select({ id: units.id, areaM2: units.areaM2, pricePerM2: units.pricePerM2 })
        .from(units)
        .where(eq(units.buildingId, made.id))),
    );
  }
}
const [seller] = await db
  .insert(organisations)
  .values({ name: "Makon Qurilish", kind: "own", stir: "300000001" })
  .returning();
const manager = await createUser(
  db,
  {
    name: "Bench",
    phone: "909999995",
    password: `bench-${Date.now()}`,
    role: "bench",
    pagesDostup: [...PAGE_KEYS],
    dostup: [],
  },
  null,
);

const BATCH = 1_000;
for (let from = 0; from < COUNT; from += BATCH) {
  const slice = unitIds.slice(from, Math.min(from + BATCH, COUNT));
  const people = await db
    .insert(clients)
    .values(
      slice.map((_, k) => {
        const i = from + k;
        const name = `Xaridor ${i} Benchmarkov`;
        const phone = `88${String(1_000_000 + i).slice(-7)}`;
        return {
          fullName: name,
          phone,
          source: "reception",
          step: "contract",
          searchText: foldSearch(`${name} ${phone}`),
        };
      }),
    )
    .returning({ id: clients.id });
  const rows = slice.map((u, k) => {
    const i = from + k;
    const paymentType = PAYMENT_TYPES[i % PAYMENT_TYPES.length] as (typeof PAYMENT_TYPES)[number];
    const total = Math.round(u.areaM2 * u.pricePerM2);
    const downPayment = paymentType === "full" ? total : Math.round(total * 0.3);
    const day = new Date(Date.UTC(2024, 0, 1) + (i % 900) * 86_400_000).toISOString().slice(0, 10);
    return {
      number: `${day.slice(0, 4)}-${String(i + 1).padStart(5, "0")}`,
      year: Number(day.slice(0, 4)),
      seq: i + 1,
      date: day,
      clientId: people[k]!.id,
      unitId: u.id,
      sellerOrganisationId: seller!.id,
      managerId: manager.id,
      areaM2: u.areaM2,
      pricePerM2: u.pricePerM2,
      total,
      paymentType,
      downPayment,
      months: paymentType === "installment" ? 24 : 0,
      status: i % 10 === 0 ? "refused" : i % 3 === 0 ? "concluded" : "in_process",
    };
  });
  const made = await db.insert(contracts).values(rows).returning({
    id: contracts.id,
    total: contracts.total,
    downPayment: contracts.downPayment,
    paymentType: contracts.paymentType,
    months: contracts.months,
    date: contracts.date,
  });
  const schedule = made.flatMap((c) =>
    planSchedule({
      paymentType: c.paymentType as (typeof PAYMENT_TYPES)[number],
      total: c.total,
      downPayment: c.downPayment,
      months: c.months,
      date: c.date,
    }).map((r) => ({ ...r, contractId: c.id })),
  );
  for (let s = 0; s < schedule.length; s += 5_000)
    await db.insert(scheduleItems).values(schedule.slice(s, s + 5_000));
  await db.insert(payments).values(
    made.map((c) => ({
      contractId: c.id,
      paidAt: c.date,
      amount: c.downPayment,
      method: "cash",
      userId: manager.id,
    })),
  );
}
await db
  .insert(contractCounters)
  .values({ year: 2026, last: COUNT + 1 })
  .onConflictDoNothing();
await db.execute(sql`analyze`);
console.log(
  `filled: ${COUNT} contracts with schedules and payments in ${((Date.now() - started) / 1000).toFixed(1)} s`,
);

const app = await buildApp({ db });
await app.listen({ port: 0, host: "127.0.0.1" });
const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
const password = `bench-${Date.now()}`;
await createUser(
  db,
  { name: "Bench2", phone: "909999994", password, role: "bench", pagesDostup: [...PAGE_KEYS], dostup: [] },
  null,
);
const login = await fetch(`${base}/api/user/login`, {
  method: "POST",
  headers: { "content-type": "application/json" },
  body: JSON.stringify({ phone: "909999994", password }),
});
const auth = { authorization: `Bearer ${((await login.json()) as { token: string }).token}` };

const pool = new pg.Pool({ connectionString: PG_URL, max: 10 });
// Two references: the narrow one of the other benchmarks (three columns), and the same 50
// contracts with all their columns — what a bare route serving this list would read and send.
// The response size matters on a 2-core machine where autocannon shares the CPU with the server.
const bare = Fastify();
bare.get(
  "/rows",
  async () =>
    (await pool.query("select id, number, total from contracts order by date desc, id desc limit 50")).rows,
);
bare.get(
  "/full",
  async () => (await pool.query("select * from contracts order by date desc, id desc limit 50")).rows,
);
await bare.listen({ port: 0, host: "127.0.0.1" });
const bareBase = `http://127.0.0.1:${(bare.server.address() as { port: number }).port}`;
const bareUrl = `${bareBase}/rows`;
const fullUrl = `${bareBase}/full`;

let distinct = 0;
async function run(url: string, headers: Record<string, string> = {}, seconds = DURATION) {
  const requests: autocannon.Request[] | undefined = url.includes("{n}")
    ? [
        {
          setupRequest: (req) => ({
            ...req,
            path: (req.path ?? "").replace("%7Bn%7D", String(1 + (distinct++ % Math.floor(COUNT / 50)))),
          }),
        },
      ]
    : undefined;
  const r = await autocannon({ url, connections: 20, duration: seconds, headers, requests });
  return { rps: r.requests.average, p99: r.latency.p99, errors: r.errors + r.non2xx };
}
const gzip = { ...auth, "accept-encoding": "gzip, deflate, br" };
const calls: [string, string, Record<string, string>?][] = [
  ["GET /api/shartnoma?size=50 (first page, newest)", `${base}/api/shartnoma?size=50`],
  ["the same, asking for gzip as browsers do", `${base}/api/shartnoma?size=50`, gzip],
  [
    "GET /api/shartnoma?status=concluded&size=50&page=20",
    `${base}/api/shartnoma?status=concluded&size=50&page=20`,
  ],
  ["GET /api/shartnoma?overdue=true&size=50", `${base}/api/shartnoma?overdue=true&size=50`],
  [
    "GET /api/shartnoma?size=50&page=N, N new each time (never remembered)",
    `${base}/api/shartnoma?size=50&page={n}`,
  ],
];
await run(bareUrl, {}, 1);
await run(fullUrl, {}, 1);
for (const [, url, headers] of calls) await run(url, headers ?? auth, 1);
console.log(`\npostgres, ${DURATION} s each, 20 connections; each call beside its own reference run\n`);
console.log(
  "| call | req/s | narrow ref. req/s | of narrow | full-row ref. req/s | of full-row | p99 ms | errors |\n|---|---|---|---|---|---|---|---|",
);
const pct = (a: number, b: number) => `${Math.round((a / b) * 100)} %`;
for (const [name, url, headers] of calls) {
  const ref = await run(bareUrl);
  const full = await run(fullUrl);
  const r = await run(url, headers ?? auth);
  console.log(
    `| ${name} | ${Math.round(r.rps)} | ${Math.round(ref.rps)} | ${pct(r.rps, ref.rps)} | ${Math.round(full.rps)} | ${pct(r.rps, full.rps)} | ${r.p99} | ${r.errors + ref.errors + full.errors} |`,
  );
}
await app.close();
await bare.close();
await pool.end();
await database.close();
