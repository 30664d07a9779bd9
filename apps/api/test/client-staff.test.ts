import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { Db } from "../src/db/types";
import { makeClient, makeFullContract, SALES_RIGHTS } from "./helpers/sales-fixtures";
import { auth, makeUser, useTestApp } from "./helpers/test-app";

// clients.staff_ids (migrations 0024–0025) is what the "own" and "section" record scopes read: the
// users who registered, manage, called or received a client or manage one of their contracts. It
// must equal those ties after any write — through the API or SQL, adding or taking away — and
// under concurrency, or a scoped employee would lose a client of theirs or see someone else's.
// A call or visit logged by phone proof (by_phone, migration 0048) is no tie (decision 39).
const ctx = useTestApp({ resetEach: true });

async function rowsOf<T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** Clients whose staff_ids differ from their ties, worked out afresh (none). */
async function staffAgrees(): Promise<void> {
  const wrong = await rowsOf(
    ctx.database.db,
    sql`select c.id, c.staff_ids, t.ties from clients c cross join lateral (
      select coalesce(array_agg(distinct u order by u), '{}') as ties from (
        select c.intake_user_id as u union all select c.manager_id
        union all select k.user_id from client_calls k where k.client_id = c.id and not k.by_phone
        union all select v.user_id from client_visits v where v.client_id = c.id and not v.by_phone
        union all select s.manager_id from contracts s where s.client_id = c.id) x
      where u is not null) t
      where (select coalesce(array_agg(x order by x), '{}') from unnest(c.staff_ids) x) <> t.ties
        or cardinality(c.staff_ids) <> (select count(distinct x) from unnest(c.staff_ids) x)`,
  );
  expect(wrong).toEqual([]);
}

async function staffOf(clientId: number): Promise<number[]> {
  const [row] = await rowsOf<{ ids: number[] }>(
    ctx.database.db,
    sql`select array(select x from unnest(staff_ids) x order by x) as ids from clients where id = ${clientId}`,
  );
  return row?.ids ?? [];
}

const call = (db: Db, clientId: number, userId: number) =>
  db.execute(sql`insert into client_calls (client_id, user_id, direction, result)
    values (${clientId}, ${userId}, 'outgoing', 'answered')`);

/** A plain employee, only to be tied to clients. */
async function someone(): Promise<number> {
  return (await makeUser(ctx.app, ctx.database.db)).id;
}

/** Waits until a statement of this database waits for a row lock (what the race needs). */
async function someoneWaitsForALock(): Promise<void> {
  for (let tries = 0; tries < 500; tries++) {
    const [row] = await rowsOf<{ n: number }>(
      ctx.database.db,
      sql`select count(*)::int as n from pg_stat_activity
        where datname = current_database() and wait_event_type = 'Lock'`,
    );
    if ((row?.n ?? 0) > 0) return;
    await new Promise((resolve) => setImmediate(resolve));
  }
  throw new Error("no statement came to wait for the lock");
}

function gate() {
  let open = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { open, opened };
}

