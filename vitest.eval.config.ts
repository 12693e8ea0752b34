import { defineConfig } from "vitest/config";
import { fileURLToPath } from "node:url";

/**
 * Measurements of how well a method generalises to a new author, each training a model per set it
 * leaves out (minutes of CPU). The rounds and joins that change what they measure run them with
 * `npm run test:eval`; `npm test` leaves them out (docs/decisions.md, "Test suite time, session 39").
 */
export const EVALUATIONS = ["src/scripture/topic-corpus/topic-leave-one-set-out.test.ts"];

export default defineConfig({
  resolve: { alias: { "@core": fileURLToPath(new URL("./src/core", import.meta.url)) } },
  test: { include: EVALUATIONS, environment: "node", testTimeout: 20_000 },
});
