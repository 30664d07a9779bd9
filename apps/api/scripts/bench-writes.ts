// Bench module: what every request and every write pays. The sign-in check (GET
// /api/user/decodeToken) for one session and for 200 people's sessions in turn, beside a bare
// Fastify route reading one row; recording a payment (a new Idempotency-Key each time, contracts in
// turn, audit row and key included) beside a bare INSERT into the same payments table (its indexes,
// keys and change counters) and, for scale, into a plain table; and the commit of a 2,000-row
// insert into a tracked table against an untracked copy (the change counters' commit cost).
// Run alone: npm run bench -- writes
import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import type { BenchContext, BenchRow, Figures } from "./bench/types";

const PAYMENT = JSON.stringify({ amount: 1000, method: "cash", paidAt: "2026-11-20" });
const JSON_BODY = { "content-type": "application/json" };

async function rows<T>(ctx: BenchContext, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await ctx.db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** Contracts that owe far more than a benchmark pays into them, and the bench user's id. */
async function payable(ctx: BenchContext): Promise<{ ids: number[]; userId: number }> {
  const ids = (
    await rows<{ id: number }>(
      ctx,
      sql`select id from contracts c where status <> 'refused' and total - 100000000 >
            (select coalesce(sum(amount), 0) from payments p where p.contract_id = c.id)
          order by id limit 5000`,
    )
  ).map((r) => r.id);
  const me = (await (await fetch(`${ctx.base}/api/user/decodeToken`, { headers: ctx.auth })).json()) as {
    decodeToken: { id: number };
  };
  if (ids.length < 10) throw new Error("the writes bench needs a filled database");
  return { ids, userId: me.decodeToken.id };
}

/** Sessions of 200 people (made here), so the lookup does not read one hot row. */
async function manySessions(ctx: BenchContext): Promise<Record<string, string>[]> {
  const made = await rows<{ id: number }>(
    ctx,
    sql`insert into users (name, phone, password_hash, role, pages_dostup, client_scope, contract_scope)
        select 'Bench kirish ' || g, '94' || lpad(g::text, 7, '0'), 'x', 'bench', array['home'], 'own', 'own'
        from generate_series(1, 200) g
        returning id`,
  );
  return Promise.all(made.map((u) => ctx.sessionFor(u.id)));
}

/** Median commit time of a 2,000-row insert into `table` (organisations or its untracked copy). */
async function commitMs(
  ctx: BenchContext,
  table: string,
): Promise<{ median: number; worst: number; n: number }> {
  const times: number[] = [];
  for (let round = 0; round < 9; round++) {
    let started = 0;
    await ctx.db.transaction(async (tx) => {
      await tx.execute(sql`
        insert into ${sql.identifier(table)} (name, kind, stir)
        select 'Bench org ' || g, 'partner', (800000000 + ${round * 10_000} + g)::text
        from generate_series(1, 2000) g`);
      // What the awaited transaction does after this is its commit, deferred triggers included.
      started = performance.now();
    });
    times.push(performance.now() - started);
    await ctx.db.execute(sql`delete from ${sql.identifier(table)} where name like 'Bench org %'`);
  }
  times.sort((a, b) => a - b);
  const round2 = (ms: number) => Math.round(ms * 100) / 100;
  return { median: round2(times[4] ?? 0), worst: round2(times[8] ?? 0), n: times.length };
}

export async function run(ctx: BenchContext): Promise<BenchRow[]> {
  const { ids, userId } = await payable(ctx);
  const sessions = await manySessions(ctx);
  // The bare INSERTs go to the same contracts in turn as the app's payments (so each pays what a
  // payment into a contract pays: its row's lock and paid, decision 14); they are deleted afterwards.
  await ctx.db.execute(sql`create table bench_plain_inserts (id serial primary key, contract_id int not null,
    amount bigint not null, method text not null, paid_at date not null, user_id int not null,
    created_at timestamptz not null default now())`);
  const insert = (statement: string) => async (request: { body: unknown; params: unknown }) => {
    const b = request.body as { amount: number; method: string; paidAt: string };
    const contract = Number((request.params as { contract: string }).contract);
    return (await ctx.bareQuery(statement, [contract, b.amount, b.method, b.paidAt, userId]))[0];
  };
  const base = await ctx.reference((bare) => {
    bare.get(
      "/writes/one-row",
      async () => (await ctx.bareQuery("select id, name from users where id = $1", [userId]))[0],
    );
    // Marked by their receipt number, to be deleted afterwards.
    bare.post(
      "/writes/insert-payment/:contract",
      insert(`insert into payments (contract_id, amount, method, paid_at, user_id, receipt_number)
        values ($1, $2, $3, $4, $5, 'bench-bare') returning *`),
    );
    bare.post(
      "/writes/insert-plain/:contract",
      insert(`insert into bench_plain_inserts (contract_id, amount, method, paid_at, user_id)
        values ($1, $2, $3, $4, $5) returning *`),
    );
  });
  const decode = `${ctx.base}/api/user/decodeToken`;
  // With the same header sets as the call when it has them: the load generator's work per request
  // (a worker thread on the same two cores) is then the same on both sides.
  const oneRow = (headerSets?: Record<string, string>[]) =>
    ctx.load({ url: `${base}/writes/one-row`, ...(headerSets ? { headerSets } : {}) });
  // A new key on every request ({n}), under a prefix of its own for every run.
  const pay = (): Promise<Figures> =>
    ctx.load({
      url: `${ctx.base}/api/shartnoma/{v}/payments`,
      method: "POST",
      headers: { ...JSON_BODY, ...ctx.auth, "idempotency-key": `bench-${randomUUID()}-{n}` },
      body: PAYMENT,
      cycle: 1_000_000_000,
      values: ids.map(String),
    });
  const bareInsert = (path: string) =>
    ctx.load({
      url: `${base}${path}/{v}`,
      method: "POST",
      headers: JSON_BODY,
      body: PAYMENT,
      values: ids.map(String),
    });

  // Each call right after its reference, so both meet the same machine.
  const refCold = await oneRow(sessions);
  const cold = await ctx.load({ url: decode, headerSets: sessions, cold: true });
  const refWarm = await oneRow();
  const warm = await ctx.load({ url: decode, headers: ctx.auth });
  const refPayments = await bareInsert("/writes/insert-payment");
  const payments = await pay();
  const refPlain = await bareInsert("/writes/insert-plain");
  const payments2 = await pay();
  await ctx.db.execute(sql`delete from payments where receipt_number = 'bench-bare'`);
  await ctx.db.execute(sql`drop table bench_plain_inserts`);

  await ctx.db.execute(sql`create table bench_untracked_orgs (like organisations including all)`);
  const tracked = await commitMs(ctx, "organisations");
  const untracked = await commitMs(ctx, "bench_untracked_orgs");
  await ctx.db.execute(sql`drop table bench_untracked_orgs`);

  const share = (a: Figures, b: Figures) => a.rps / b.rps;
  return [
    {
      area: "sign-in",
      call: "GET /api/user/decodeToken",
      scale: "cold: 200 people's sessions in turn; warm: one session",
      cold,
      warm,
      reference: { name: "Fastify + one row by key", rps: refCold.rps, p50: refCold.p50, p99: refCold.p99 },
      goal: { ratio: 0.6 },
      note: `warm share ${Math.round(share(warm, refWarm) * 100)} % of its own reference run (${refWarm.rps} req/s)`,
    },
    {
      area: "writes",
      call: "POST /api/shartnoma/{id}/payments",
      scale: `new Idempotency-Key each, ${ids.length.toLocaleString("en-US")} contracts in turn`,
      cold: payments,
      reference: {
        name: "Fastify + INSERT into payments",
        rps: refPayments.rps,
        p50: refPayments.p50,
        p99: refPayments.p99,
      },
      goal: { ratio: 0.25, p99: 50 },
    },
    {
      area: "writes",
      call: "POST /api/shartnoma/{id}/payments (again)",
      scale: "beside an INSERT into a plain table (primary key only), for scale",
      cold: payments2,
      reference: {
        name: "Fastify + INSERT, plain table",
        rps: refPlain.rps,
        p50: refPlain.p50,
        p99: refPlain.p99,
      },
    },
    {
      area: "change counters",
      call: "commit of a 2,000-row insert into organisations",
      scale: "tracked (once per transaction)",
      timing: tracked,
      note: `the same into an untracked copy: ${untracked.median} ms`,
    },
  ];
}
