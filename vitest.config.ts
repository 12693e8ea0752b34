import { defineConfig } from "vitest/config";
import { fileURLToPath } from "node:url";
import { EVALUATIONS } from "./vitest.eval.config";

const alias = { "@core": fileURLToPath(new URL("./src/core", import.meta.url)) };

// Two projects: fast pure tests, and integration tests that start real databases
// (PGlite always, PostgreSQL when TEST_DATABASE_URL is set).
export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: "unit",
          include: ["src/**/*.test.ts", "test/unit/**/*.test.ts"],
          // The evaluations run apart (vitest.eval.config.ts, `npm run test:eval`).
          exclude: ["**/node_modules/**", "src/**/*.integration.test.ts", ...EVALUATIONS],
          environment: "node",
          setupFiles: ["test/setup/fail-on-console-error.ts"],
          // A file's first crisis check loads the word vectors and ~18,000 labelled neighbours (a few
          // seconds on a loaded 2-core machine); Vitest's 5 s default timed that first test out.
          testTimeout: 20_000,
          // Files share a worker's modules rather than each loading them afresh: the crisis check's
          // neighbour index (~19,500 labelled messages) and the classifiers are built once per worker
          // instead of once per file, which was most of the unit project's time. Every module-level
          // state here is a cache or is restored in a finally; setupFiles still run for each file
          // (docs/decisions.md, "Unit files share their worker's modules").
          isolate: false,
        },
      },
      {
        resolve: { alias },
        test: {
          name: "integration",
          // Route tests sit beside their routes as <route>.integration.test.ts.
          include: ["test/integration/**/*.test.ts", "src/**/*.integration.test.ts"],
          environment: "node",
          setupFiles: ["test/setup/fail-on-console-error.ts"],
          // One migrated database per engine, made once per run, that each file's databases copy.
          globalSetup: ["test/setup/integration-databases.ts"],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
