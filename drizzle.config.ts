import { defineConfig } from "drizzle-kit";

// Used only to generate migration files (`npx drizzle-kit generate`). Migrations are applied
// in-process at start-up by src/server/db/client.ts, never by drizzle-kit.
export default defineConfig({
  dialect: "postgresql",
  schema: "./src/server/db/schema.ts",
  out: "./src/server/db/migrations",
  casing: "snake_case",
});
