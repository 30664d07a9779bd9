// Benchmark (not a test) for the clients search: fills a database with 100,000 clients (Uzbek
// names, unique phones, a third with passports), then times GET /api/client searches through the
// real server, one request at a time: a name in Latin, the same name in Cyrillic, a name with an
// apostrophe typed three ways, a phone in two formats, a passport. Budget: ≤ 100 ms each.
// It prints the figures; nothing is asserted or stored.
//
// Usage: npm run bench:clients            (a throw-away PostgreSQL cluster, scripts/with-postgres.sh)
//        BENCH_DB=pglite npm run bench:clients:pglite
import { foldSearch, PAGE_KEYS } from "@makon/shared";
import { sql } from "drizzle-orm";
import { buildApp } from "../src/app";
import { openDatabase } from "../src/db/client";
import { clients } from "../src/db/schema";
import { createUser } from "../src/modules/users/users.service";
import {
  FEMALE_FIRST,
  fullName,
  MALE_FIRST,
  PATRONYMICS_FEMALE,
  PATRONYMICS_MALE,
  SURNAMES,
} from "../src/seed/names";
import { createRandom } from "../src/seed/random";

const COUNT = Number(process.env.BENCH_CLIENTS ?? 100_000);
const PG_URL = process.env.DATABASE_URL ?? process.env.TEST_DATABASE_URL;
const usePglite = process.env.BENCH_DB === "pglite" || !PG_URL;
const database = await openDatabase(
  usePglite ? { kind: "pglite", dataDir: null } : { kind: "postgres", url: PG_URL as string, poolSize: 10 },
);
const db = database.db;
const rnd = createRandom(20261122);

const started = Date.now();
const BATCH = 2_000;
for (let from = 0; from < COUNT; from += BATCH) {
  const rows = Array.from({ length: Math.min(BATCH, COUNT - from) }, (_, k) => {
    const i = from + k;
    const female = rnd.next() < 0.45;
    const name = fullName(
      rnd.pick(female ? FEMALE_FIRST : MALE_FIRST),
      rnd.pick(SURNAMES),
      rnd.pick(female ? PATRONYMICS_FEMALE : PATRONYMICS_MALE),
      female,
    );
    // Unique by construction: an operator code and the row number.
    const phone = `${["90", "91", "93", "94", "97", "99"][i % 6]}${String(1_000_000 + i).slice(-7)}`;
    return {
      fullName: name,
      phone,
      source: "reception",
      passport:
        i % 3 === 0 ? `A${String.fromCharCode(65 + (i % 26))}${String(1_000_000 + i).slice(-7)}` : null,
      searchText: foldSearch(`${name} ${phone}`),
    };
  });
  await db.insert(clients).values(rows);
}
// The one we look for, among 100,000 namesakes of every other name.
await db.insert(clients).values({
  fullName: "Gʻulomjon Yoʻldoshev Alisherovich",
  phone: "889876543",
  source: "call_center",
  passport: "ZZ7654321",
  searchText: foldSearch("Gʻulomjon Yoʻldoshev Alisherovich 889876543"),
});
await db.execute(sql`analyze clients`);
console.log(
  `filled (${database.kind}): ${COUNT + 1} clients in ${((Date.now() - started) / 1000).toFixed(1)} s`,
);

const password = `bench-${Date.now()}`;
await createUser(
  db,
  {
    name: "Bench",
    phone: "909999996",
    password,
    role: "bench",
    pagesDostup: [...PAGE_KEYS],
    dostup: ["client_passport_view"],
  },
  null,
);
const app = await buildApp({ db });
await app.listen({ port: 0, host: "127.0.0.1" });
const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
const login = await fetch(`${base}/api/user/login`, {
  method: "POST",
  headers: { "content-type": "application/json" },
  body: JSON.stringify({ phone: "909999996", password }),
});
const headers = { authorization: `Bearer ${((await login.json()) as { token: string }).token}` };

const searches = [
  "Yoʻldoshev Alisherovich",
  "Йўлдошев Алишерович",
  "G'ulomjon",
  "Gʻulomjon",
  "Гуломжон",
  "88 987-65-43",
  "+998 88 987 65 43",
  "ZZ76543",
  "Dilnoza",
  "Karimov",
];
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] as number;
console.log(`\n| search | found | median ms | worst ms | budget ms |\n|---|---|---|---|---|`);
for (const q of searches) {
  const url = `${base}/api/client?size=20&q=${encodeURIComponent(q)}`;
  await fetch(url, { headers }); // warm
  const times: number[] = [];
  let total = 0;
  for (let i = 0; i < 15; i++) {
    const t0 = performance.now();
    const res = await fetch(url, { headers });
    const body = (await res.json()) as { total: number };
    times.push(performance.now() - t0);
    total = body.total;
  }
  console.log(`| ${q} | ${total} | ${median(times).toFixed(1)} | ${Math.max(...times).toFixed(1)} | 100 |`);
}
await app.close();
await database.close();
