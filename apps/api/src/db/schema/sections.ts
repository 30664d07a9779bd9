import { integer, pgTable, serial, text } from "drizzle-orm/pg-core";
import { createdAt } from "./columns";

/** Menu sections (bolim): one side-menu entry each, shown to users holding the path's page key. */
export const sections = pgTable("sections", {
  id: serial("id").primaryKey(),
  path: text("path").notNull().unique(),
  name: text("name").notNull(),
  icon: text("icon").notNull(),
  sortOrder: integer("sort_order").notNull().default(0),
  createdAt: createdAt(),
});
