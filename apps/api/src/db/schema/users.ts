import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
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
    lastLoginAt: ts("last_login_at"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("users_phone_9_digits", sql`${t.phone} ~ '^[0-9]{9}$'`),
    check("users_name_not_blank", sql`length(trim(${t.name})) > 0`),
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

/** Failed sign-ins, counted per phone and per client address to throttle guessing. */
export const loginFailures = pgTable(
  "login_failures",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    phone: text("phone").notNull(),
    ip: text("ip").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index("login_failures_phone_idx").on(t.phone, t.createdAt),
    index("login_failures_ip_idx").on(t.ip, t.createdAt),
  ],
);
