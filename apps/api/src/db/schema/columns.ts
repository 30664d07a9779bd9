import { bigint, timestamp } from "drizzle-orm/pg-core";

/** Money is whole soum in bigint; JS numbers hold it exactly up to 9·10^15. */
export const money = (name: string) => bigint(name, { mode: "number" });

/** Timestamps are read as Date (PGlite returns text for mode "string", node-postgres does not). */
export const ts = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

export const createdAt = () => ts("created_at").notNull().defaultNow();
export const updatedAt = () => ts("updated_at").notNull().defaultNow();
