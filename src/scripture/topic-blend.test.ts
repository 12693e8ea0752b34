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
    expect(blendSilent("the quick brown fox", 0.8).map((d) => d.id)).toEqual(["rejection"]);
    expect(blendSilent("my quick brown fox", 0.4)).toEqual([]);
  });
});

describe("the classifier alone on a message of few counted words", () => {
  const sure = (text: string) =>
    blendTopics([], countedWords(text), text, { votesOf: () => new Map(), probabilitiesOf: () => new Map([["stress", 0.95]]) }).map(
      (d) => d.id,
    );

  it("names the topic it is all but sure of when the message is said in full, not a short follow-up", () => {
    expect(sure("47 unread emails before 9am. inbox hydra")).toEqual(["stress"]);
    expect(sure("ok thanks")).toEqual([]);
  });
});

describe("the classifier beside rules that are not sure", () => {
  // Three content words: a shorter message is left to the rules (the next describe).
  const tokens = countedWords("a message about several different things");
  const blend = (rules: Array<{ id: string; score: number }>, p: Array<[string, number]>) =>
    blendTopics(rules, tokens, "a message about several different things", {
      votesOf: () => new Map(),
      probabilitiesOf: () => new Map(p),
    }).map((d) => d.id);

  it("outweighs rules that are not sure when it is likely, and not when it is unlikely", () => {
    expect(blend([{ id: "marriage", score: 6 }], [["generosity", 0.6]])[0]).toBe("generosity");
    // At weight 4 (session 42) a probability of 0.25 or more outweighs a rules' best it is added to.
    expect(blend([{ id: "marriage", score: 6 }], [["generosity", 0.2]])[0]).toBe("marriage");
  });

  it("leads when it is sure, even where the rules and the neighbours together outweigh it", () => {
    const backed = (p: Array<[string, number]>) =>
      blendTopics([{ id: "marriage", score: 6 }], tokens, "a message", {
        votesOf: () => new Map([["marriage", 1]]),
        probabilitiesOf: () => new Map(p),
      })[0].id;
    expect(
      backed([
        ["marriage", 0.25],
        ["generosity", 0.72],
      ]),
    ).toBe("generosity");
    expect(
      backed([
        ["marriage", 0.35],
        ["generosity", 0.62],
      ]),
    ).toBe("marriage");
  });

  it("chooses between rule topics nearly alike, and leaves a clear first alone", () => {
    const close = [
      { id: "marriage", score: 5 },
      { id: "forgiveness", score: 4.5 },
    ];
    expect(
      blend(close, [
        ["marriage", 0.2],
        ["forgiveness", 0.25],
      ])[0],
    ).toBe("forgiveness");
    const clear = [
      { id: "marriage", score: 5 },
      { id: "forgiveness", score: 3 },
    ];
    expect(
      blend(clear, [
        ["marriage", 0.2],
        ["forgiveness", 0.25],
      ])[0],
    ).toBe("marriage");
  });
});

describe("a message of fewer than three content words", () => {
  it("is left to the rules, however likely the classifier's topic (session 35)", () => {
    const text = "I'm so worried";
    const read = blendTopics([{ id: "anxiety", score: 3 }], countedWords(text), text, {
      votesOf: () => new Map(),
      probabilitiesOf: () => new Map([["salvation", 0.9]]),
    });
    expect(read[0].id).toBe("anxiety");
  });
});
