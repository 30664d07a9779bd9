import { sql } from "drizzle-orm";
import { bigserial, index, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./users";

/** The keys by which a dependant's audit rows name their parent record (see recordHistory). */
export const CHILD_KEYS = ["contractId", "organisationId"] as const;

/** Who changed what, when: written in the same transaction as the change itself. */
export const auditLog = pgTable(
  "audit_log",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    userId: integer("user_id").references(() => users.id),
    at: timestamp("at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    entity: text("entity").notNull(),
    entityId: text("entity_id").notNull(),
    action: text("action").notNull(),
    before: jsonb("before"),
    after: jsonb("after"),
  },
  (t) => [
    index("audit_log_entity_idx").on(t.entity, t.entityId),
    index("audit_log_at_id_idx").on(t.at, t.id),
    index("audit_log_user_idx").on(t.userId, t.at),
    // A record's history also reads the rows of its dependants that name it (a contract's
    // payments, an organisation's bank accounts): without these it scanned every audit row.
    ...CHILD_KEYS.flatMap((key) =>
      (["after", "before"] as const).map((side) =>
        index(`audit_log_${side}_${key.toLowerCase()}_idx`)
          .on(t.entity, sql`(${t[side]} ->> '${sql.raw(key)}')`)
          .where(sql`(${t[side]} ->> '${sql.raw(key)}') is not null`),
      ),
    ),
  ],
);
