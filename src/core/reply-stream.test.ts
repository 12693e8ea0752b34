import { describe, expect, it } from "vitest";
import { applyReplyEvent, hasVisibleText, type PartialReply } from "./reply-stream";

describe("building a streamed reply", () => {
  it("appends each part's text in order and sets the grounded scripture", () => {
    let reply: PartialReply = {};
    reply = applyReplyEvent(reply, "scripture", { verse: "Psalm 23:1 (WEB)", text: "Yahweh is my shepherd" });
    reply = applyReplyEvent(reply, "part", { part: "interpretation", delta: "The Lord " });
    reply = applyReplyEvent(reply, "part", { part: "guidance", delta: "Rest." });
    reply = applyReplyEvent(reply, "part", { part: "interpretation", delta: "cares." });
    expect(reply).toEqual({
      scripture: { verse: "Psalm 23:1 (WEB)", text: "Yahweh is my shepherd" },
      interpretation: "The Lord cares.",
      guidance: "Rest.",
    });
  });

  it("ignores malformed events and unknown parts, returning the same reply", () => {
    const reply: PartialReply = { guidance: "Rest." };
    for (const [event, data] of [
      ["part", { part: "secret", delta: "x" }],
      ["part", { part: "guidance", delta: 42 }],
      ["part", null],
      ["scripture", { verse: "Psalm 23:1" }],
      ["keep-alive", {}],
    ] as const) {
      expect(applyReplyEvent(reply, event, data)).toBe(reply);
    }
  });

  it("counts as visible once any part has text or the scripture has arrived", () => {
    expect(hasVisibleText({})).toBe(false);
    expect(hasVisibleText({ interpretation: "  " })).toBe(false);
    expect(hasVisibleText({ interpretation: "The" })).toBe(true);
    expect(hasVisibleText({ scripture: { verse: "Psalm 23:1 (WEB)", text: "Yahweh is my shepherd" } })).toBe(true);
  });
});