describe("a client's staff (the record scope's ties)", () => {
  it("follows every tie added and taken away, through the API and through SQL", async () => {
    const db = ctx.database.db;
    const seller = await makeUser(ctx.app, db, SALES_RIGHTS);
    const made = await makeFullContract(ctx.app, db, seller.token);
    const client = { id: made.clientId };
    const contractId = made.id;
    // The seller registered the client (and received them) and manages the contract.
    expect(await staffOf(client.id)).toEqual([seller.id]);
    await staffAgrees();

    const [caller, visitor, manager, other] = [
      await someone(),
      await someone(),
      await someone(),
      await someone(),
    ];
    await call(db, client.id, caller);
    await db.execute(sql`insert into client_visits (client_id, user_id) values (${client.id}, ${visitor})`);
    await db.execute(sql`update clients set manager_id = ${manager} where id = ${client.id}`);
    expect(await staffOf(client.id)).toEqual([seller.id, caller, visitor, manager].sort((a, b) => a - b));

    // The contract goes to another manager: the seller stays (they registered the client).
    await db.execute(sql`update contracts set manager_id = ${other} where id = ${contractId}`);
    await staffAgrees();
    expect(await staffOf(client.id)).toContain(seller.id);
    // Registered by someone else now: the seller still received the client (the visit the
    // registration recorded).
    await db.execute(sql`update clients set intake_user_id = ${caller} where id = ${client.id}`);
    expect(await staffOf(client.id)).toContain(seller.id);

    // The caller is still the intake; their call leaving takes nothing away.
    await db.execute(sql`delete from client_calls where client_id = ${client.id}`);
    expect(await staffOf(client.id)).toContain(caller);
    // The visits moved to another client take the visitor and the seller along.
    const second = await makeClient(ctx.app, seller.token);
    await db.execute(sql`update client_visits set client_id = ${second.id} where client_id = ${client.id}`);
    expect(await staffOf(client.id)).not.toContain(visitor);
    expect(await staffOf(client.id)).not.toContain(seller.id);
    expect(await staffOf(second.id)).toContain(visitor);
    // The manager goes; a manager of nothing else has no tie.
    await db.execute(sql`update clients set manager_id = null where id = ${client.id}`);
    expect(await staffOf(client.id)).not.toContain(manager);
    await staffAgrees();

    // What the scope shows: a receptionist with the "own" scope who received only the second
    // client lists that one; tied to the first by a visit, they list both.
    const receptionist = await makeUser(ctx.app, db, { pages: ["reciption"], clientScope: "own" });
    await db.execute(
      sql`insert into client_visits (client_id, user_id) values (${second.id}, ${receptionist.id})`,
    );
    const listed = async () => {
      const list = await ctx.app.inject({
        method: "GET",
        url: "/api/client?size=50",
        headers: auth(receptionist.token),
      });
      expect(list.statusCode, list.body).toBe(200);
      return (list.json() as { items: { id: number }[] }).items.map((c) => c.id).sort((a, b) => a - b);
    };
    expect(await listed()).toEqual([second.id]);
    await db.execute(
      sql`insert into client_visits (client_id, user_id) values (${client.id}, ${receptionist.id})`,
    );
    expect(await listed()).toEqual([client.id, second.id].sort((a, b) => a - b));
    // A deleted client takes its ties with it; nothing else changes.
    await db.execute(sql`delete from clients where id = ${second.id}`);
    await staffAgrees();
  });

  it("a call or visit logged by phone adds nobody, and keeps nobody listed", async () => {
    const db = ctx.database.db;
    const seller = await makeUser(ctx.app, db, SALES_RIGHTS);
    const client = await makeClient(ctx.app, seller.token);
    const [stranger, visitor] = [await someone(), await someone()];
    await db.execute(sql`insert into client_calls (client_id, user_id, direction, result, by_phone)
      values (${client.id}, ${stranger}, 'incoming', 'answered', true)`);
    await db.execute(
      sql`insert into client_visits (client_id, user_id, by_phone) values (${client.id}, ${visitor}, true)`,
    );
    expect(await staffOf(client.id)).toEqual([seller.id]);
    await staffAgrees();
    // A real tie lists the visitor; when it goes, their by-phone visit does not keep them.
    await call(db, client.id, visitor);
    expect(await staffOf(client.id)).toContain(visitor);
    await db.execute(sql`delete from client_calls where client_id = ${client.id} and not by_phone`);
    expect(await staffOf(client.id)).not.toContain(visitor);
    // The same when they managed the client: the manager goes, the by-phone visit keeps nothing.
    await db.execute(sql`update clients set manager_id = ${visitor} where id = ${client.id}`);
    await db.execute(sql`update clients set manager_id = null where id = ${client.id}`);
    expect(await staffOf(client.id)).not.toContain(visitor);
    // Marked a real call after all (by SQL): a tie; marked back: none.
    await db.execute(sql`update client_calls set by_phone = false where client_id = ${client.id}`);
    expect(await staffOf(client.id)).toContain(stranger);
    await db.execute(sql`update client_calls set by_phone = true where client_id = ${client.id}`);
    expect(await staffOf(client.id)).not.toContain(stranger);
    await staffAgrees();
  });

  it.runIf(process.env.TEST_DATABASE_URL)(
    "ten operators outside the scope calling one client at once: ten briefs, nobody added",
    async () => {
      const db = ctx.database.db;
      const seller = await makeUser(ctx.app, db, SALES_RIGHTS);
      // The card the registration answers holds the phone.
      const client = (await makeClient(ctx.app, seller.token)) as { id: number; phone: string };
      const operators = await Promise.all(
        Array.from({ length: 10 }, () =>
          makeUser(ctx.app, db, { pages: ["call_center"], actions: ["client_edit"], clientScope: "own" }),
        ),
      );
      const answers = await Promise.all(
        operators.map((o) =>
          ctx.app.inject({
            method: "POST",
            url: `/api/client/${client.id}/calls`,
            headers: auth(o.token),
            payload: { phone: client.phone, direction: "incoming", result: "answered" },
          }),
        ),
      );
      expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(201));
      expect(answers.filter((a) => "brief" in a.json() && !("calls" in a.json()))).toHaveLength(10);
      expect(await staffOf(client.id)).toEqual([seller.id]);
      const [row] = await rowsOf<{ n: number }>(
        db,
        sql`select count(*)::int as n from client_calls where client_id = ${client.id} and by_phone`,
      );
      expect(row?.n).toBe(10);
      await staffAgrees();
    },
  );

  it.runIf(process.env.TEST_DATABASE_URL)(
    "parallel calls by ten operators to one client leave all ten on it",
    async () => {
      const db = ctx.database.db;
      const seller = await makeUser(ctx.app, db, SALES_RIGHTS);
      const client = await makeClient(ctx.app, seller.token);
      const operators = await Promise.all(Array.from({ length: 10 }, () => someone()));
      const results = await Promise.allSettled(operators.map((u) => call(db, client.id, u)));
      expect(results.filter((r) => r.status === "rejected")).toEqual([]);
      expect(await staffOf(client.id)).toEqual([seller.id, ...operators].sort((a, b) => a - b));
      await staffAgrees();
    },
  );

  it.runIf(process.env.TEST_DATABASE_URL)(
    "a tie taken away while another of the same person is added keeps the person, in either order",
    async () => {
      const db = ctx.database.db;
      const seller = await makeUser(ctx.app, db, SALES_RIGHTS);
      for (const first of ["add", "remove"] as const) {
        const client = await makeClient(ctx.app, seller.token);
        const person = await someone();
        await db.execute(
          sql`insert into client_visits (client_id, user_id) values (${client.id}, ${person})`,
        );
        const firstDone = gate();
        const release = gate();
        const add = (tx: Db) => call(tx, client.id, person);
        const remove = (tx: Db) => tx.execute(sql`delete from client_visits where client_id = ${client.id}`);
        const [early, late] = first === "add" ? [add, remove] : [remove, add];
        const holder = db.transaction(async (tx) => {
          await early(tx);
          firstDone.open();
          await release.opened;
        });
        await firstDone.opened;
        // The second writer must wait for the first one's lock, then see what it committed.
        const waiter = db.transaction(async (tx) => {
          await tx.execute(sql`set local lock_timeout = '20s'`);
          await late(tx);
        });
        try {
          await someoneWaitsForALock();
        } finally {
          release.open();
        }
        await Promise.all([holder, waiter]);
        expect(await staffOf(client.id), first).toContain(person);
        await staffAgrees();
      }
    },
  );
});
