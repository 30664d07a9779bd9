import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  text,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { banks } from "./banks";
import { createdAt, ts, updatedAt } from "./columns";

/** Tashkilot: our own companies (sellers), partners and buying organisations. */
export const organisations = pgTable(
  "organisations",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    kind: text("kind").notNull(),
    /** STIR, the 9-digit taxpayer number. */
    stir: text("stir").notNull().unique(),
    address: text("address"),
    director: text("director"),
    phone: text("phone"),
    /**
     * As a seller: a contract is printed only with the buyer's passport, and concluded only with
     * the passport and the signed scan. Off, the screens warn and ask instead.
     */
    requirePassport: boolean("require_passport").notNull().default(false),
    requireSignedScan: boolean("require_signed_scan").notNull().default(false),
    /**
     * As a seller: the penalty (penya) on overdue installments, percent of the unpaid row per day,
     * and its cap, percent of that row. Null: no penalty until set.
     */
    penaltyRate: numeric("penalty_rate", { precision: 6, scale: 3, mode: "number" }),
    penaltyCap: numeric("penalty_cap", { precision: 5, scale: 2, mode: "number" }),
    archivedAt: ts("archived_at"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("organisations_name_idx").on(t.name, t.id),
    check("organisations_kind", sql`${t.kind} in ('own','partner','buyer')`),
    check(
      "organisations_penalty",
      sql`(${t.penaltyRate} is null or ${t.penaltyRate} > 0 and ${t.penaltyRate} <= 10) and (${t.penaltyCap} is null or ${t.penaltyCap} > 0 and ${t.penaltyCap} <= 100)`,
    ),
    check("organisations_stir_9_digits", sql`${t.stir} ~ '^[0-9]{9}$'`),
  ],
);

export const organisationBankAccounts = pgTable(
  "organisation_bank_accounts",
  {
    id: serial("id").primaryKey(),
    organisationId: integer("organisation_id")
      .notNull()
      .references(() => organisations.id, { onDelete: "cascade" }),
    bankId: integer("bank_id")
      .notNull()
      .references(() => banks.id),
    accountNumber: text("account_number").notNull().unique(),
    mfo: text("mfo").notNull(),
    isPrimary: boolean("is_primary").notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index("org_accounts_org_idx").on(t.organisationId),
    // At most one primary account per organisation.
    uniqueIndex("org_accounts_primary_uq").on(t.organisationId).where(sql`${t.isPrimary}`),
    check("org_accounts_number_20_digits", sql`${t.accountNumber} ~ '^[0-9]{20}$'`),
    check("org_accounts_mfo_5_digits", sql`${t.mfo} ~ '^[0-9]{5}$'`),
  ],
);
