import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, serial, text, uniqueIndex } from "drizzle-orm/pg-core";
import { banks } from "./banks";
import { createdAt, money, ts, updatedAt } from "./columns";
import { contracts } from "./contracts";
import { users } from "./users";

/** One application of one contract at one bank level (lower = branch, upper = head office). */
export const bankApplications = pgTable(
  "bank_applications",
  {
    id: serial("id").primaryKey(),
    contractId: integer("contract_id")
      .notNull()
      .references(() => contracts.id),
    level: text("level").notNull(),
    bankId: integer("bank_id")
      .notNull()
      .references(() => banks.id),
    status: text("status").notNull().default("new"),
    amountRequested: money("amount_requested").notNull(),
    amountApproved: money("amount_approved"),
    assigneeId: integer("assignee_id").references(() => users.id),
    decidedById: integer("decided_by_id").references(() => users.id),
    submittedAt: ts("submitted_at"),
    decidedAt: ts("decided_at"),
    fundedAt: ts("funded_at"),
    note: text("note"),
    rejectionReason: text("rejection_reason"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // One open application per contract and level; rejected ones stay as history.
    uniqueIndex("bank_applications_open_uq").on(t.contractId, t.level).where(sql`${t.status} <> 'rejected'`),
    index("bank_applications_level_status_idx").on(t.level, t.status),
    index("bank_applications_assignee_idx").on(t.assigneeId),
    check("bank_applications_level", sql`${t.level} in ('lower','upper')`),
    check(
      "bank_applications_status",
      sql`${t.status} in ('new','documents_submitted','under_review','approved','rejected','funded')`,
    ),
    check("bank_applications_funded_upper", sql`${t.status} <> 'funded' or ${t.level} = 'upper'`),
    check(
      "bank_applications_amounts",
      sql`${t.amountRequested} > 0 and coalesce(${t.amountApproved}, 0) >= 0`,
    ),
  ],
);
