// The crisis-signal classifier: deterministic, the committed weights are exactly what the training
// script produces, fast, and silent on everyday messages. Held-out figures: safety-net.test.ts.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { CRISIS_HELDOUT_2 } from "../fixtures/crisis-heldout-2.js";
import { trainingExamples } from "./data.js";
import { CLASSIFIER_THRESHOLD, classifierFlags, crisisScore } from "./index.js";
import { buildModelFile, isEveryday, MODEL_FILE, outOfFoldScores } from "./train.js";

const EVERYDAY = [
  "I got a promotion at work today and I'm so grateful",
  "We finally paid off our credit card debt!",
  "How do I find my purpose in life?",
  "Thank you God for this beautiful morning",
  "My boss wants the report by Friday and I'm swamped",
  "I'm so happy, we're expecting our first baby",
  "Should I take the new job offer or stay where I am?",
  "Money is tight this month, how do I budget better?",
  "my phone died in the middle of the sermon lol",
  "I'm so stupid, I locked my keys in the car again",
  "We're planning a family trip to the coast next summer",
  "What does the Bible say about rest on the Sabbath?",
  "Our small group is doing a study on Philippians, any tips?",
  "I'm excited to start my new job on Monday",
  "Can you suggest some worship songs for a wedding?",
];

describe("crisis-signal classifier", () => {
  it("is deterministic and scores in [0, 1]", () => {
    for (const message of [...CRISIS_HELDOUT_2.crisis.slice(0, 5), ...EVERYDAY.slice(0, 5)]) {
      const a = crisisScore(message);
      expect(crisisScore(`${message}`.slice(0))).toBe(a);
      expect(a).toBeGreaterThanOrEqual(0);
      expect(a).toBeLessThanOrEqual(1);
    }
  });

  it("has committed weights identical to a re-run of the training script", () => {
    expect(buildModelFile()).toBe(readFileSync(MODEL_FILE, "utf8"));
  }, 60_000);

  it("threshold flags no everyday training message out of fold", () => {
    const examples = trainingExamples();
    const oof = outOfFoldScores(examples);
    const flagged = examples.filter((e, i) => isEveryday(e) && oof[i] >= CLASSIFIER_THRESHOLD).map((e) => e.text);
    expect(flagged).toEqual([]);
  }, 60_000);

  it.each(EVERYDAY)("does not flag the everyday message %j", (message) => {
    expect(classifierFlags(message)).toBe(false);
  });
});
