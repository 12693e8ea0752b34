import { describe, expect, it } from "vitest";
import { blendTopics } from "./topic-blend.js";
import { countedWords } from "./topics.js";

// A classifier reading one topic at a middling probability, and neighbours with nothing to say.
const readers = (p: number) => ({
  votesOf: () => new Map<string, number>(),
  probabilitiesOf: () => new Map([["rejection", p]]),
});
const blendSilent = (text: string, p: number) => blendTopics([], countedWords(text), text, readers(p));

describe("the classifier alone, where the rules find nothing", () => {
  it("names a middling topic only for a message that speaks of someone or asks something", () => {
    expect(blendSilent("the quick brown fox", 0.62)).toEqual([]);
    expect(blendSilent("my quick brown fox", 0.62).map((d) => d.id)).toEqual(["rejection"]);
    expect(blendSilent("the quick brown fox?", 0.62).map((d) => d.id)).toEqual(["rejection"]);
    expect(blendSilent("nobody saw the quick brown fox", 0.62).map((d) => d.id)).toEqual(["rejection"]);
  });

  it("names a sure topic for any message, and an unsure one for none", () => {
    expect(blendSilent("the quick brown fox", 0.7).map((d) => d.id)).toEqual(["rejection"]);
    expect(blendSilent("my quick brown fox", 0.5)).toEqual([]);
  });
});
