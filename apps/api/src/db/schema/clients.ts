import type { Language } from "@makon/shared";
import { sql } from "drizzle-orm";
import {
  bigserial,
  boolean,
  check,
  customType,
  index,
  integer,
  pgTable,
  serial,
  text,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { createdAt, money, ts, updatedAt } from "./columns";
import { objects } from "./property";
import { users } from "./users";

/** PostgreSQL's tsvector, read and written as its text form. */
const tsvector = customType<{ data: string }>({
  dataType: () => "tsvector",
});

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
    /** What the client is after: an object, a number of rooms, a budget in soum. */
    interestObjectId: integer("interest_object_id").references(() => objects.id),
    interestRooms: integer("interest_rooms"),
    interestBudget: money("interest_budget"),
    step: text("step").notNull().default("new"),
    note: text("note"),
    /** Folded name and phone (see foldSearch) so search ignores apostrophes and script. */
    searchText: text("search_text").notNull().default(""),
    /**
     * The words of search_text (to_tsvector 'simple'), kept by a trigger: a name is searched by
     * the beginnings of its words, through an index whose entries are words, not trigrams.
     */
    searchWords: tsvector("search_words"),
    /**
     * Pairs of those words, "kar dilshod" for Karimov Dilshod — a word's first three letters, a
     * space, another whole word — kept by the same trigger (migration 0030, client-search.ts):
     * a search of two words looks up the few names that hold both, instead of merging the long
     * lists of everyone called Karimov and everyone called Dilshod.
     */
    searchPairs: tsvector("search_pairs"),
    /**
     * Has had a contract or a booking (kept by triggers on both, never cleared): the lists of units
     * and contracts search their holders among these few, not among every lead.
     */
    hasDeals: boolean("has_deals").notNull().default(false),
    intakeUserId: integer("intake_user_id").references(() => users.id),
    managerId: integer("manager_id").references(() => users.id),
    /**
     * The users this client is "own" for (record scope, lib/record-scope.ts): who registered,
     * manages, called or received them, or manages one of their contracts. Kept exact by triggers
     * (migration 0025), so a scope is one array test on the row a list reads anyway, not five
     * subqueries per row.
     */
    staffIds: integer("staff_ids").array().notNull().default(sql`'{}'::int[]`),
    /** The call centre's state, written with each call in its transaction (the callback queue). */
    lastCallAt: ts("last_call_at"),
    lastCallResult: text("last_call_result"),
    lastCallerId: integer("last_caller_id").references(() => users.id),
    nextCallAt: ts("next_call_at"),
    blacklistedAt: ts("blacklisted_at"),
    blacklistReason: text("blacklist_reason"),
    /** The client asked for no SMS: reminders are not queued for them. */
    smsOptOut: boolean("sms_opt_out").notNull().default(false),
    /** The language the client reads their contract, letters and SMS in (decision 22). */
    language: text("language").$type<Language>().notNull().default("uz"),
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
    // Phone digits found anywhere in a number: trigrams make "contains" indexed (names are
    // searched through search_words below).
    index("clients_search_trgm").using("gin", t.searchText.op("gin_trgm_ops")),
    // Names by the beginnings of their words (migration 0021, see client-search.ts).
    index("clients_search_words").using("gin", t.searchWords),
    index("clients_search_pairs").using("gin", t.searchPairs),
    // The same over clients with deals only: a holder's name found among thousands, not a million.
    index("clients_deals_search_words").using("gin", t.searchWords).where(sql`${t.hasDeals}`),
    // And a holder's phone digits (contract, unit and bank searches): the million's phones share
    // their trigrams, a few thousand holders' phones do not (migration 0043).
    index("clients_deals_search_trgm")
      .using("gin", t.searchText.op("gin_trgm_ops"))
      .where(sql`${t.hasDeals}`),
    index("clients_extra_phones_idx").using("gin", t.extraPhones),
    // A user's own clients when they are few among many (a new receptionist): found, not walked.
    index("clients_staff_idx").using("gin", t.staffIds),
    // A passport's prefix (LIKE 'AB12%') is indexed whatever the database's collation.
    index("clients_passport_prefix_idx").on(t.passport.op("text_pattern_ops")),
    // The lists' orders over live clients: a page is read off an index, never sorted. staff_ids
    // rides along (after the unique pair, so the order is the same): a scoped employee's page is
    // then an index-only walk that tests the scope on each entry, with no table row read.
    index("clients_live_created_idx").on(t.createdAt, t.id, t.staffIds).where(sql`${t.deletedAt} is null`),
    index("clients_live_name_idx").on(t.fullName, t.id, t.staffIds).where(sql`${t.deletedAt} is null`),
    index("clients_live_next_call_idx")
      .on(t.nextCallAt.asc().nullsLast(), t.id)
      .where(sql`${t.deletedAt} is null`),
    index("clients_live_last_call_idx")
      .on(t.lastCallAt.desc().nullsLast(), t.id.desc())
      .where(sql`${t.deletedAt} is null`),
    index("clients_next_call_idx")
      .on(t.nextCallAt)
      .where(sql`${t.deletedAt} is null and ${t.nextCallAt} is not null`),
    index("clients_last_caller_idx").on(t.lastCallerId),
    check("clients_phone_9_digits", sql`${t.phone} ~ '^[0-9]{9}$'`),
    check("clients_pinfl_14_digits", sql`${t.pinfl} is null or ${t.pinfl} ~ '^[0-9]{14}$'`),
    check("clients_passport_format", sql`${t.passport} is null or ${t.passport} ~ '^[A-Z]{2}[0-9]{7}$'`),
    check(
      "clients_source",
      sql`${t.source} in ('reception','call_center','website','social','referral','other')`,
    ),
    check("clients_language", sql`${t.language} in ('uz','uz-Cyrl','ru')`),
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

/** A visit to the sales office, recorded at reception (a returning client gets a new one). */
export const clientVisits = pgTable(
  "client_visits",
  {
    id: serial("id").primaryKey(),
    clientId: integer("client_id")
      .notNull()
      .references(() => clients.id, { onDelete: "cascade" }),
    userId: integer("user_id").references(() => users.id),
    managerId: integer("manager_id").references(() => users.id),
    note: text("note"),
    /**
     * Logged by phone proof, by someone outside the client's record scope (decision 39): the visit is
     * the client's, but no tie — the receptionist does not become one of the client's staff
     * (migration 0048 leaves such rows out of staff_ids).
     */
    byPhone: boolean("by_phone").notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index("client_visits_client_idx").on(t.clientId),
    index("client_visits_created_idx").on(t.createdAt),
    // Record scopes: whom a user received, read off the index alone.
    index("client_visits_user_client_idx").on(t.userId, t.clientId),
  ],
);

/** The call centre's log. */
export const clientCalls = pgTable(
  "client_calls",
  {
    id: serial("id").primaryKey(),
    clientId: integer("client_id")
      .notNull()
      .references(() => clients.id, { onDelete: "cascade" }),
    userId: integer("user_id").references(() => users.id),
    direction: text("direction").notNull(),
    result: text("result").notNull(),
    note: text("note"),
    nextCallAt: ts("next_call_at"),
    /** Logged by phone proof outside the record scope: no tie (as client_visits.by_phone). */
    byPhone: boolean("by_phone").notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index("client_calls_client_idx").on(t.clientId, t.createdAt),
    // Record scopes: whom a user called, read off the index alone.
    index("client_calls_user_client_idx").on(t.userId, t.clientId),
    check("client_calls_direction", sql`${t.direction} in ('incoming','outgoing')`),
    check(
      "client_calls_result",
      sql`${t.result} in ('answered','no_answer','interested','callback','refused','wrong_number')`,
    ),
  ],
);

export const clientNotes = pgTable(
  "client_notes",
  {
    id: serial("id").primaryKey(),
    clientId: integer("client_id")
      .notNull()
      .references(() => clients.id, { onDelete: "cascade" }),
    userId: integer("user_id").references(() => users.id),
    text: text("text").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("client_notes_client_idx").on(t.clientId)],
);

/**
 * The pairs of a live client's words, one row per pair, kept by triggers on clients (migration
 * 0039; decision 23): a search of two words finds its namesakes newest first off one index, in
 * the list's order, testing the words and the record scope on each entry with no client row read.
 * The pair is the first three letters of two words whose beginnings differ, in byte order
 * ("dil kar" for Karimov Dilshod); `words` is the client's words as " karimov dilshod …".
 */
export const clientNamePairs = pgTable(
  "client_name_pairs",
  {
    pair: text("pair").notNull(),
    createdAt: ts("created_at").notNull(),
    clientId: integer("client_id").notNull(),
    words: text("words").notNull(),
    staffIds: integer("staff_ids").array().notNull(),
  },
  (t) => [
    // Every column in the key: a page is an index-only walk in the client list's order.
    index("client_name_pairs_search_idx").on(
      t.pair,
      t.createdAt.desc(),
      t.clientId.desc(),
      t.words,
      t.staffIds,
    ),
    index("client_name_pairs_client_idx").on(t.clientId),
  ],
);

/**
 * Every ending of three digits or more of a live client's phones (each run of digits in the search
 * key), one row each, kept by triggers on clients (migration 0042; decision 23): a search of phone
 * digits is a range of this index ("2244" is every ending that begins 2244), read index-only, its
 * matches sorted in the list's order with no client row read. "…112244" ends in 12244, 2244, …
 */
export const clientPhoneDigits = pgTable(
  "client_phone_digits",
  {
    digits: text("digits").notNull(),
    createdAt: ts("created_at").notNull(),
    clientId: integer("client_id").notNull(),
    staffIds: integer("staff_ids").array().notNull(),
  },
  (t) => [
    // text_pattern_ops: "begins with" (LIKE '2244%') is a range of the index in any collation.
    index("client_phone_digits_search_idx").on(
      t.digits.op("text_pattern_ops"),
      t.createdAt.desc(),
      t.clientId.desc(),
      t.staffIds,
    ),
    index("client_phone_digits_client_idx").on(t.clientId),
  ],
);
