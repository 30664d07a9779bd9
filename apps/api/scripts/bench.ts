// The benchmark (not a test): `npm run bench` fills PostgreSQL (a throw-away cluster from
// scripts/with-postgres.sh) and then an embedded PGlite database on disk at the issue's scale with
// set-based SQL, runs every bench module against each, and prints one table per database: each
// call's cold and warm figures beside its bare reference, the share, the goal and ✓/✗. Budgets
// are checked here, not by timed tests. How to read it: docs/performance.md.
//
// Usage: npm run bench [-- module …]       e.g. npm run bench -- chessboard
// Environment:
//   BENCH_DB           postgres,pglite (default: both when a PostgreSQL URL is set, else pglite);
//                      a kind named twice is measured twice in the one run (postgres,pglite,postgres)
//   BENCH_SCALE        a fraction of the full scale for quick runs (default 1: 40,500 units,
//                      25,000 contracts, 100,000 clients, plus the 2,000-unit chessboard)
//   BENCH_CLIENTS      clients, overriding the scale's
//   BENCH_MILLION      clients of the extra PostgreSQL pass that runs the list and search modules
//                      again at that many clients (default 1000000; 0 skips it)
//   BENCH_SECONDS      per load run (default 5); BENCH_CONNECTIONS (default 20)
//   BENCH_JSON=file    also writes every row as JSON
//   BENCH_DOC=1        writes every table to docs/bench-latest.md, and the first with its notes
//                      into docs/performance.md between its markers
//   BENCH_KEEP=1       keeps the PostgreSQL database filled (its address is printed), to look into
//   BENCH_APP_FLAGS    Node flags for the app's process on PostgreSQL besides its own, e.g. --trace-gc-nvp
import fs from "node:fs";
import path from "node:path";
import pg from "pg";
import { runHarness } from "./bench/harness";
import { formatTable, verdict } from "./bench/table";
import type { BenchModule, BenchRow } from "./bench/types";
import { run as banks } from "./bench-banks";
import { run as chessboard } from "./bench-chessboard";
import { run as clients } from "./bench-clients";
import { run as collections } from "./bench-collections";
import { run as compat } from "./bench-compat";
import { run as contracts } from "./bench-contracts";
import { FULL_SCALE, type Scale } from "./bench-fill";
import { run as handover } from "./bench-handover";
import { run as property } from "./bench-property";
import { run as screens } from "./bench-screens";
import { run as stats } from "./bench-stats";
import { run as writes } from "./bench-writes";

/** Every bench module, in the order they run and print. */
const MODULES: [string, BenchModule][] = [
  ["compat", compat],
  ["chessboard", chessboard],
  ["property", property],
  ["contracts", contracts],
  ["banks", banks],
  ["collections", collections],
  ["handover", handover],
  ["clients", clients],
  ["stats", stats],
  ["screens", screens],
  ["writes", writes],
];

const env = process.env;
const fraction = Number(env.BENCH_SCALE ?? 1);
const scale: Scale = {
  objects: Math.max(1, Math.round(FULL_SCALE.objects * fraction)),
  contracts: Math.round(FULL_SCALE.contracts * fraction),
  clients: Number(env.BENCH_CLIENTS ?? Math.round(FULL_SCALE.clients * fraction)),
  bigBuilding: true,
};
const pgUrl = env.DATABASE_URL ?? env.TEST_DATABASE_URL;
const kinds = (env.BENCH_DB ?? (pgUrl ? "postgres,pglite" : "pglite")).split(",").map((k) => k.trim()) as (
  | "postgres"
  | "pglite"
)[];
const wanted = process.argv.slice(2);
const modules = wanted.length ? MODULES.filter(([name]) => wanted.includes(name)) : MODULES;
if (wanted.length && modules.length !== wanted.length)
  throw new Error(`unknown module; known: ${MODULES.map(([n]) => n).join(", ")}`);
const seconds = Number(env.BENCH_SECONDS ?? 5);
const connections = Number(env.BENCH_CONNECTIONS ?? 20);
const webRoot = path.resolve(import.meta.dirname, "../../web/dist");
const hasWeb = fs.existsSync(path.join(webRoot, "index.html"));
if (!hasWeb) console.log("No web build (npm run build): the browser rows are skipped.");

