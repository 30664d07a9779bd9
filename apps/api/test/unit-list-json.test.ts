import { type UnitListQuery, type UnitRow, unitListQuerySchema, unitPageSchema } from "@makon/shared";
import { asc, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../src/db/client";
import { sections, users } from "../src/db/schema";
import type { ScopedViewer } from "../src/lib/record-scope";
import { exportUnitRows, listUnitRows } from "../src/modules/property/units.service";
import { seedDemo } from "../src/seed/demo";
import { createTestDatabase } from "./helpers/test-db";

/**
 * A page of the units list (baza) is written by the database as JSON (units.service rowsJson); the
 * Excel export still builds its rows in code (toRow, hideForeignHolders). Both must say the same
 * of every unit, for every viewer: who holds it shown or hidden alike, and the page's text the
 * schema's own form.
 */
let database: Database;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedDemo(database.db, { password: "demo-password-1" }, () => {});
});
afterAll(async () => {
  await database.close();
});

/** Every demo employee as a viewer, and three made-up limited scopes. */
async function viewers(): Promise<ScopedViewer[]> {
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
  const out = staff.map((u) => u as ScopedViewer);
  const [sales] = await database.db.select().from(sections).where(sql`${sections.path} = 'sotuv'`);
  const seller = out.find((u) => u.sectionId === sales?.id);
  if (!sales || !seller) throw new Error("the demo has a sales section with a seller");
  out.push({ ...seller, clientScope: "section", contractScope: "section" });
  out.push({ ...seller, clientScope: "own", contractScope: "own", sectionId: null });
  out.push({ ...seller, clientScope: "own", contractScope: "all" });
  return out;
}

describe("a page of the units list, written by the database", () => {
  it("is row for row what the export makes, for every viewer, in the schema's own text", async () => {
    const everyone = await viewers();
    let hidden = 0;
    let shown = 0;
    let booked = 0;
    for (const viewer of everyone) {
      for (const filter of [{ status: "booked,in_process,sold,handed_over" }, { sort: "-price" }]) {
        const query: UnitListQuery = unitListQuerySchema.parse({ ...filter, size: 200 });
        const { page: _p, size: _s, ...rest } = query;
        const expected: UnitRow[] = (await exportUnitRows(database.db, rest, viewer)).slice(0, 200);
        const text = await listUnitRows(database.db, query, viewer, `test:${viewer.id}`);
        const page = unitPageSchema.parse(JSON.parse(text));
        // Nothing to strip, keys in the schema's order, numbers as JS writes them.
        expect(text).toBe(JSON.stringify(page));
        expect(page.items).toStrictEqual(expected);
        hidden += page.items.filter((u) => u.status !== "available" && u.clientId === null).length;
        shown += page.items.filter((u) => u.clientId !== null).length;
        booked += page.items.filter((u) => u.bookingExpiresAt !== null).length;
      }
    }
    // Holders were shown and hidden, and bookings carried their expiry: every path was compared.
    expect(hidden).toBeGreaterThan(0);
    expect(shown).toBeGreaterThan(0);
    expect(booked).toBeGreaterThan(0);
  }, 120_000);
});
