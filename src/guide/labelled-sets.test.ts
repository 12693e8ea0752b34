// The labelled sets only measure something if their labels are topics the guide can detect: a
// typo'd or retired topic id would silently count every message carrying it as a miss.
import { describe, expect, it } from "vitest";
import { GENERAL_TOPIC, TOPICS } from "../scripture/topics.js";
import { BLIND_MESSAGES } from "./fixtures/blind-messages.js";
import { FINAL_BLIND_MESSAGES } from "./fixtures/final-blind-messages.js";
import { HELD_OUT_MESSAGES } from "./fixtures/held-out-messages.js";
import { LABELLED_MESSAGES } from "./fixtures/labelled-messages.js";

const known = new Set([...TOPICS, GENERAL_TOPIC].map((topic) => topic.id));

describe.each([
  ["labelled", LABELLED_MESSAGES],
  ["held-out", HELD_OUT_MESSAGES],
  ["blind", BLIND_MESSAGES],
  ["final blind", FINAL_BLIND_MESSAGES],
])("the %s set", (_name, messages) => {
  it("labels messages only with known topic ids", () => {
    const unknown = messages.flatMap((message) =>
      message.topics.filter((topic) => !known.has(topic)).map((topic) => `${topic} (“${message.text}”)`),
    );
    expect(unknown).toEqual([]);
  });

  it("labels crisis messages with no topic, and every other labelled message with at least one", () => {
    expect(messages.filter((message) => message.crisis && message.topics.length > 0).map((m) => m.text)).toEqual([]);
    expect(messages.some((message) => !message.crisis && message.topics.length > 0)).toBe(true);
  });
});
