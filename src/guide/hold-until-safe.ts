// Events held back until a safety verdict is in: released in order when it is safe to show them,
// dropped when it is not. After either, later events pass straight through (or are dropped).
import type { ReplyEvent } from "./types.js";

export function holdUntilSafe(onEvent: (event: ReplyEvent) => void) {
  let state: "holding" | "released" | "dropped" = "holding";
  const held: ReplyEvent[] = [];
  return {
    emit(event: ReplyEvent) {
      if (state === "released") onEvent(event);
      else if (state === "holding") held.push(event);
    },
    release() {
      if (state !== "holding") return;
      state = "released";
      for (const event of held.splice(0)) onEvent(event);
    },
    drop() {
      state = "dropped";
      held.length = 0;
    },
  };
}
