import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgTable, serial, text } from "drizzle-orm/pg-core";
import { createdAt, ts } from "./columns";
import { users } from "./users";

/**
 * A user's notifications (the bell): what happened, by kind and values, never words — the screen
 * says it in the user's language from the catalogue. Written in the transaction of what they tell.
 */
export const notifications = pgTable(
  "notifications",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    kind: text("kind").notNull(),
    params: jsonb("params").$type<Record<string, string | number | null>>().notNull().default({}),
    link: text("link"),
    readAt: ts("read_at"),
    createdAt: createdAt(),
  },
  (t) => [
    index("notifications_user_idx").on(t.userId, t.createdAt, t.id),
    // The badge: a user's unread ones, counted off a small index.
    index("notifications_unread_idx").on(t.userId).where(sql`${t.readAt} is null`),
  ],
);
