import { bigint, pgTable, text } from "drizzle-orm/pg-core";

/**
 * A change counter per table, advanced by statement triggers (see the custom migration).
 * The compatibility list calls build their ETag from these, so a 304 costs one small read
 * and never rebuilds the list. The counter moves in the writer's transaction, so a reader
 * in one snapshot always sees a version and data that belong together.
 */
export const tableVersions = pgTable("table_versions", {
  tableName: text("table_name").primaryKey(),
  version: bigint("version", { mode: "number" }).notNull().default(0),
});
