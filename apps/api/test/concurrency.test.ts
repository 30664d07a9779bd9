import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { sections, tableVersions, users } from "../src/db/schema";
import { makeUser, useTestApp } from "./helpers/test-app";

const ctx = useTestApp();

async function version(table: string): Promise<number> {
  const [row] = await ctx.database.db.select().from(tableVersions).where(eq(tableVersions.tableName, table));
  return row?.version ?? -1;
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
