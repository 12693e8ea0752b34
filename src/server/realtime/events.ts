// What travels on the database's bus: one channel, JSON payloads. A notification is sent inside
// the write's own transaction (or statement), so it goes out only if the write commits, and on
// every instance listening to the same database. Chat messages are announced by the statement that
// stores them (insertAndAnnounceMessage in groups/queries.ts); member changes by a trigger
// (migration 0004_group-members-notify).
import { sql } from "drizzle-orm";
import type { Database } from "../db/client.js";
import type { StoredMessageRow } from "../groups/queries.js";

export const REALTIME_CHANNEL = "wellspring_events";

/** PostgreSQL refuses NOTIFY payloads of 8000 bytes or more; a long message travels by its seq. */
export const PAYLOAD_LIMIT_BYTES = 7500;

export type BusEvent =
  /** `row` is the stored message; absent when it did not fit the payload (read it by seq). */
  | { type: "message"; groupId: string; seq: number; row?: StoredMessageRow }
  | { type: "group"; groupId: string }
  | { type: "plan"; groupId: string }
  | { type: "progress"; groupId: string; planId: string }
  /** The group's members changed (the trigger's announcement): drop cached member sets. */
  | { type: "members"; groupId: string };

const TYPES = new Set(["message", "group", "plan", "progress", "members"]);

type Executor = Pick<Database, "execute">;

/** Announces a group, plan or progress change (messages and members announce themselves). */
export async function publish(tx: Executor, event: Extract<BusEvent, { type: "group" | "plan" | "progress" }>): Promise<void> {
  await tx.execute(sql`select pg_notify(${REALTIME_CHANNEL}, ${JSON.stringify(event)})`);
}

export function parseBusEvent(payload: string): BusEvent | null {
  try {
    const event = JSON.parse(payload) as BusEvent;
    if (!event || typeof event !== "object" || typeof event.groupId !== "string") return null;
    if (!TYPES.has(event.type)) return null;
    return event;
  } catch {
    return null;
  }
}
