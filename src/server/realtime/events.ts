// What travels on the database's bus: one channel, JSON payloads. A notification is sent inside
// the write's own transaction, so it goes out only if the write commits, and on every instance
// listening to the same database.
import { sql } from "drizzle-orm";
import type { Database } from "../db/client.js";
import type { GroupMessage } from "../groups/queries.js";

export const REALTIME_CHANNEL = "wellspring_events";

/** PostgreSQL refuses NOTIFY payloads of 8000 bytes or more; a long message travels by its id. */
const PAYLOAD_LIMIT_BYTES = 7500;

export type BusEvent =
  | { type: "message"; groupId: string; seq: number; message?: GroupMessage }
  | { type: "group"; groupId: string }
  | { type: "plan"; groupId: string }
  | { type: "progress"; groupId: string; planId: string };

type Executor = Pick<Database, "execute">;

export async function publish(tx: Executor, event: BusEvent): Promise<void> {
  let payload = JSON.stringify(event);
  if (event.type === "message" && Buffer.byteLength(payload) > PAYLOAD_LIMIT_BYTES) {
    payload = JSON.stringify({ type: "message", groupId: event.groupId, seq: event.seq });
  }
  await tx.execute(sql`select pg_notify(${REALTIME_CHANNEL}, ${payload})`);
}

export function parseBusEvent(payload: string): BusEvent | null {
  try {
    const event = JSON.parse(payload) as BusEvent;
    if (!event || typeof event !== "object" || typeof event.groupId !== "string") return null;
    if (!["message", "group", "plan", "progress"].includes(event.type)) return null;
    return event;
  } catch {
    return null;
  }
}
