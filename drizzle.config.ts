import { defineConfig } from "drizzle-kit";

// Migrations are generated from the schema files and applied at start by server/db/migrate.ts.
export default defineConfig({
  dialect: "postgresql",
  schema: "./server/db/schema/*.ts",
  out: "./server/db/migrations",
});
