import pg from "pg";
import { afterEach, describe, expect, it } from "vitest";
import { DEMO_STAFF } from "../src/seed/demo-staff";
import { type ServerProcess, startServerProcess } from "./helpers/server-process";
import { createEmptyPostgresDatabase } from "./helpers/test-db";

const ADMIN_PHONE = "900000001";
const ADMIN_PASSWORD = "startup-test-password";
const DEMO_PASSWORD = "startup-demo-password";

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** A sign-in's status; a 503 (a server just started on a loaded machine sheds load) is tried again. */
async function signIn(port: number, phone: string, password: string): Promise<number> {
  for (let attempt = 1; ; attempt++) {
    const res = await fetch(`http://127.0.0.1:${port}/api/user/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ phone, password }),
    });
    await res.arrayBuffer();
    if (res.status !== 503 || attempt === 10) return res.status;
    await new Promise((r) => setTimeout(r, 1_000));
  }
}

async function count(url: string, statement: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: string }>(statement);
    return Number(rows[0]?.n);
  } finally {
    await client.end();
  }
}

/** Two real server processes on one new, empty database, started in the same instant. */
async function startTwo(seedDemo: boolean): Promise<{ url: string; servers: ServerProcess[] }> {
  const empty = await createEmptyPostgresDatabase();
  cleanups.push(empty.drop);
  const env = {
    DATABASE_URL: empty.url,
    ADMIN_PHONE,
    ADMIN_PASSWORD,
    DEMO_PASSWORD,
    SEED_DEMO: seedDemo ? "1" : "0",
  };
  const started = await Promise.allSettled([
    startServerProcess(env, { startMs: 240_000 }),
    startServerProcess(env, { startMs: 240_000 }),
  ]);
  const servers: ServerProcess[] = [];
  for (const s of started) if (s.status === "fulfilled") servers.push(s.value);
  for (const s of servers) cleanups.push(s.dispose);
  const failures = started.flatMap((s) => (s.status === "rejected" ? [String(s.reason)] : []));
  expect(failures, "both processes start").toEqual([]);
  return { url: empty.url, servers };
}

const printed = (servers: ServerProcess[], line: string) =>
  servers.filter((s) => s.output().includes(line)).length;

// What a start does once (migrations, the first administrator, the demo data, the legacy files)
// is guarded by a database lock; PGlite has one process per folder anyway (lock.ts).
describe.runIf(process.env.TEST_DATABASE_URL)("two processes starting together on PostgreSQL", () => {
  it("an empty database: both serve a sign-in, one administrator is made", async () => {
    const { url, servers } = await startTwo(false);
    for (const s of servers) expect(await signIn(s.port, ADMIN_PHONE, ADMIN_PASSWORD)).toBe(200);
    expect(printed(servers, "First administrator created")).toBe(1);
    expect(await count(url, "select count(*) as n from users")).toBe(1);
  }, 300_000);

  it("with SEED_DEMO=1: both serve a sign-in, the demo data is made once", async () => {
    const { url, servers } = await startTwo(true);
    const [reception] = DEMO_STAFF;
    for (const s of servers) {
      expect(await signIn(s.port, ADMIN_PHONE, ADMIN_PASSWORD)).toBe(200);
      expect(await signIn(s.port, reception.phone, DEMO_PASSWORD)).toBe(200);
    }
    expect(printed(servers, "First administrator created")).toBe(1);
    expect(printed(servers, "Demo data created")).toBe(1);
    expect(await count(url, "select count(*) as n from users")).toBe(1 + DEMO_STAFF.length);
    expect(await count(url, "select count(*) as n from objects")).toBe(2);
  }, 300_000);
});
