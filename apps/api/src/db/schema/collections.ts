import { sql } from "drizzle-orm";
import {
  bigserial,
  check,
  date,
  index,
  integer,
  pgTable,
  serial,
  text,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { createdAt, money, ts, updatedAt } from "./columns";
import { contracts } from "./contracts";
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
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [
    index("debt_actions_case_idx").on(t.caseId, t.createdAt),
    check(
      "debt_actions_type",
      sql`${t.type} in ('call','sms','meeting','warning_letter','demand_letter','promise','payment','restructuring','escalation','notary','court','enforcement','termination','note')`,
    ),
  ],
);
