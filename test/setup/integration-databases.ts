// The integration project's global set-up: once per run, one migrated, empty database per engine
// for every test file to copy (test/integration/support/databases.ts). initdb plus the migrations
// took seconds per PGlite database and most of a second per PostgreSQL one, for dozens of
// databases a run. Everything made here is removed when the run ends.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { TestProject } from "vitest/node";
import { dumpMigratedPglite } from "../../src/server/db/client.js";
import { createPostgresTemplate, dropPostgresDatabase } from "../integration/support/databases.js";

export default async function setup(project: TestProject) {
  const dir = mkdtempSync(join(tmpdir(), "wellspring-pglite-template-"));
  const serverUrl = process.env.TEST_DATABASE_URL;
  let postgresTemplate: string | undefined;
  try {
    const file = join(dir, "migrated.tar");
    writeFileSync(file, Buffer.from(await (await dumpMigratedPglite()).arrayBuffer()));
    project.provide("pgliteTemplate", file);
    if (serverUrl) {
      postgresTemplate = await createPostgresTemplate(serverUrl);
      project.provide("postgresTemplate", postgresTemplate);
    }
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  return async () => {
    rmSync(dir, { recursive: true, force: true });
    if (serverUrl && postgresTemplate) await dropPostgresDatabase(serverUrl, postgresTemplate);
  };
}
