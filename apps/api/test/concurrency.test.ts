import { eq, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../src/db/client";
import { sections, tableVersions, users } from "../src/db/schema";
import { createTestApp, makeUser } from "./helpers/test-app";
import { createTestDatabase } from "./helpers/test-db";

let database: Database;
let app: FastifyInstance;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await createTestApp(database.db);
});
afterAll(async () => {
  await app.close();
  await database.close();
});

async function version(table: string): Promise<number> {
  const [row] = await database.db.select().from(tableVersions).where(eq(tableVersions.tableName, table));
  return row?.version ?? -1;
}

describe("under parallel load (real PostgreSQL in CI)", () => {
  it("table-version counters never deadlock writers that touch tables in opposite orders", async () => {
    const N = 16;
    // Distinct rows per writer: only a shared counter row could make them wait for each other.
    const people = await Promise.all(Array.from({ length: N }, () => makeUser(app, database.db)));
    const rows = await database.db
      .insert(sections)
      .values(people.map((_, i) => ({ path: `p${i}`, name: `S${i}`, icon: "home" })))
      .returning();
    const before = { users: await version("users"), sections: await version("sections") };
    const results = await Promise.allSettled(
      people.map((person, i) =>
        database.db.transaction(async (tx) => {
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
          if (i % 2) {
            await touchUser();
            await tx.execute(sql`select pg_sleep(0.02)`);
            await touchSection();
          } else {
            await touchSection();
            await tx.execute(sql`select pg_sleep(0.02)`);
            await touchUser();
          }
        }),
      ),
    );
    expect(results.filter((r) => r.status === "rejected")).toEqual([]);
    expect(await version("users")).toBe(before.users + N);
    expect(await version("sections")).toBe(before.sections + N);
  });

  it("parallel sign-ins of one employee all succeed with distinct tokens", async () => {
    const u = await makeUser(app, database.db);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        app.inject({
          method: "POST",
          url: "/api/user/login",
          payload: { phone: u.phone, password: u.password },
        }),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(200));
    expect(new Set(answers.map((a) => a.json().token)).size).toBe(10);
  });

  it("parallel wrong passwords cannot slip far past the throttle", async () => {
    const u = await makeUser(app, database.db);
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        app.inject({
          method: "POST",
          url: "/api/user/login",
          payload: { phone: u.phone, password: `bad${i}` },
          remoteAddress: `10.1.1.${i}`,
        }),
      ),
    );
    expect(answers.every((a) => a.statusCode === 401 || a.statusCode === 429)).toBe(true);
    const after = await app.inject({
      method: "POST",
      url: "/api/user/login",
      payload: { phone: u.phone, password: u.password },
    });
    expect(after.statusCode).toBe(429);
  });
});
