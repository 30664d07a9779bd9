import { eq, inArray, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  auditLog,
  contracts,
  payments,
  scheduleItems,
  sections,
  tableVersions,
  units,
  users,
} from "../src/db/schema";
import type { Db } from "../src/db/types";
import { makeClient, makeFreeUnits, makeSeller, SALES_RIGHTS } from "./helpers/sales-fixtures";
import { auth, makeUser, useTestApp } from "./helpers/test-app";

const ctx = useTestApp();

async function version(table: string): Promise<number> {
  const [row] = await ctx.database.db.select().from(tableVersions).where(eq(tableVersions.tableName, table));
  return row?.version ?? -1;
}

async function versions(tables: string[]): Promise<Record<string, number>> {
  const rows = await ctx.database.db
    .select()
    .from(tableVersions)
    .where(inArray(tableVersions.tableName, tables));
  return Object.fromEntries(rows.map((r) => [r.tableName, r.version]));
}

/** A promise opened from outside: the two writers of a test wait for each other's steps. */
function gate() {
  let open = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { open, opened };
}

interface Paying {
  id: number;
  unitId: number;
  userId: number;
}

/** Two installment contracts on two units, made through the API. */
async function twoContracts(): Promise<Paying[]> {
  const s = await makeUser(ctx.app, ctx.database.db, SALES_RIGHTS);
  const org = await makeSeller(ctx.database.db);
  const free = await makeFreeUnits(ctx.database.db, 2);
  return Promise.all(
    free.map(async (unit) => {
      const client = await makeClient(ctx.app, s.token);
      const res = await ctx.app.inject({
        method: "POST",
        url: "/api/shartnoma",
        headers: auth(s.token),
        payload: {
          clientId: client.id,
          unitId: unit.id,
          paymentType: "installment",
          downPayment: 101_380_000,
          months: 4,
          sellerOrganisationId: org.id,
          date: "2026-11-22",
        },
      });
      expect(res.statusCode, res.body).toBe(201);
      return { id: (res.json() as { id: number }).id, unitId: unit.id, userId: s.id };
    }),
  );
}

/** What recording a payment writes, row by row, for one contract and its unit. */
async function recordPaymentRows(tx: Db, c: Paying) {
  const [p] = await tx
    .insert(payments)
    .values({ contractId: c.id, amount: 1_000, method: "cash", paidAt: "2026-11-23", userId: c.userId })
    .returning();
  await tx
    .update(scheduleItems)
    .set({ paid: sql`${scheduleItems.paid}` })
    .where(eq(scheduleItems.contractId, c.id));
  await tx.update(contracts).set({ updatedAt: new Date() }).where(eq(contracts.id, c.id));
  await tx.update(units).set({ updatedAt: new Date() }).where(eq(units.id, c.unitId));
  await tx
    .insert(auditLog)
    .values({ userId: c.userId, entity: "payment", entityId: String(p?.id), action: "create" });
}

