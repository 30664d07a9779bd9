import type { Language, RecordScope } from "@makon/shared";
import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
} from "drizzle-orm/pg-core";
import { createdAt, ts, updatedAt } from "./columns";
import { sections } from "./sections";

export const users = pgTable(
  "users",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    phone: text("phone").notNull().unique(),
    passwordHash: text("password_hash").notNull(),
    /** The title shown in the top bar, e.g. "Sotuv menejeri". */
    role: text("role").notNull(),
    pagesDostup: text("pages_dostup").array().notNull().default(sql`'{}'::text[]`),
    dostup: text("dostup").array().notNull().default(sql`'{}'::text[]`),
    /** The department (menu section) the employee belongs to, if any. */
    sectionId: integer("section_id").references((): AnyPgColumn => sections.id, { onDelete: "set null" }),
    active: boolean("active").notNull().default(true),
    /**
     * Which clients and which contracts the user reads and changes, on top of the page and action
     * keys: "own" (registered, called or managed by them), "section" (theirs and their section's
     * people's) or "all". Checked by the server on every list, card, export and change.
     */
    clientScope: text("client_scope").$type<RecordScope>().notNull().default("own"),
    contractScope: text("contract_scope").$type<RecordScope>().notNull().default("own"),
    /** The language the user reads the app and their exports in (decision 21). */
    language: text("language").$type<Language>().notNull().default("uz"),
    lastLoginAt: ts("last_login_at"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("users_phone_9_digits", sql`${t.phone} ~ '^[0-9]{9}$'`),
    check("users_name_not_blank", sql`length(trim(${t.name})) > 0`),
    check("users_client_scope", sql`${t.clientScope} in ('own','section','all')`),
    check("users_contract_scope", sql`${t.contractScope} in ('own','section','all')`),
    check("users_language", sql`${t.language} in ('uz','uz-Cyrl','ru')`),
    index("users_section_idx").on(t.sectionId),
    index("users_name_idx").on(t.name),
  ],
);

export const sessions = pgTable(
  "sessions",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** SHA-256 of the token; the token itself is never stored. */
    tokenHash: text("token_hash").notNull().unique(),
    createdAt: createdAt(),
    lastSeenAt: ts("last_seen_at").notNull().defaultNow(),
    /** Absolute expiry; the idle limit is checked against last_seen_at. */
    expiresAt: ts("expires_at").notNull(),
    revokedAt: ts("revoked_at"),
    ip: text("ip"),
    userAgent: text("user_agent"),
  },
  (t) => [index("sessions_user_idx").on(t.userId)],
);

/**
 * Browsers where a user has signed in: each holds a random device key in a cookie sent only to
 * the sign-in call. Guesses from elsewhere never use up a trusted device's budget, so a stranger
 * who knows a phone number cannot lock its owner out (see login-throttle.ts).
 */
export const trustedDevices = pgTable(
  "trusted_devices",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** SHA-256 of the device key; the key itself is never stored. */
    keyHash: text("key_hash").notNull().unique(),
    createdAt: createdAt(),
    lastUsedAt: ts("last_used_at").notNull().defaultNow(),
    userAgent: text("user_agent"),
  },
  (t) => [index("trusted_devices_user_idx").on(t.userId)],
);

/**
 * Sign-in attempts whose password was (or is being) checked. A row is reserved before the check
 * under a lock on its budget, marked failed after a wrong password and removed after a right
 * one: what remains in the window are wrong guesses and checks under way, counted per phone from
 * unknown places, per trusted device, and per client address (see login-throttle.ts).
 */
export const loginAttempts = pgTable(
  "login_attempts",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    phone: text("phone").notNull(),
    ip: text("ip").notNull(),
    /** Set when the attempt came from a trusted device of the phone's user. */
    deviceId: bigint("device_id", { mode: "number" }).references(() => trustedDevices.id, {
      onDelete: "cascade",
    }),
    /** false while the password is being checked, true once it proved wrong. */
    failed: boolean("failed").notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index("login_attempts_phone_idx").on(t.phone, t.createdAt).where(sql`${t.deviceId} is null`),
    index("login_attempts_ip_idx").on(t.ip, t.createdAt).where(sql`${t.deviceId} is null`),
    index("login_attempts_device_idx").on(t.deviceId, t.createdAt),
    index("login_attempts_created_idx").on(t.createdAt),
  ],
);
