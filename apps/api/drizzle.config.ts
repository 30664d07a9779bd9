import { defineConfig } from "drizzle-kit";

// Migrations are generated from the schema and committed; they are never edited by hand
// (the one custom migration holds the table-version triggers that drizzle-kit cannot express).
export default defineConfig({
  dialect: "postgresql",
  schema: "./apps/api/src/db/schema/index.ts",
  out: "./apps/api/drizzle",
});
