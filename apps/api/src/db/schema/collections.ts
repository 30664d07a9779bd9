import { SMS_DAILY_LIMIT_DEFAULT, SMS_DAILY_LIMIT_MAX } from "@makon/shared";
import { sql } from "drizzle-orm";
import {
  bigint,
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { clients } from "./clients";
import { createdAt, money, ts, updatedAt } from "./columns";
import { contracts, scheduleItems } from "./contracts";
import { handoverAppointments } from "./handover";
import { users } from "./users";

/** Undiruv: a collections case for one overdue contract. */
export const debtCases = pgTable(
  "debt_cases",
  {
    id: serial("id").primaryKey(),
    contractId: integer("contract_id")
      .notNull()
      .references(() => contracts.id),
    status: text("status").notNull().default("new"),
    assigneeId: integer("assignee_id").references(() => users.id),
    openedById: integer("opened_by_id")
      .notNull()
      .references(() => users.id),
    note: text("note"),
    /** Opened by the collections job (contracts past the setting's days), not by a person. */
    autoOpened: boolean("auto_opened").notNull().default(false),
    statusChangedAt: ts("status_changed_at").notNull().defaultNow(),
    /** The last action recorded (any kind, the job's included): the debtors list shows it. */
    lastActionType: text("last_action_type"),
    lastActionAt: ts("last_action_at"),
    /** When the collector means to act next (the latest action's nextActionAt). */
    nextActionAt: ts("next_action_at"),
    openedAt: createdAt(),
    closedAt: ts("closed_at"),
    updatedAt: updatedAt(),
  },
  (t) => [
    // One open case per contract.
    uniqueIndex("debt_cases_open_uq")
      .on(t.contractId)
      .where(sql`${t.status} not in ('collected','restructured','terminated','closed')`),
    index("debt_cases_status_idx").on(t.status),
    index("debt_cases_contract_idx").on(t.contractId, t.openedAt),
    index("debt_cases_assignee_idx").on(t.assigneeId, t.status),
    // The cases list's orders by opening (every view, and a collector's own): a page is read off
    // the index alone, the view's status test included, not sorted.
    index("debt_cases_opened_idx").on(t.openedAt, t.id, t.status),
    index("debt_cases_assignee_opened_idx").on(t.assigneeId, t.openedAt, t.id, t.status),
    check(
      "debt_cases_status",
      sql`${t.status} in ('new','in_progress','promised','promise_broken','with_director','legal','enforcement','collected','restructured','terminated','closed')`,
    ),
  ],
);

export const debtActions = pgTable(
  "debt_actions",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    caseId: integer("case_id")
      .notNull()
      .references(() => debtCases.id, { onDelete: "cascade" }),
    type: text("type").notNull(),
    result: text("result"),
    note: text("note"),
    promisedDate: date("promised_date", { mode: "string" }),
    promisedAmount: money("promised_amount"),
    nextActionAt: ts("next_action_at"),
    /** What the action made: a letter, an SMS, a payment (for the timeline's links). */
    letterId: integer("letter_id"),
    smsId: bigint("sms_id", { mode: "number" }),
    paymentId: integer("payment_id"),
    /** Null for the collections job's own entries (a promise broken by the date). */
    userId: integer("user_id").references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [
    index("debt_actions_case_idx").on(t.caseId, t.createdAt),
    check(
      "debt_actions_type",
      sql`${t.type} in ('call','sms','meeting','warning_letter','demand_letter','promise','payment','restructuring','escalation','notary','court','enforcement','termination','note','opened','assigned','promise_kept','promise_broken','penalty_waived','collected','closed')`,
    ),
  ],
);

/**
 * A promise to pay: kept when the contract's paid money reaches paidBefore + amount by the date,
 * broken (by the collections job, once: a conditional update) when the date passes short of it,
 * replaced when a newer promise is given on the same case.
 */
export const debtPromises = pgTable(
  "debt_promises",
  {
    id: serial("id").primaryKey(),
    caseId: integer("case_id")
      .notNull()
      .references(() => debtCases.id, { onDelete: "cascade" }),
    actionId: bigint("action_id", { mode: "number" }).notNull(),
    contractId: integer("contract_id")
      .notNull()
      .references(() => contracts.id),
    promisedDate: date("promised_date", { mode: "string" }).notNull(),
    promisedAmount: money("promised_amount").notNull(),
    /** contracts.paid when the promise was given: the promise is kept at paidBefore + amount. */
    paidBefore: money("paid_before").notNull(),
    status: text("status").notNull().default("open"),
    resolvedAt: ts("resolved_at"),
    createdAt: createdAt(),
  },
  (t) => [
    index("debt_promises_case_idx").on(t.caseId, t.createdAt),
    index("debt_promises_open_idx").on(t.promisedDate).where(sql`${t.status} = 'open'`),
    check("debt_promises_status", sql`${t.status} in ('open','kept','broken','replaced')`),
    check("debt_promises_amount", sql`${t.promisedAmount} > 0`),
  ],
);

/** Warning letters and demand letters (talabnoma): numbered per kind and year, content kept as printed. */
export const debtLetters = pgTable(
  "debt_letters",
  {
    id: serial("id").primaryKey(),
    caseId: integer("case_id")
      .notNull()
      .references(() => debtCases.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    /** e.g. "OX-2026-0007" (ogohlantirish xati) or "TN-2026-0003" (talabnoma). */
    number: text("number").notNull().unique(),
    year: integer("year").notNull(),
    seq: integer("seq").notNull(),
    deadline: date("deadline", { mode: "string" }).notNull(),
    overdueAmount: money("overdue_amount").notNull(),
    penalty: money("penalty").notNull(),
    /** The figures and names as printed (seller, debtor, rows): printing again shows the same letter. */
    content: jsonb("content").notNull(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("debt_letters_kind_year_seq_uq").on(t.kind, t.year, t.seq),
    index("debt_letters_case_idx").on(t.caseId),
    check("debt_letters_kind", sql`${t.kind} in ('warning','demand')`),
  ],
);

/** Per-kind, per-year letter number counter, advanced with INSERT … ON CONFLICT DO UPDATE. */
export const debtLetterCounters = pgTable(
  "debt_letter_counters",
  {
    kind: text("kind").notNull(),
    year: integer("year").notNull(),
    last: integer("last").notNull(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.year] })],
);

/** A penalty waived (penya kechildi): the accrued amount at that moment, with the reason. */
export const penaltyWaivers = pgTable(
  "penalty_waivers",
  {
    id: serial("id").primaryKey(),
    contractId: integer("contract_id")
      .notNull()
      .references(() => contracts.id),
    caseId: integer("case_id").references(() => debtCases.id),
    amount: money("amount").notNull(),
    reason: text("reason").notNull(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [
    index("penalty_waivers_contract_idx").on(t.contractId),
    check("penalty_waivers_amount", sql`${t.amount} > 0`),
  ],
);

/** The collections settings: one row (id = 1). */
export const debtSettings = pgTable(
  "debt_settings",
  {
    id: integer("id").primaryKey().default(1),
    /** Open a case by itself for a contract this many days overdue; null: never. */
    autoOpenDays: integer("auto_open_days"),
    /** Who such a case goes to; null: nobody yet (the boss assigns). */
    autoAssigneeId: integer("auto_assignee_id").references(() => users.id),
    /** The most SMS one client is sent a Tashkent day (sms_client_days counts them; decision 43). */
    smsDailyLimit: integer("sms_daily_limit").notNull().default(SMS_DAILY_LIMIT_DEFAULT),
    updatedById: integer("updated_by_id").references(() => users.id),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("debt_settings_one_row", sql`${t.id} = 1`),
    check("debt_settings_days", sql`${t.autoOpenDays} is null or ${t.autoOpenDays} between 1 and 3650`),
    check(
      "debt_settings_sms_daily_limit",
      sql`${t.smsDailyLimit} between 1 and ${sql.raw(String(SMS_DAILY_LIMIT_MAX))}`,
    ),
  ],
);

/**
 * How many SMS a client has been given a Tashkent day (decision 43). A message takes its place with
 * one conditional upsert in the transaction that queues it, so however many requests or processes
 * queue at once, no client gets more than the day's limit.
 */
export const smsClientDays = pgTable(
  "sms_client_days",
  {
    clientId: integer("client_id")
      .notNull()
      .references(() => clients.id),
    day: date("day").notNull(),
    queued: integer("queued").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.clientId, t.day] }),
    check("sms_client_days_queued", sql`${t.queued} >= 0`),
  ],
);

