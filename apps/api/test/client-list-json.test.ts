import { type ClientListQuery, clientListQuerySchema, clientPageSchema } from "@makon/shared";
import { asc, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../src/db/client";
import { users } from "../src/db/schema";
import { callQueue, exportClients, listClients } from "../src/modules/clients/client-lists.service";
import type { Viewer } from "../src/modules/clients/client-rows";
import { seedDemo } from "../src/seed/demo";
import { createTestDatabase } from "./helpers/test-db";

/**
 * A page of the client lists (GET /api/client, the call queue) is written by the database as JSON
 * (client-lists.service rowsJsonOf); the Excel export still builds its rows in code (toClientRow).
 * Both must say the same of every client — blacklisted, in the basket, called, managed or not —
 * and the page's text must be the schema's own form.
 */
let database: Database;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedDemo(database.db, { password: "demo-password-1" }, () => {});
  // States the demo may not hold, written straight in: a second phone, a blacklisting, the
  // basket, a call with its result and the next one due, a client with no manager.
  await database.db.execute(sql`update clients set extra_phones = '{"901112233","935554433"}'
    where id in (select id from clients order by id limit 3)`);
  await database.db.execute(sql`update clients set blacklisted_at = now(), blacklist_reason = 'Qo''ng''iroqlarga javob bermaydi'
    where id in (select id from clients order by id offset 3 limit 2)`);
  await database.db.execute(
    sql`update clients set deleted_at = now() where id in (select id from clients order by id offset 5 limit 2)`,
  );
  await database.db.execute(sql`update clients set last_call_at = now() - interval '1 day 3.5 seconds',
      last_call_result = 'callback', next_call_at = now() - interval '2 hours'
    where id in (select id from clients order by id offset 7 limit 3)`);
  await database.db.execute(
    sql`update clients set manager_id = null where id in (select id from clients order by id offset 10 limit 2)`,
  );
});
afterAll(async () => {
  await database.close();
});

async function viewers(): Promise<Viewer[]> {
  const staff = await database.db
    .select({
      id: users.id,
      dostup: users.dostup,
      clientScope: users.clientScope,
      contractScope: users.contractScope,
      sectionId: users.sectionId,
    })
    .from(users)
    .orderBy(asc(users.id));
  return staff.map((u) => u as Viewer);
}

describe("a page of the client lists, written by the database", () => {
  it("is row for row what the export makes, for every viewer and filter, in the schema's own text", async () => {
    const seen = { blacklisted: 0, basket: 0, called: 0, extra: 0, unmanaged: 0 };
    for (const viewer of await viewers()) {
      for (const filter of [{}, { basket: "true" }, { blacklisted: "true" }, { sort: "name" }]) {
        const query: ClientListQuery = clientListQuerySchema.parse({ ...filter, size: 200 });
        const { page: _p, size: _s, ...rest } = query;
        const expected = (await exportClients(database.db, rest, viewer)).slice(0, 200);
        const text = await listClients(database.db, query, viewer);
        const page = clientPageSchema.parse(JSON.parse(text));
        // Nothing to strip, keys in the schema's order, times as toISOString writes them.
        expect(text).toBe(JSON.stringify(page));
        expect(page.items).toStrictEqual(expected);
        seen.blacklisted += page.items.filter((c) => c.blacklisted).length;
        seen.basket += page.items.filter((c) => c.inBasket).length;
        seen.called += page.items.filter((c) => c.lastCallAt !== null && c.nextCallAt !== null).length;
        seen.extra += page.items.filter((c) => c.extraPhone !== null).length;
        seen.unmanaged += page.items.filter((c) => c.managerId === null).length;
      }
      // The call queue pages through the same rows.
      const queue = await callQueue(database.db, { page: 1, size: 200, scope: "all" }, viewer);
      const parsed = clientPageSchema.parse(JSON.parse(queue));
      expect(queue).toBe(JSON.stringify(parsed));
    }
    // Every state was on some page, so each was compared.
    for (const [state, count] of Object.entries(seen)) expect(count, state).toBeGreaterThan(0);
  }, 120_000);

  it("a search that finds nothing and a page past the end are empty pages with their totals", async () => {
    const [viewer] = await viewers();
    if (!viewer) throw new Error("the demo has staff");
    const none = await listClients(database.db, clientListQuerySchema.parse({ q: "%%" }), viewer);
    expect(JSON.parse(none)).toStrictEqual({ items: [], total: 0, totalCapped: false, page: 1, size: 20 });
    const all = clientPageSchema.parse(
      JSON.parse(await listClients(database.db, clientListQuerySchema.parse({}), viewer)),
    );
    const past = await listClients(database.db, clientListQuerySchema.parse({ page: 10_000 }), viewer);
    expect(JSON.parse(past)).toStrictEqual({
      items: [],
      total: all.total,
      totalCapped: false,
      page: 10_000,
      size: 20,
    });
  });
});
