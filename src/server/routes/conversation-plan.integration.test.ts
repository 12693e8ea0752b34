// The sending-state read (conversation.ts, sendingStateQuery) runs for every message, so its plan
// must not read the whole conversations table: every lookup in it goes through an index, however
// many messages the table holds. An EXISTS for "is this thread theirs" was planned as a hashed
// subplan over a sequential scan of every member's messages, once per statement, because PostgreSQL
// guesses 100 rows for json_to_recordset; the send's cost grew with the table (docs/decisions.md).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import type { DatabaseHandle } from "../db/client.js";
import { databaseTargets } from "../../../test/integration/support/databases.js";
import { sendingStateQuery } from "./conversation.js";

const MEMBERS = 40;
const MESSAGES_EACH = 60;

interface PlanNode {
  "Node Type": string;
  "Relation Name"?: string;
  Plans?: PlanNode[];
}

const nodesOf = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodesOf)];

describe.each(databaseTargets())("the sending-state read's plan on $name", (target) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await target.open();
    await handle.db.execute(sql`insert into "user" (id, name, email)
      select 'plan-member-' || n, '', 'plan-member-' || n || '@example.com' from generate_series(1, ${MEMBERS}) n`);
    await handle.db.execute(sql`insert into conversations (user_id, message, response, thread_id)
      select 'plan-member-' || (n % ${MEMBERS} + 1), 'a message', '{"guidance": "a reply"}'::jsonb, gen_random_uuid()
      from generate_series(1, ${MEMBERS * MESSAGES_EACH}) n`);
  });
  afterAll(async () => {
    await handle?.close();
  });

  it(`reads ${MEMBERS * MESSAGES_EACH} stored messages through indexes only, with no scan of the whole table`, async () => {
    const { sql: text } = sendingStateQuery(handle.db).toSQL();
    const asked = JSON.stringify([1, 2, 3].map((n) => ({ n, token: `token-${n}`, thread_id: "00000000-0000-4000-8000-00000000000" + n })));
    const client = (handle.db as unknown as { $client: { query(text: string, params: unknown[]): Promise<{ rows: unknown[] }> } }).$client;
    const { rows } = await client.query(`explain (format json) ${text}`, [asked]);
    const planCell = Object.values(rows[0] as Record<string, unknown>)[0];
    const [{ Plan: plan }] = (typeof planCell === "string" ? JSON.parse(planCell) : planCell) as Array<{ Plan: PlanNode }>;
    const conversationScans = nodesOf(plan).filter((node) => node["Relation Name"] === "conversations");
    expect(conversationScans.length).toBeGreaterThan(0);
    expect(conversationScans.map((node) => node["Node Type"])).not.toContain("Seq Scan");
  });
});
