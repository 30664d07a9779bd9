import { type UnitListQuery, type UnitRow, unitListQuerySchema, unitPageSchema } from "@makon/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../src/db/client";
import { exportUnitRows, listUnitRows } from "../src/modules/property/units.service";
import { seedDemo } from "../src/seed/demo";
import { demoViewers } from "./helpers/demo-viewers";
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

describe("a page of the units list, written by the database", () => {
  it("is row for row what the export makes, for every viewer, in the schema's own text", async () => {
    const everyone = await demoViewers(database.db);
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
