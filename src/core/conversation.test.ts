import { describe, expect, it } from "vitest";
import { SendMessage } from "./conversation-schemas.js";
import {
  MESSAGE_MAX_LENGTH,
  contextContent,
  readAssistantContent,
  remainingCharacters,
  replyJournalText,
  welcomeMessage,
} from "./conversation.js";

describe("welcomeMessage", () => {
  it("greets by first name when it is known, else introduces Wellspring and the assistant", () => {
    expect(welcomeMessage("  Ruth ")).toBe("Hi Ruth, welcome back. How can the assistant support you today?");
    for (const unknown of [null, undefined, "", "   "]) {
      expect(welcomeMessage(unknown)).toMatch(/^Welcome to Wellspring\. I'm the assistant, your spiritual companion/);
    }
  });
});

describe("SendMessage", () => {
  it("accepts up to 4,000 characters of non-blank text and an optional thread id", () => {
    expect(SendMessage.safeParse({ message: "x".repeat(MESSAGE_MAX_LENGTH) }).success).toBe(true);
    expect(SendMessage.safeParse({ message: "hi", thread_id: null }).success).toBe(true);
    expect(SendMessage.safeParse({ message: "hi", thread_id: crypto.randomUUID() }).success).toBe(true);
  });
  it.each([
    [{ message: "x".repeat(MESSAGE_MAX_LENGTH + 1) }],
    [{ message: " \n\t " }],
    [{ message: 7 }],
    [{}],
    [{ message: "hi", thread_id: "t1" }],
    [{ message: "hi", userId: "someone" }],
  ])("refuses %j", (body) => {
    expect(SendMessage.safeParse(body).success).toBe(false);
  });
});

describe("remainingCharacters", () => {
  it("stays hidden until the text nears the limit", () => {
    expect(remainingCharacters("x".repeat(3_499))).toBeNull();
    expect(remainingCharacters("x".repeat(3_500))).toBe(500);
    expect(remainingCharacters("x".repeat(4_000))).toBe(0);
  });
});

describe("readAssistantContent", () => {
  it("reads an object as its parts, dropping parts of the wrong type", () => {
    expect(
      readAssistantContent({
        scripture: { verse: "John 14:27 (WEB)", text: "Peace I leave with you" },
        guidance: "Rest.",
        prayer: 4,
        follow_up: "",
      }),
    ).toEqual({ kind: "reply", reply: { scripture: { verse: "John 14:27 (WEB)", text: "Peace I leave with you" }, guidance: "Rest." } });
  });
  it("reads text as text and anything else as unavailable", () => {
    expect(readAssistantContent("Hello")).toEqual({ kind: "text", text: "Hello" });
    for (const odd of [42, null, undefined, true, ["a"], {}, { unknown: "x" }]) {
      expect(readAssistantContent(odd)).toEqual({ kind: "unavailable" });
    }
  });
});

describe("journal text and context", () => {
  it("joins a reply's parts for the journal, care left out", () => {
    const text = replyJournalText({
      care: "Call 988",
      scripture: { verse: "Psalm 23:1", text: "The Lord is my shepherd" },
      guidance: "Rest.",
      prayer: "Amen.",
    });
    expect(text).toBe("Psalm 23:1\nThe Lord is my shepherd\n\nRest.\n\nPrayer: Amen.");
  });
  it("sends object content as JSON text", () => {
    expect(contextContent("hi")).toBe("hi");
    expect(contextContent({ guidance: "Rest." })).toBe('{"guidance":"Rest."}');
  });
});
