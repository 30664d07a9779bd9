import { sql } from "drizzle-orm";
import { bigserial, check, index, integer, pgTable, serial, text, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt, ts, updatedAt } from "./columns";
import { users } from "./users";

export const clients = pgTable(
  "clients",
  {
    id: serial("id").primaryKey(),
    fullName: text("full_name").notNull(),
    phone: text("phone").notNull(),
    extraPhones: text("extra_phones").array().notNull().default(sql`'{}'::text[]`),
    /** Passport series and number, e.g. AB1234567. Personal: never in lists or browser caches. */
    passport: text("passport"),
    /** JSHSHIR, 14 digits. Personal. */
    pinfl: text("pinfl"),
    address: text("address"),
    source: text("source").notNull(),
    interest: text("interest"),
    step: text("step").notNull().default("new"),
    note: text("note"),
    /** Folded name and phone (see foldSearch) so search ignores apostrophes and script. */
    searchText: text("search_text").notNull().default(""),
    intakeUserId: integer("intake_user_id").references(() => users.id),
    managerId: integer("manager_id").references(() => users.id),
    blacklistedAt: ts("blacklisted_at"),
    blacklistReason: text("blacklist_reason"),
    deletedAt: ts("deleted_at"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // One live client per phone; a client in the basket does not block a new registration.
    uniqueIndex("clients_phone_live_uq").on(t.phone).where(sql`${t.deletedAt} is null`),
    index("clients_step_idx").on(t.step),
    index("clients_manager_idx").on(t.managerId),
    index("clients_intake_idx").on(t.intakeUserId),
    index("clients_created_idx").on(t.createdAt),
    check("clients_phone_9_digits", sql`${t.phone} ~ '^[0-9]{9}$'`),
    check("clients_pinfl_14_digits", sql`${t.pinfl} is null or ${t.pinfl} ~ '^[0-9]{14}$'`),
    check("clients_passport_format", sql`${t.passport} is null or ${t.passport} ~ '^[A-Z]{2}[0-9]{7}$'`),
    check(
      "clients_source",
      sql`${t.source} in ('reception','call_center','website','social','referral','other')`,
    ),
    check(
      "clients_step",
      sql`${t.step} in ('new','consulting','booked','contract','bank_lower','bank_upper','concluded','handed_over','refused')`,
    ),
  ],
);

export const clientSteps = pgTable(
  "client_steps",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    clientId: integer("client_id")
      .notNull()
      .references(() => clients.id, { onDelete: "cascade" }),
    step: text("step").notNull(),
    userId: integer("user_id").references(() => users.id),
    note: text("note"),
    createdAt: createdAt(),
  },
  (t) => [index("client_steps_client_idx").on(t.clientId, t.createdAt)],
);
