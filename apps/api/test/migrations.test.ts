import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { openDatabase } from "../src/db/client";
import {
  appliedMigrationLevel,
  KNOWN_MIGRATIONS,
  LATEST_MIGRATION,
  MIGRATIONS_TABLE,
} from "../src/db/migrations";
import { queryRows } from "../src/db/raw";
import { createEmptyPostgresDatabase } from "./helpers/test-db";

describe.runIf(process.env.TEST_DATABASE_URL)("migrations on PostgreSQL", () => {
  it("two processes starting at once on an empty database both come up; each migration runs once", async () => {
    const empty = await createEmptyPostgresDatabase();
    try {
      const opened = await Promise.all([
        openDatabase({ kind: "postgres", url: empty.url, poolSize: 2 }),
        openDatabase({ kind: "postgres", url: empty.url, poolSize: 2 }),
      ]);
      try {
        const [first] = opened;
        if (!first) throw new Error("no database");
        const rows = await queryRows<{ hash: string; n: number }>(
          first.db,
          sql.raw(`select hash, count(*)::int as n from ${MIGRATIONS_TABLE} group by hash`),
        );
        expect(rows).toHaveLength(KNOWN_MIGRATIONS.length);
        expect(rows.every((r) => r.n === 1)).toBe(true);
        expect(await appliedMigrationLevel(first.db)).toBe(LATEST_MIGRATION);
      } finally {
        await Promise.all(opened.map((d) => d.close()));
      }
    } finally {
      await empty.drop();
    }
  });
});

describe("migration level", () => {
  it("an unmigrated database is at level 0, a migrated one at the newest migration", async () => {
    const database = await openDatabase({ kind: "pglite", dataDir: null }, { migrate: false });
    try {
      expect(await appliedMigrationLevel(database.db)).toBe(0);
      await database.migrate();
      expect(await appliedMigrationLevel(database.db)).toBe(LATEST_MIGRATION);
    } finally {
      await database.close();
    }
  });
});
