import { describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import type { DatabaseHandle } from "../../src/server/db/client.js";
import { databaseTargets } from "./support/databases.js";

const EXPECTED_TABLES = [
  "user",
  "session",
  "account",
  "verification",
  "two_factor",
  "rate_limit",
  "mail_outbox",
  "profiles",
  "daily_plans",
  "saved_worship_songs",
  "saved_scriptures",
  "saved_devotionals",
  "faith_journal_entries",
  "conversations",
  "faith_groups",
  "faith_group_members",
  "faith_group_messages",
  "faith_group_study_plans",
  "faith_group_study_progress",
];

describe.each(databaseTargets())("migrations on $name", (target) => {
  it("apply to an empty database and create every table, pg_trgm and btree_gin", async () => {
    const handle = await target.open({ migrateFromEmpty: true });
    try {
      const result = await handle.db.execute(
        sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
      );
      const tables = (result as unknown as { rows: Array<{ table_name: string }> }).rows.map((row) => row.table_name);
      expect(tables).toEqual(expect.arrayContaining(EXPECTED_TABLES));
      const extensions = await handle.db.execute(
        sql`select extname from pg_extension where extname in ('pg_trgm', 'btree_gin') order by extname`,
      );
      expect((extensions as unknown as { rows: Array<{ extname: string }> }).rows.map((row) => row.extname)).toEqual([
        "btree_gin",
        "pg_trgm",
      ]);
    } finally {
      await handle.close();
    }
  });

  it("are what every other test's database starts from: its copy of the migrated database has the same schema", async () => {
    const columns = async (handle: DatabaseHandle) => {
      const result = await handle.db.execute(
        sql`select table_name, column_name, data_type, is_nullable, column_default from information_schema.columns
            where table_schema = 'public' order by table_name, column_name`,
      );
      const indexes = await handle.db.execute(
        sql`select indexname, indexdef from pg_indexes where schemaname = 'public' order by indexname`,
      );
      return { columns: (result as unknown as { rows: unknown[] }).rows, indexes: (indexes as unknown as { rows: unknown[] }).rows };
    };
    const migrated = await target.open({ migrateFromEmpty: true });
    const copied = await target.open();
    try {
      const [fromEmpty, fromCopy] = [await columns(migrated), await columns(copied)];
      expect(fromEmpty.columns.length).toBeGreaterThan(0);
      expect(fromCopy).toEqual(fromEmpty);
    } finally {
      await copied.close();
      await migrated.close();
    }
  });
});
