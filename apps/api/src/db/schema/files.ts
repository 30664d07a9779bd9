import { customType, integer, pgTable, text } from "drizzle-orm/pg-core";
import { createdAt } from "./columns";

/** Raw bytes: node-postgres hands back a Buffer, PGlite a Uint8Array; both read as a Buffer. */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  toDriver: (value) => value,
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * Uploaded files (floor plans, signed contract scans) live in the database, not on a server's
 * disk: every API process over one PostgreSQL sees the same files, and a backup of the database
 * is a backup of the files. The key is a name of ours, never the uploader's.
 */
export const storedFiles = pgTable("stored_files", {
  key: text("key").primaryKey(),
  contentType: text("content_type").notNull(),
  size: integer("size").notNull(),
  /** SHA-256 of the bytes, hex: a restore can check that nothing was damaged. */
  sha256: text("sha256").notNull(),
  bytes: bytea("bytes").notNull(),
  createdAt: createdAt(),
});
