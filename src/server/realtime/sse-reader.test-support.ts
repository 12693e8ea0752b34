// Reads a Server-Sent Events response in tests: collects events and waits for the ones expected.
export interface SseEvent {
  event: string;
  id?: string;
  data: string;
}

export function readSse(response: Response) {
  const events: SseEvent[] = [];
  const waiters = new Set<() => void>();
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let buffer = "";
  let done = false;

  void (async () => {
    try {
      for (;;) {
        const chunk = await reader.read();
        if (chunk.done) break;
        buffer += decoder.decode(chunk.value, { stream: true });
        let end: number;
        while ((end = buffer.indexOf("\n\n")) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const event: SseEvent = { event: "message", data: "" };
          const data: string[] = [];
          for (const line of block.split("\n")) {
            if (line.startsWith(":")) continue;
            const colon = line.indexOf(":");
            const field = colon < 0 ? line : line.slice(0, colon);
            const value = colon < 0 ? "" : line.slice(colon + 1).replace(/^ /, "");
            if (field === "event") event.event = value;
            else if (field === "id") event.id = value;
            else if (field === "data") data.push(value);
          }
          if (data.length === 0 && !event.id) continue;
          event.data = data.join("\n");
          events.push(event);
          for (const wake of waiters) wake();
        }
      }
    } catch {
      // cancelled
    } finally {
      done = true;
      for (const wake of waiters) wake();
    }
  })();

  return {
    events,
    /** Waits until `predicate` holds over the events seen so far. */
    async waitFor(predicate: (events: SseEvent[]) => boolean, timeoutMs = 5000): Promise<SseEvent[]> {
      const deadline = Date.now() + timeoutMs;
      while (!predicate(events)) {
        if (done) throw new Error(`stream ended; saw ${JSON.stringify(events)}`);
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`timed out; saw ${JSON.stringify(events)}`);
        await new Promise<void>((resolve) => {
          const wake = () => {
            waiters.delete(wake);
            clearTimeout(timer);
            resolve();
          };
          const timer = setTimeout(wake, left);
          waiters.add(wake);
        });
      }
      return events;
    },
    messages(): { seq: number; message: string; group_id: string }[] {
      return events.filter((e) => e.event === "message").map((e) => JSON.parse(e.data));
    },
    async close() {
      await reader.cancel().catch(() => {});
    },
  };
}
