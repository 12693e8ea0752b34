import { describe, expect, it } from "vitest";
import { holdUntilSafe } from "./hold-until-safe";
import type { ReplyEvent } from "./types";

const text = (delta: string): ReplyEvent => ({ type: "text", part: "interpretation", delta });

describe("events held until the safety verdict", () => {
  it("passes nothing on while holding, then everything in order once released, and later events at once", () => {
    const seen: ReplyEvent[] = [];
    const held = holdUntilSafe((event) => seen.push(event));
    held.emit(text("a"));
    held.emit(text("b"));
    expect(seen).toEqual([]);
    held.release();
    expect(seen).toEqual([text("a"), text("b")]);
    held.emit(text("c"));
    expect(seen).toEqual([text("a"), text("b"), text("c")]);
  });

  it("drops what it held, and everything after, when the verdict is a crisis", () => {
    const seen: ReplyEvent[] = [];
    const held = holdUntilSafe((event) => seen.push(event));
    held.emit(text("a"));
    held.drop();
    held.emit(text("b"));
    held.release();
    expect(seen).toEqual([]);
  });
});