/** The PostgreSQL server's cache, printed with its tables: the figures depend on it (decision 24). */
async function serverCache(url: string | undefined): Promise<string> {
  if (!url) return "";
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ name: string; setting: string }>(
      "select name, current_setting(name) as setting from pg_settings where name in ('shared_buffers', 'effective_cache_size') order by name",
    );
    return rows.map((r) => `${r.name} ${r.setting}`).join(", ");
  } finally {
    await client.end();
  }
}
const pgCache = kinds.includes("postgres") ? await serverCache(pgUrl) : "";

const started = Date.now();
const sections: string[] = [];
const all: (BenchRow & { db: string })[] = [];
for (const kind of kinds) {
  const t0 = Date.now();
  const { rows, fillSeconds } = await runHarness(
    { kind, pgUrl, scale, seconds, connections, webRoot: hasWeb ? webRoot : undefined, log: console.log },
    modules,
  );
  const minutes = ((Date.now() - t0) / 60_000).toFixed(1);
  const round = all.some((r) => r.db === kind) ? ", again in the same run" : "";
  const heading =
    `### ${kind === "postgres" ? "PostgreSQL" : "PGlite (DATA_DIR on disk)"}${round}: ${scale.objects * 1_350 + 2_000} units, ` +
    `${scale.contracts} contracts, ${scale.clients} clients; ${seconds} s × ${connections} connections a run; ` +
    `filled in ${fillSeconds.toFixed(0)} s, measured in ${minutes} min${kind === "postgres" ? `; ${pgCache}` : ""}`;
  const table = formatTable(rows);
  sections.push(`${heading}\n\n${table}`);
  all.push(...rows.map((r) => ({ ...r, db: kind })));
  console.log(`\n${heading}\n\n${table}\n`);
}

// docs/product.md, Performance budgets: the client list and every search at 1,000,000 clients too,
// on PostgreSQL.
const million = Number(env.BENCH_MILLION ?? 1_000_000);
const listModules = modules.filter(([name]) =>
  ["property", "contracts", "banks", "collections", "handover", "clients"].includes(name),
);
if (kinds.includes("postgres") && million > scale.clients && listModules.length) {
  const big: Scale = { ...scale, clients: million };
  const t0 = Date.now();
  const { rows, fillSeconds } = await runHarness(
    { kind: "postgres", pgUrl, scale: big, seconds, connections, webRoot: undefined, log: console.log },
    listModules,
  );
  const heading =
    `### PostgreSQL at ${million.toLocaleString("en-US")} clients: the lists and searches again ` +
    `(${big.contracts} contracts); filled in ${fillSeconds.toFixed(0)} s, measured in ${((Date.now() - t0) / 60_000).toFixed(1)} min; ${pgCache}`;
  const table = formatTable(rows);
  sections.push(`${heading}\n\n${table}`);
  all.push(...rows.map((r) => ({ ...r, db: "postgres-1m" })));
  console.log(`\n${heading}\n\n${table}\n`);
}

const failed = all.filter((r) => verdict(r) === "✗").length;
const summary = `${all.length} rows, ${failed} off their goal; the whole run took ${((Date.now() - started) / 60_000).toFixed(1)} min on ${new Date().toISOString().slice(0, 10)}.`;
console.log(summary);
if (env.BENCH_JSON) fs.writeFileSync(env.BENCH_JSON, JSON.stringify(all, null, 2));
if (env.BENCH_DOC) writeDocs(sections, summary);

/** Every table to docs/bench-latest.md (the whole file); the first into docs/performance.md between its markers. */
function writeDocs(tables: string[], summary: string) {
  const docs = path.resolve(import.meta.dirname, "../../../docs");
  const file = path.join(docs, "performance.md");
  const doc = fs.readFileSync(file, "utf8");
  const [start, end] = ["<!-- bench:start -->", "<!-- bench:end -->"];
  const from = doc.indexOf(start);
  const to = doc.indexOf(end);
  if (from < 0 || to < from) throw new Error(`docs/performance.md has no ${start} … ${end}`);
  const header = "# Latest benchmark run (generated by `BENCH_DOC=1 npm run bench`; do not edit)";
  fs.writeFileSync(path.join(docs, "bench-latest.md"), `${[header, ...tables, summary].join("\n\n")}\n`);
  fs.writeFileSync(file, `${doc.slice(0, from + start.length)}\n${tables[0] ?? summary}\n${doc.slice(to)}`);
}
