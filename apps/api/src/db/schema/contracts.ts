import { sql } from "drizzle-orm";
import {
  bigserial,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { clients } from "./clients";
import { createdAt, money, ts, updatedAt } from "./columns";
import { organisationBankAccounts, organisations } from "./organisations";
import { units } from "./property";
import { users } from "./users";

/** A booking (bron) holds one unit for one client until expires_at. */
export const bookings = pgTable(
  "bookings",
  {
    id: serial("id").primaryKey(),
    unitId: integer("unit_id")
      .notNull()
      .references(() => units.id),
    clientId: integer("client_id")
      .notNull()
      .references(() => clients.id),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    expiresAt: ts("expires_at").notNull(),
    status: text("status").notNull().default("active"),
    endedAt: ts("ended_at"),
    createdAt: createdAt(),
  },
  (t) => [
    // The database, not the screen, keeps a unit from being booked twice.
    uniqueIndex("bookings_unit_active_uq").on(t.unitId).where(sql`${t.status} = 'active'`),
    index("bookings_client_idx").on(t.clientId),
    index("bookings_active_expiry_idx").on(t.expiresAt).where(sql`${t.status} = 'active'`),
    check("bookings_status", sql`${t.status} in ('active','released','expired','converted')`),
  ],
);

/** Per-year contract number counter, advanced atomically with INSERT … ON CONFLICT DO UPDATE. */
export const contractCounters = pgTable("contract_counters", {
  year: integer("year").primaryKey(),
  last: integer("last").notNull(),
});

export const contracts = pgTable(
  "contracts",
  {
    id: serial("id").primaryKey(),
    /** e.g. "2026-0042": year and per-year sequence. */
    number: text("number").notNull().unique(),
    year: integer("year").notNull(),
    seq: integer("seq").notNull(),
    date: date("date", { mode: "string" }).notNull(),
    clientId: integer("client_id")
      .notNull()
      .references(() => clients.id),
    unitId: integer("unit_id")
      .notNull()
      .references(() => units.id),
    sellerOrganisationId: integer("seller_organisation_id").references(() => organisations.id),
    /** The seller's account the buyer pays into (printed on the contract). */
    sellerAccountId: integer("seller_account_id").references(() => organisationBankAccounts.id),
    buyerOrganisationId: integer("buyer_organisation_id").references(() => organisations.id),
    managerId: integer("manager_id").references(() => users.id),
    areaM2: numeric("area_m2", { precision: 8, scale: 2, mode: "number" }).notNull(),
    pricePerM2: money("price_per_m2").notNull(),
    discount: money("discount").notNull().default(0),
    total: money("total").notNull(),
    paymentType: text("payment_type").notNull(),
    downPayment: money("down_payment").notNull().default(0),
    months: integer("months").notNull().default(0),
    status: text("status").notNull().default("draft"),
    scheduleVersion: integer("schedule_version").notNull().default(1),
    /**
     * The due date of the earliest unpaid row of the current schedule version, null when nothing
     * is owed: derived, kept by the database's triggers in the same transaction as every write of
     * schedule_items or schedule_version (migration 0016); never written by the application.
     */
    nextDueDate: date("next_due_date", { mode: "string" }),
    /**
     * Money received: payments less refunds, cancelled ones left out. Derived, moved by the
     * database's triggers on payments by what each statement changed (migrations 0028–0029); a
     * payment's statement locks the row where "never more than owed" holds (decision 14).
     */
    paid: money("paid").notNull().default(0),
    /**
     * When the contract was first concluded: the day it counts as a sale (decision 19). Derived,
     * set by the database's trigger on the contract's first "concluded" step (migration 0036),
     * never written by the application.
     */
    concludedAt: ts("concluded_at"),
    refusalReason: text("refusal_reason"),
    refusedAt: ts("refused_at"),
    signedAt: ts("signed_at"),
    /** The signed contract's scan: a file name under DATA_DIR/files/contract-scans (ours, not the client's). */
    signedScan: text("signed_scan"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("contracts_year_seq_uq").on(t.year, t.seq),
    // A unit can be under at most one live contract: it can never be sold twice.
    uniqueIndex("contracts_unit_live_uq").on(t.unitId).where(sql`${t.status} <> 'refused'`),
    index("contracts_client_idx").on(t.clientId),
    // A search by any part of a contract number ("2026-00", "0412") without reading every contract.
    index("contracts_number_trgm").using("gin", t.number.op("gin_trgm_ops")),
    index("contracts_status_date_idx").on(t.status, t.date, t.id),
    // The lists' default order, newest first: a page is read off the index, not sorted.
    index("contracts_date_idx").on(t.date, t.id),
    // Record scopes: a manager's contracts and their clients, read off the index alone.
    index("contracts_manager_client_idx").on(t.managerId, t.clientId),
    // The next-due order (any statuses) and "overdue" (next due before today; a refused contract
    // never is), with the status for the lists' status filters: read and counted off the index alone.
    index("contracts_next_due_idx").on(t.nextDueDate, t.id, t.status),
    // The debtors list's order, most days overdue first (oldest next due date, the newest contract
    // first among equals), over the statuses that can owe: a page is read off the index alone.
    index("contracts_debtors_idx")
      .on(t.nextDueDate, t.id.desc().nullsFirst())
      .where(sql`${t.status} in ('in_process','concluded','handed_over')`),
    // Overdue contracts in the lists' default order, newest first, off the index alone.
    index("contracts_live_date_idx")
      .on(t.date, t.id, t.nextDueDate, t.status)
      .where(sql`${t.status} <> 'refused'`),
    // Sales of a period, read off the index (the stats).
    index("contracts_concluded_idx").on(t.concludedAt).where(sql`${t.concludedAt} is not null`),
    check(
      "contracts_payment_type",
      sql`${t.paymentType} in ('full','installment','mortgage','subsidy','organisation')`,
    ),
    check(
      "contracts_status",
      sql`${t.status} in ('draft','in_process','bank_lower','bank_upper','concluded','handed_over','refused')`,
    ),
    check(
      "contracts_money",
      sql`${t.total} >= 0 and ${t.discount} >= 0 and ${t.downPayment} >= 0 and ${t.downPayment} <= ${t.total}`,
    ),
    check("contracts_months", sql`${t.months} between 0 and 360`),
  ],
);

export const contractSteps = pgTable(
  "contract_steps",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    contractId: integer("contract_id")
      .notNull()
      .references(() => contracts.id, { onDelete: "cascade" }),
    status: text("status").notNull(),
    userId: integer("user_id").references(() => users.id),
    note: text("note"),
    createdAt: createdAt(),
  },
  (t) => [index("contract_steps_contract_idx").on(t.contractId, t.createdAt)],
);

/** The payment schedule (tolov jadvali). A change after signing is a new version; older versions are kept. */
export const scheduleItems = pgTable(
  "schedule_items",
  {
    id: serial("id").primaryKey(),
    contractId: integer("contract_id")
      .notNull()
      .references(() => contracts.id, { onDelete: "cascade" }),
    version: integer("version").notNull().default(1),
    number: integer("number").notNull(),
    dueDate: date("due_date", { mode: "string" }).notNull(),
    amount: money("amount").notNull(),
    paid: money("paid").notNull().default(0),
  },
  (t) => [
    uniqueIndex("schedule_items_contract_version_number_uq").on(t.contractId, t.version, t.number),
    index("schedule_items_due_idx").on(t.dueDate),
    // "Overdue" and "next due" look only at what is unpaid: one probe per contract. The amounts
    // ride along, so a contract's overdue sum (the collections lists' rows) is read off the
    // index alone, not from a table row per instalment.
    index("schedule_items_unpaid_idx")
      .on(t.contractId, t.version, t.dueDate, t.amount, t.paid)
      .where(sql`${t.paid} < ${t.amount}`),
    check("schedule_items_amounts", sql`${t.amount} > 0 and ${t.paid} >= 0 and ${t.paid} <= ${t.amount}`),
  ],
);

export const payments = pgTable(
  "payments",
  {
    id: serial("id").primaryKey(),
    contractId: integer("contract_id")
      .notNull()
      .references(() => contracts.id),
    kind: text("kind").notNull().default("payment"),
    paidAt: date("paid_at", { mode: "string" }).notNull(),
    amount: money("amount").notNull(),
    method: text("method").notNull(),
    receiptNumber: text("receipt_number"),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    cancelledAt: ts("cancelled_at"),
    cancelledBy: integer("cancelled_by").references(() => users.id),
    cancelReason: text("cancel_reason"),
    createdAt: createdAt(),
  },
  (t) => [
    index("payments_contract_idx").on(t.contractId),
    index("payments_paid_at_idx").on(t.paidAt),
    check("payments_amount_positive", sql`${t.amount} > 0`),
    check("payments_kind", sql`${t.kind} in ('payment','refund')`),
    check(
      "payments_method",
      sql`${t.method} in ('cash','card','bank_transfer','click','payme','bank_loan','subsidy')`,
    ),
  ],
);

/** Replay protection for money-moving requests: the same key returns the first answer. */
export const idempotencyKeys = pgTable(
  "idempotency_keys",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    key: text("key").notNull(),
    route: text("route").notNull(),
    requestHash: text("request_hash").notNull(),
    statusCode: integer("status_code"),
    response: text("response"),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] }), index("idempotency_created_idx").on(t.createdAt)],
);
