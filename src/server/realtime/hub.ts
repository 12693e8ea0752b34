// One hub per database per process: it listens on the bus while any stream is open and hands each
// event to the streams of that group's members. Members come from a cache kept exact by the bus
// itself: every change to a group's members announces itself on the same channel (a trigger), in
// commit order, and the hub handles events strictly one after another — so a member removed from a
// group stops receiving from the next event on, on every instance, without a read per event.
import type { Database } from "../db/client.js";
import { memberIds, messageBySeq, storedRowToMessage, type GroupMessage } from "../groups/queries.js";
import { parseBusEvent, type BusEvent } from "./events.js";
import { createBusListener, type BusListener } from "./listener.js";
import { MemberCache } from "./member-cache.js";
import { encodeEvent } from "./sse.js";

/** One Server-Sent Event for a tab, formatted and encoded once for every stream it goes to. */
export interface StreamEvent {
  event: "message" | "group" | "plan" | "progress" | "resync";
  /** Messages carry their sequence number as the event id. */
  id?: string;
  bytes: Buffer;
}

export interface Subscriber {
  userId: string;
  deliver(event: StreamEvent): void;
}

type Logger = { error(message: string, error?: unknown): void };

/** How long the LISTEN connection stays up after the last stream closes (tabs reconnect often). */
const IDLE_STOP_MS = 10_000;

const RESYNC: StreamEvent = { event: "resync", bytes: encodeEvent({ event: "resync", data: "{}" }) };

export class RealtimeHub {
  /** Open streams by member id (a member may have several tabs). */
  private readonly streams = new Map<string, Set<Subscriber>>();
  private count = 0;
  private readonly members: MemberCache;
  private running: Promise<void> | null = null;
  private stopping: Promise<void> = Promise.resolve();
  private idleTimer: NodeJS.Timeout | null = null;
  private readonly queue: BusEvent[] = [];
  private draining = false;

  constructor(
    private readonly db: Database,
    private readonly listener: BusListener,
    private readonly logger: Logger,
  ) {
    this.members = new MemberCache((groupId) => memberIds(db, groupId));
  }

  get size(): number {
    return this.count;
  }

  /** Adds a stream; resolves once the bus is listening, so nothing committed afterwards is missed. */
  async subscribe(subscriber: Subscriber): Promise<() => void> {
    if (this.idleTimer) clearTimeout(this.idleTimer);
    this.idleTimer = null;
    this.add(subscriber);
    try {
      this.running ??= this.stopping.then(() => {
        // Nothing was heard while not listening: cached member sets may be stale.
        this.members.clear();
        return this.listener.start(
          (payload) => this.enqueue(payload),
          () => this.resync(),
        );
      });
      await this.running;
    } catch (error) {
      this.running = null;
      this.remove(subscriber);
      throw error;
    }
    let subscribed = true;
    return () => {
      if (!subscribed) return;
      subscribed = false;
      this.unsubscribe(subscriber);
    };
  }

  private add(subscriber: Subscriber) {
    let set = this.streams.get(subscriber.userId);
    if (!set) this.streams.set(subscriber.userId, (set = new Set()));
    if (!set.has(subscriber)) this.count++;
    set.add(subscriber);
  }

  private remove(subscriber: Subscriber) {
    const set = this.streams.get(subscriber.userId);
    if (!set?.delete(subscriber)) return;
    this.count--;
    if (set.size === 0) this.streams.delete(subscriber.userId);
  }

  private unsubscribe(subscriber: Subscriber) {
    this.remove(subscriber);
    if (this.count > 0 || this.idleTimer) return;
    this.idleTimer = setTimeout(() => {
      this.idleTimer = null;
      if (this.count > 0 || !this.running) return;
      this.running = null;
      this.members.clear();
      this.stopping = this.listener.stop().catch((error) => this.logger.error("[realtime] stopping LISTEN failed", error));
    }, IDLE_STOP_MS);
    this.idleTimer.unref();
  }

  /** Events are handled one after another, in the bus's order, so each tab sees them in that order. */
  private enqueue(payload: string) {
    const event = parseBusEvent(payload);
    if (!event) return;
    this.queue.push(event);
    if (!this.draining) void this.drain();
  }

  /** Runs queued events; synchronously while member sets are cached, awaiting only reads. */
  private async drain() {
    this.draining = true;
    try {
      let next = 0;
      while (next < this.queue.length) {
        const event = this.queue[next++];
        try {
          const pending = this.dispatch(event);
          if (pending) await pending;
        } catch (error) {
          this.logger.error("[realtime] delivering an event failed", error);
        }
        // Drop what is done now and then, not per event.
        if (next >= 1024) {
          this.queue.splice(0, next);
          next = 0;
        }
      }
      this.queue.length = 0;
    } finally {
      this.draining = false;
    }
  }

  private dispatch(event: BusEvent): Promise<void> | void {
    if (event.type === "members") {
      this.members.invalidate(event.groupId);
      return;
    }
    if (this.count === 0) return;
    const cached = this.members.peek(event.groupId);
    const streamEvent = event.type === "message" && !event.row ? null : toStreamEvent(event);
    if (cached && streamEvent) {
      this.deliver(cached, streamEvent);
      return;
    }
    return this.dispatchAfterReads(event, cached, streamEvent);
  }

  private async dispatchAfterReads(event: BusEvent, cached: readonly string[] | undefined, ready: StreamEvent | null) {
    const members = cached ?? (await this.members.load(event.groupId));
    if (!members.some((id) => this.streams.has(id))) return;
    let streamEvent = ready;
    if (!streamEvent && event.type === "message") {
      const message = await messageBySeq(this.db, event.seq);
      if (message) streamEvent = messageEvent(message);
    }
    if (streamEvent) this.deliver(members, streamEvent);
  }

  private deliver(members: readonly string[], event: StreamEvent) {
    for (const id of members) {
      const set = this.streams.get(id);
      if (set) for (const subscriber of set) subscriber.deliver(event);
    }
  }

  /** Notifications may have been lost (LISTEN reconnected): forget member sets, tabs re-read. */
  private resync() {
    this.members.clear();
    for (const set of this.streams.values()) for (const subscriber of set) subscriber.deliver(RESYNC);
  }
}

function messageEvent(message: GroupMessage): StreamEvent {
  const id = String(message.seq);
  return { event: "message", id, bytes: encodeEvent({ event: "message", id, data: JSON.stringify(message) }) };
}

function toStreamEvent(event: Exclude<BusEvent, { type: "members" }>): StreamEvent | null {
  switch (event.type) {
    case "message":
      return event.row ? messageEvent(storedRowToMessage(event.row)) : null;
    case "group":
      return { event: "group", bytes: encodeEvent({ event: "group", data: JSON.stringify({ group_id: event.groupId }) }) };
    case "plan":
      return { event: "plan", bytes: encodeEvent({ event: "plan", data: JSON.stringify({ group_id: event.groupId }) }) };
    case "progress":
      return {
        event: "progress",
        bytes: encodeEvent({ event: "progress", data: JSON.stringify({ group_id: event.groupId, plan_id: event.planId }) }),
      };
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
