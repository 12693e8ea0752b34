// The topic classifier: the committed weights are what the build script writes from today's
// readable topic sets, the file stays small, and its reading is a probability over the 60 topics.
// How well it reads new authors: topic-corpus/topic-leave-one-set-out.test.ts.
import { readFileSync, statSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { TOPIC_INPUTS_FILE, topicTrainingFingerprint } from "../../data/build-topic-classifier.js";
import { TOPICS } from "../../data/topics.js";
import { classifierProbabilities, TOPIC_CLASSIFIER_FILE } from "./topic-classifier.js";
import { countedWords } from "./topics.js";

describe("topic classifier", () => {
  // Retraining takes most of a minute under CI load; the fingerprint of what training reads takes
  // seconds and differs whenever the weights would (`npx tsx data/build-topic-classifier.ts --check`
  // retrains and compares).
  it("has committed weights trained on exactly today's labelled sets, features, options and training code", { timeout: 120_000 }, () => {
    expect(readFileSync(TOPIC_INPUTS_FILE, "utf8").trim()).toBe(topicTrainingFingerprint());
  });

  // 3 MB until session 40 (about 1 MB at 8,192 buckets); 65,536 buckets make it 7.9 MB, for 2.3
  // points of topic relevance on new authors (docs/decisions.md, "Topic classifier capacity (session 40)").
  it("is a file of at most 8 MB", () => {
    expect(statSync(TOPIC_CLASSIFIER_FILE).size).toBeLessThanOrEqual(8 * 1024 * 1024);
  });

  it("gives every topic a probability, summing to 1, the same every time", () => {
    const text = "my boss keeps piling more work on me and I can't keep up";
    const p = classifierProbabilities(text, countedWords(text));
    expect([...p.keys()]).toEqual(TOPICS.map((t) => t.id));
    expect([...p.values()].reduce((a, b) => a + b, 0)).toBeCloseTo(1, 5);
    expect(classifierProbabilities(text, countedWords(text))).toEqual(p);
    const likeliest = [...p].reduce((a, b) => (b[1] > a[1] ? b : a));
    expect(likeliest[0]).toBe("work");
  });
});