describe("under parallel load (real PostgreSQL in CI)", () => {
  it("table-version counters never deadlock writers that touch tables in opposite orders", async () => {
    const N = 16;
    // Distinct rows per writer: only a shared counter row could make them wait for each other.
    const people = await Promise.all(Array.from({ length: N }, () => makeUser(ctx.app, ctx.database.db)));
    const rows = await ctx.database.db
      .insert(sections)
      .values(people.map((_, i) => ({ path: `p${i}`, name: `S${i}`, icon: "home" })))
      .returning();
    const before = { users: await version("users"), sections: await version("sections") };
    const results = await Promise.allSettled(
      people.map((person, i) =>
        ctx.database.db.transaction(async (tx) => {
          const touchUser = () =>
            tx
              .update(users)
              .set({ role: `r${i}` })
              .where(eq(users.id, person.id));
          const touchSection = () =>
            tx
              .update(sections)
              .set({ name: `Baza ${i}` })
              .where(eq(sections.id, rows[i]!.id));
          // Each table written twice: the counters still advance once per transaction.
          const [first, second] = i % 2 ? [touchUser, touchSection] : [touchSection, touchUser];
          await first();
          await tx.execute(sql`select pg_sleep(0.02)`);
          await second();
          await first();
          await second();
        }),
      ),
    );
    expect(results.filter((r) => r.status === "rejected")).toEqual([]);
    expect(await version("users")).toBe(before.users + N);
    expect(await version("sections")).toBe(before.sections + N);
  });

  it.runIf(process.env.TEST_DATABASE_URL)(
    "two writers of different contracts each finish their statements while the other's transaction is open",
    async () => {
      const [a, b] = await twoContracts();
      const tables = ["audit_log", "contracts", "payments", "schedule_items", "units"];
      const before = await versions(tables);
      // Each half waits for the other's: the writers go step by step, both transactions open.
      const aDone = gate();
      const bDone = gate();
      const aAgain = gate();
      const write = (c: Paying) => async (tx: Db) => {
        // Any wait for the other transaction would last until it ends, which waits for us: fail fast.
        await tx.execute(sql`set local lock_timeout = '2s'`);
        await recordPaymentRows(tx, c);
      };
      await Promise.all([
        ctx.database.db.transaction(async (tx) => {
          await write(a as Paying)(tx);
          aDone.open();
          await bDone.opened;
          await write(a as Paying)(tx);
          aAgain.open();
        }),
        ctx.database.db.transaction(async (tx) => {
          await aDone.opened;
          await write(b as Paying)(tx);
          bDone.open();
          await aAgain.opened;
          await write(b as Paying)(tx);
        }),
      ]);
      // audit_log has no counter; every other table advanced once per transaction.
      expect(await versions(tables)).toEqual({
        contracts: before.contracts! + 2,
        payments: before.payments! + 2,
        schedule_items: before.schedule_items! + 2,
        units: before.units! + 2,
      });
    },
  );

  it.runIf(process.env.TEST_DATABASE_URL)(
    "no lock is shared by all writers: one whose commit work is done and holds its counters does not hold up another table's writer",
    async () => {
      const [section] = await ctx.database.db
        .insert(sections)
        .values({ path: "lockfree", name: "L", icon: "home" })
        .returning();
      const u = await makeUser(ctx.app, ctx.database.db);
      const holding = gate();
      const release = gate();
      const first = ctx.database.db.transaction(async (tx) => {
        await tx.update(users).set({ role: "holder" }).where(eq(users.id, u.id));
        // What commit does, done now: the deferred counter work runs and keeps its row locks.
        await tx.execute(sql`set constraints all immediate`);
        holding.open();
        await release.opened;
      });
      await holding.opened;
      try {
        // This database's locks only: other test files migrate their own databases on the same
        // server meanwhile, under an advisory lock of their own.
        const advisory = await ctx.database.db.execute(
          sql`select count(*)::int as n from pg_locks where locktype = 'advisory'
            and database = (select oid from pg_database where datname = current_database())`,
        );
        expect((advisory as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(0);
        await ctx.database.db.transaction(async (tx) => {
          await tx.execute(sql`set local lock_timeout = '2s'`);
          await tx.update(sections).set({ name: "M" }).where(eq(sections.id, section!.id));
        });
      } finally {
        // Never leave the first transaction open: the tests after this one share its database.
        release.open();
        await first;
      }
    },
  );

  it("parallel sign-ins of one employee all succeed with distinct tokens", async () => {
    const u = await makeUser(ctx.app, ctx.database.db);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        ctx.app.inject({
          method: "POST",
          url: "/api/user/login",
          payload: { phone: u.phone, password: u.password },
        }),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(200));
    expect(new Set(answers.map((a) => a.json().token)).size).toBe(10);
  });

  it("parallel wrong passwords get exactly the 5 checks of the limit (sign-in-throttle.test.ts has more)", async () => {
    const u = await makeUser(ctx.app, ctx.database.db);
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        ctx.app.inject({
          method: "POST",
          url: "/api/user/login",
          payload: { phone: u.phone, password: `bad${i}` },
          remoteAddress: `10.1.1.${i}`,
        }),
      ),
    );
    expect(answers.filter((a) => a.statusCode === 401)).toHaveLength(5);
    expect(answers.filter((a) => a.statusCode === 429)).toHaveLength(7);
    // From a place the user never signed in from, even the right password waits now.
    const after = await ctx.app.inject({
      method: "POST",
      url: "/api/user/login",
      payload: { phone: u.phone, password: u.password },
      remoteAddress: "10.1.1.99",
    });
    expect(after.statusCode).toBe(429);
  });
});
