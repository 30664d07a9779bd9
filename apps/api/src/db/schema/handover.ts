import { boolean, date, index, integer, numeric, pgTable, serial, text } from "drizzle-orm/pg-core";
import { createdAt, ts, updatedAt } from "./columns";
import { contracts } from "./contracts";
import { users } from "./users";

/** Topshiruv: the handover act of a unit to its buyer. One per contract. */
export const handovers = pgTable("handovers", {
  id: serial("id").primaryKey(),
  contractId: integer("contract_id")
    .notNull()
    .unique()
    .references(() => contracts.id),
  actNumber: text("act_number").notNull().unique(),
  actDate: date("act_date", { mode: "string" }).notNull(),
  keysHanded: boolean("keys_handed").notNull().default(false),
  electricityReading: numeric("electricity_reading", { precision: 12, scale: 2, mode: "number" }),
  gasReading: numeric("gas_reading", { precision: 12, scale: 2, mode: "number" }),
  waterReading: numeric("water_reading", { precision: 12, scale: 2, mode: "number" }),
  signedAct: boolean("signed_act").notNull().default(false),
  cadastreNumber: text("cadastre_number"),
  permittedById: integer("permitted_by_id").references(() => users.id),
  userId: integer("user_id")
    .notNull()
    .references(() => users.id),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const handoverDefects = pgTable(
  "handover_defects",
  {
    id: serial("id").primaryKey(),
    handoverId: integer("handover_id")
      .notNull()
      .references(() => handovers.id, { onDelete: "cascade" }),
    item: text("item").notNull(),
    deadline: date("deadline", { mode: "string" }),
    fixedAt: ts("fixed_at"),
    createdAt: createdAt(),
  },
  (t) => [index("handover_defects_handover_idx").on(t.handoverId)],
);
