import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  text,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { createdAt, ts, updatedAt } from "./columns";
import { contracts } from "./contracts";
import { users } from "./users";

/** Per-year act number counter, advanced atomically with INSERT … ON CONFLICT DO UPDATE. */
export const handoverCounters = pgTable("handover_counters", {
  year: integer("year").primaryKey(),
  last: integer("last").notNull(),
});

/**
 * Topshiruv: the handover-acceptance act (qabul qilish-topshirish dalolatnomasi) of a unit to its
 * buyer. One per contract (unique contract_id: a second act is refused by the database).
 */
export const handovers = pgTable(
  "handovers",
  {
    id: serial("id").primaryKey(),
    contractId: integer("contract_id")
      .notNull()
      .unique()
      .references(() => contracts.id),
    /** "D-2026-0042": the act year and its per-year sequence (handover_counters). */
    actNumber: text("act_number").notNull().unique(),
    year: integer("year").notNull(),
    seq: integer("seq").notNull(),
    actDate: date("act_date", { mode: "string" }).notNull(),
    keysCount: integer("keys_count").notNull().default(0),
    electricityReading: numeric("electricity_reading", { precision: 12, scale: 2, mode: "number" }),
    gasReading: numeric("gas_reading", { precision: 12, scale: 2, mode: "number" }),
    waterReading: numeric("water_reading", { precision: 12, scale: 2, mode: "number" }),
    note: text("note"),
    /** The signed act's scan: a key of the file store (ours, never the client's file name). */
    signedScan: text("signed_scan"),
    /** The buyer registers ownership with the cadastre within CADASTRE_DAYS of the act. */
    cadastreAppliedAt: date("cadastre_applied_at", { mode: "string" }),
    cadastreNumber: text("cadastre_number"),
    cadastreRegisteredAt: date("cadastre_registered_at", { mode: "string" }),
    /** The building's completion (or the act date) plus the warranty years set when the act was made. */
    warrantyUntil: date("warranty_until", { mode: "string" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("handovers_year_seq_uq").on(t.year, t.seq),
    // The "handed over" tab, newest first, read off the index.
    index("handovers_act_date_idx").on(t.actDate, t.id),
    check("handovers_keys", sql`${t.keysCount} between 0 and 20`),
    check(
      "handovers_meters",
      sql`coalesce(${t.electricityReading}, 0) >= 0 and coalesce(${t.gasReading}, 0) >= 0 and coalesce(${t.waterReading}, 0) >= 0`,
    ),
    check("handovers_cadastre", sql`${t.cadastreRegisteredAt} is null or ${t.cadastreNumber} is not null`),
  ],
);

export const handoverDefects = pgTable(
  "handover_defects",
  {
    id: serial("id").primaryKey(),
    handoverId: integer("handover_id")
      .notNull()
      .references(() => handovers.id, { onDelete: "cascade" }),
    item: text("item").notNull(),
    room: text("room"),
    /** A photo of the defect: a key of the file store. */
    photo: text("photo"),
    deadline: date("deadline", { mode: "string" }),
    /** When it was marked fixed (null: open); a conditional update marks it once. */
    fixedAt: ts("fixed_at"),
    /** The day the fix was done, as the form says. */
    fixedOn: date("fixed_on", { mode: "string" }),
    fixedById: integer("fixed_by_id").references(() => users.id),
    fixNote: text("fix_note"),
    /** The buyer accepted the fix. */
    buyerAccepted: boolean("buyer_accepted").notNull().default(false),
    createdById: integer("created_by_id").references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [
    index("handover_defects_handover_idx").on(t.handoverId),
    // The "defects" tab: open ones, earliest deadline (most overdue) first.
    index("handover_defects_open_idx").on(t.deadline, t.id).where(sql`${t.fixedAt} is null`),
  ],
);

/**
 * A boss's permission to hand over a contract not paid in full (handover_permit), with the reason.
 * One per contract.
 */
export const handoverPermits = pgTable("handover_permits", {
  id: serial("id").primaryKey(),
  contractId: integer("contract_id")
    .notNull()
    .unique()
    .references(() => contracts.id),
  reason: text("reason").notNull(),
  userId: integer("user_id")
    .notNull()
    .references(() => users.id),
  createdAt: createdAt(),
});

/**
 * The time agreed with the buyer to hand over. At most one scheduled appointment per contract (a
 * partial unique index); rescheduling closes the old one as "rescheduled" and makes a new one, so
 * the history stays.
 */
export const handoverAppointments = pgTable(
  "handover_appointments",
  {
    id: serial("id").primaryKey(),
    contractId: integer("contract_id")
      .notNull()
      .references(() => contracts.id),
    scheduledAt: ts("scheduled_at").notNull(),
    status: text("status").notNull().default("scheduled"),
    note: text("note"),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    closedById: integer("closed_by_id").references(() => users.id),
    closedAt: ts("closed_at"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("handover_appointments_open_uq").on(t.contractId).where(sql`${t.status} = 'scheduled'`),
    index("handover_appointments_contract_idx").on(t.contractId, t.createdAt),
    index("handover_appointments_time_idx").on(t.scheduledAt, t.id),
    check(
      "handover_appointments_status",
      sql`${t.status} in ('scheduled','done','no_show','rescheduled','cancelled')`,
    ),
  ],
);

/** Handover settings: one row (id = 1). */
export const handoverSettings = pgTable(
  "handover_settings",
  {
    id: integer("id").primaryKey().default(1),
    /** The warranty on a handed-over unit, in years from the building's completion. */
    warrantyYears: integer("warranty_years").notNull().default(2),
    updatedById: integer("updated_by_id").references(() => users.id),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("handover_settings_one_row", sql`${t.id} = 1`),
    check("handover_settings_years", sql`${t.warrantyYears} between 0 and 20`),
  ],
);
