import { sql } from "drizzle-orm";
import { type AnyPgColumn, check, index, integer, pgTable, serial, text } from "drizzle-orm/pg-core";
import { createdAt } from "./columns";

/** Banks: head offices (parent null) and their branches (filial). */
export const banks = pgTable(
  "banks",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    /** MFO, the 5-digit bank code. */
    mfo: text("mfo").notNull().unique(),
    parentId: integer("parent_id").references((): AnyPgColumn => banks.id),
    createdAt: createdAt(),
  },
  (t) => [
    index("banks_parent_idx").on(t.parentId),
    check("banks_mfo_5_digits", sql`${t.mfo} ~ '^[0-9]{5}$'`),
  ],
);