/**
 * The SMS outbox. A reminder is sent once per schedule row and kind, or per promise and kind: the
 * unique indexes refuse a second one whatever number of API processes enqueue. A message is claimed
 * for sending by a conditional update (queued → sending), so two processes never send one twice.
 */
export const smsMessages = pgTable(
  "sms_messages",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    clientId: integer("client_id")
      .notNull()
      .references(() => clients.id),
    contractId: integer("contract_id").references(() => contracts.id),
    caseId: integer("case_id").references(() => debtCases.id),
    scheduleItemId: integer("schedule_item_id").references(() => scheduleItems.id),
    promiseId: integer("promise_id").references(() => debtPromises.id),
    /** A handover appointment's notice: once per appointment and kind. */
    appointmentId: integer("appointment_id").references(() => handoverAppointments.id),
    kind: text("kind").notNull(),
    phone: text("phone").notNull(),
    text: text("text").notNull(),
    status: text("status").notNull().default("queued"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: ts("next_attempt_at").notNull().defaultNow(),
    /** The driver that sent it ("log", "eskiz") and the provider's id for delivery checks. */
    driver: text("driver"),
    providerMessageId: text("provider_message_id"),
    lastError: text("last_error"),
    createdById: integer("created_by_id").references(() => users.id),
    sentAt: ts("sent_at"),
    deliveredAt: ts("delivered_at"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("sms_schedule_row_kind_uq")
      .on(t.scheduleItemId, t.kind)
      .where(sql`${t.scheduleItemId} is not null`),
    uniqueIndex("sms_promise_kind_uq").on(t.promiseId, t.kind).where(sql`${t.promiseId} is not null`),
    uniqueIndex("sms_appointment_kind_uq")
      .on(t.appointmentId, t.kind)
      .where(sql`${t.appointmentId} is not null`),
    index("sms_due_idx").on(t.nextAttemptAt).where(sql`${t.status} in ('queued','sending')`),
    // The few whose send had no answer, asked about again (sms-sender.service.ts checkUnknown).
    index("sms_unknown_idx").on(t.nextAttemptAt).where(sql`${t.status} = 'unknown'`),
    index("sms_client_idx").on(t.clientId, t.createdAt),
    index("sms_case_idx").on(t.caseId, t.createdAt),
    index("sms_created_idx").on(t.createdAt, t.id),
    check(
      "sms_kind",
      sql`${t.kind} in ('due_tomorrow','overdue','promise_reminder','manual','handover_appointment')`,
    ),
    check(
      "sms_status",
      sql`${t.status} in ('queued','sending','sent','delivered','failed','cancelled','unknown')`,
    ),
  ],
);
