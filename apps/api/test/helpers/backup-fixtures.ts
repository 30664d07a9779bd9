import { createHash, randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import { ensureFirstAdmin } from "../../src/bootstrap";
import { quoteIdent, readSequences, readTables } from "../../src/db/backup/catalog";
import { type Database, openDatabase } from "../../src/db/client";
import { queryRows } from "../../src/db/raw";
import {
  clientNotes,
  clients,
  idempotencyKeys,
  loginAttempts,
  sessions,
  storedFiles,
  trustedDevices,
  users,
} from "../../src/db/schema";
import type { Db } from "../../src/db/types";
import { seedDemo } from "../../src/seed/demo";
import { createEmptyPostgresDatabase } from "./test-db";

export type Driver = "pglite" | "postgres";

/** The drivers to run on: PGlite always, PostgreSQL whenever the run has a server. */
export const DRIVERS: Driver[] = [
  "pglite",
  ...(process.env.TEST_DATABASE_URL ? (["postgres"] as const) : []),
];

/** A new database on the driver: migrated, or without any table (a restore target). */
export async function freshDatabase(driver: Driver, opts: { migrate: boolean }): Promise<Database> {
  if (driver === "pglite") return openDatabase({ kind: "pglite", dataDir: null }, opts);
  const empty = await createEmptyPostgresDatabase();
  const database = await openDatabase({ kind: "postgres", url: empty.url, poolSize: 4 }, opts);
  return {
    ...database,
    close: async () => {
      await database.close();
      await empty.drop();
    },
  };
}

/** Text that trips naive encoders: quotes, backslashes, braces, NULL, newlines, non-Latin. */
export const AWKWARD_TEXT = `Qoʻchqorov "Ali" \\ {a,b} NULL\n\tўзбек 'x' 🙂`;

/**
 * The demo (most tables) plus rows in the tables the demo leaves empty: sign-in state, keys,
 * a note in awkward text, and stored files whose bytes cover every value, one of them large.
 */
export async function fillEveryTable(db: Db): Promise<void> {
  await ensureFirstAdmin(db, { phone: "900000000", password: "backup-admin-123" }, () => {});
  await seedDemo(db, { password: "backup-demo-123" }, () => {});
  const [admin] = await db.select({ id: users.id }).from(users).limit(1);
  const [client] = await db.select({ id: clients.id }).from(clients).limit(1);
  if (!admin || !client) throw new Error("the demo made no user or client");
  await db.insert(sessions).values([
    { userId: admin.id, tokenHash: "a".repeat(64), expiresAt: new Date(Date.now() + 3_600_000) },
    { userId: admin.id, tokenHash: "b".repeat(64), expiresAt: new Date(), revokedAt: new Date() },
  ]);
  const [device] = await db
    .insert(trustedDevices)
    .values({ userId: admin.id, keyHash: "c".repeat(64), userAgent: AWKWARD_TEXT })
    .returning({ id: trustedDevices.id });
  await db.insert(loginAttempts).values([
    { phone: "900000000", ip: "10.1.2.3", failed: true },
    { phone: "900000000", ip: "10.1.2.4", deviceId: device?.id ?? null },
  ]);
  await db.insert(idempotencyKeys).values({
    userId: admin.id,
    key: "key-1",
    route: "payments",
    requestHash: "h",
    statusCode: 201,
    response: JSON.stringify({ note: AWKWARD_TEXT }),
  });
  await db.insert(clientNotes).values({ clientId: client.id, userId: admin.id, text: AWKWARD_TEXT });
  const every = Buffer.from(Array.from({ length: 256 }, (_, i) => i));
  const files = [
    every,
    randomBytes(1_500_000),
    ...Array.from({ length: 10 }, (_, i) => Buffer.concat([every, randomBytes(i * 100)])),
  ];
  await db.insert(storedFiles).values(
    files.map((bytes, i) => ({
      key: `test/file-${i}`,
      contentType: "application/octet-stream",
      size: bytes.length,
      sha256: createHash("sha256").update(bytes).digest("hex"),
      bytes,
    })),
  );
}

export interface Fingerprint {
  /** Per table: row count and an MD5 of all rows' text in a fixed order. */
  tables: Record<string, { rows: number; md5: string }>;
  sequences: Record<string, { lastValue: string; isCalled: boolean }>;
}

export async function fingerprint(db: Db): Promise<Fingerprint> {
  const result: Fingerprint = { tables: {}, sequences: {} };
  for (const t of await readTables(db)) {
    const [row] = await queryRows<{ rows: number; md5: string }>(
      db,
      sql.raw(
        `select count(*)::int as rows, md5(coalesce(string_agg(x::text, E'\\n' order by x::text), '')) as md5
         from ${quoteIdent(t.name)} x`,
      ),
    );
    if (row) result.tables[t.name] = row;
  }
  for (const s of await readSequences(db)) {
    const [row] = await queryRows<{ lastValue: string; isCalled: boolean }>(
      db,
      sql.raw(`select last_value::text as "lastValue", is_called as "isCalled" from ${quoteIdent(s.name)}`),
    );
    if (row) result.sequences[s.name] = row;
  }
  return result;
}

/** Bytes of every stored file whose SHA-256 no longer matches its row. */
export async function damagedFiles(db: Db): Promise<string[]> {
  const rows = await db
    .select({ key: storedFiles.key, sha256: storedFiles.sha256, bytes: storedFiles.bytes })
    .from(storedFiles);
  return rows
    .filter((r) => createHash("sha256").update(r.bytes).digest("hex") !== r.sha256)
    .map((r) => r.key);
}
