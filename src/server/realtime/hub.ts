// One hub per database per process: it listens on the bus while any stream is open and hands each
// event to the streams of that group's members. Membership is read from the database for every
// event, so a member removed from a group stops receiving at once, on every instance.
import type { Database } from "../db/client.js";
import { memberIds, messageBySeq } from "../groups/queries.js";
import { parseBusEvent, type BusEvent } from "./events.js";
import { createBusListener, type BusListener } from "./listener.js";

/** One Server-Sent Event for a tab. Messages carry their sequence number as the event id. */
export interface StreamEvent {
  event: "message" | "group" | "plan" | "progress" | "resync";
  id?: string;
  /** The event's JSON, serialised once for every stream it goes to. */
  data: string;
}

export interface Subscriber {
  userId: string;
  deliver(event: StreamEvent): void;
}

type Logger = { error(message: string, error?: unknown): void };

/** How long the LISTEN connection stays up after the last stream closes (tabs reconnect often). */
const IDLE_STOP_MS = 10_000;

export class RealtimeHub {
  private readonly subscribers = new Set<Subscriber>();
  private running: Promise<void> | null = null;
  private stopping: Promise<void> = Promise.resolve();
  private idleTimer: NodeJS.Timeout | null = null;
  private work: Promise<void> = Promise.resolve();

  constructor(
    private readonly db: Database,
    private readonly listener: BusListener,
    private readonly logger: Logger,
  ) {}

  get size(): number {
    return this.subscribers.size;
  }

  /** Adds a stream; resolves once the bus is listening, so nothing committed afterwards is missed. */
  async subscribe(subscriber: Subscriber): Promise<() => void> {
    if (this.idleTimer) clearTimeout(this.idleTimer);
    this.idleTimer = null;
    this.subscribers.add(subscriber);
    try {
      this.running ??= this.stopping.then(() =>
        this.listener.start(
          (payload) => this.enqueue(payload),
          () => this.broadcastResync(),
        ),
      );
      await this.running;
    } catch (error) {
      this.running = null;
      this.subscribers.delete(subscriber);
      throw error;
    }
    return () => this.unsubscribe(subscriber);
  }

  private unsubscribe(subscriber: Subscriber) {
    this.subscribers.delete(subscriber);
    if (this.subscribers.size > 0 || this.idleTimer) return;
    this.idleTimer = setTimeout(() => {
      this.idleTimer = null;
      if (this.subscribers.size > 0 || !this.running) return;
      this.running = null;
      this.stopping = this.listener.stop().catch((error) => this.logger.error("[realtime] stopping LISTEN failed", error));
    }, IDLE_STOP_MS);
    this.idleTimer.unref();
  }

  /** Events are handled one after another, so each tab sees them in the bus's order. */
  private enqueue(payload: string) {
    const event = parseBusEvent(payload);
    if (!event) return;
    this.work = this.work
      .then(() => this.dispatch(event))
      .catch((error) => this.logger.error("[realtime] delivering an event failed", error));
  }

  private async dispatch(event: BusEvent): Promise<void> {
    if (this.subscribers.size === 0) return;
    const members = new Set(await memberIds(this.db, event.groupId));
    const targets = [...this.subscribers].filter((subscriber) => members.has(subscriber.userId));
    if (targets.length === 0) return;
    const streamEvent = await this.toStreamEvent(event);
    if (!streamEvent) return;
    for (const subscriber of targets) subscriber.deliver(streamEvent);
  }

  private async toStreamEvent(event: BusEvent): Promise<StreamEvent | null> {
    switch (event.type) {
      case "message": {
        const message = event.message ?? (await messageBySeq(this.db, event.seq));
        return message ? { event: "message", id: String(message.seq), data: JSON.stringify(message) } : null;
      }
      case "group":
        return { event: "group", data: JSON.stringify({ group_id: event.groupId }) };
      case "plan":
        return { event: "plan", data: JSON.stringify({ group_id: event.groupId }) };
      case "progress":
        return { event: "progress", data: JSON.stringify({ group_id: event.groupId, plan_id: event.planId }) };
    }
  }

  private broadcastResync() {
    for (const subscriber of this.subscribers) subscriber.deliver({ event: "resync", data: "{}" });
  }
}

const hubs = new WeakMap<Database, RealtimeHub>();

export function realtimeHub(db: Database, logger: Logger): RealtimeHub {
  let hub = hubs.get(db);
  if (!hub) {
    hub = new RealtimeHub(db, createBusListener(db, logger), logger);
    hubs.set(db, hub);
  }
  return hub;
}
