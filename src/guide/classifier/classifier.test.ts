// The crisis-signal classifier: deterministic, the committed weights are exactly what the training
// script produces, fast, and silent on everyday messages. Held-out figures: safety-net.test.ts.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { CRISIS_HELDOUT_2 } from "../fixtures/crisis-heldout-2.js";
import { EVERYDAY_MESSAGES } from "../fixtures/everyday-messages.js";
import { trainingExamples } from "./data.js";
import { CLASSIFIER_THRESHOLD, classifierFlags, crisisScore, DIRECT_THRESHOLD, directFlags, directScore } from "./index.js";
import { buildModelFile, headExamples, isEveryday, MAX_DIRECT_FALSE_ALARM, MODEL_FILE, outOfFoldScores } from "./train.js";

const EVERYDAY = EVERYDAY_MESSAGES;

describe("crisis-signal classifier", () => {
  it("is deterministic and scores in [0, 1]", () => {
    for (const message of [...CRISIS_HELDOUT_2.crisis.slice(0, 5), ...EVERYDAY.slice(0, 5)]) {
      for (const scoreOf of [crisisScore, directScore]) {
        const a = scoreOf(message);
        expect(scoreOf(`${message}`.slice(0))).toBe(a);
        expect(a).toBeGreaterThanOrEqual(0);
        expect(a).toBeLessThanOrEqual(1);
      }
    }
  });

  it("has committed weights identical to a re-run of the training script", () => {
    expect(buildModelFile()).toBe(readFileSync(MODEL_FILE, "utf8"));
  }, 300_000);

  it("threshold flags no everyday training message out of fold", () => {
    const examples = trainingExamples();
    const oof = outOfFoldScores(examples);
    const flagged = examples.filter((e, i) => isEveryday(e) && oof[i] >= CLASSIFIER_THRESHOLD).map((e) => e.text);
    expect(flagged).toEqual([]);
  }, 300_000);

  it("direct head: out of fold, flags no everyday message and at most its false-alarm ceiling of ordinary ones", () => {
    const examples = headExamples(trainingExamples(), "direct");
    const oof = outOfFoldScores(examples);
    const ordinary = examples.filter((e) => !e.crisis);
    const falseAlarms = examples.filter((e, i) => !e.crisis && oof[i] >= DIRECT_THRESHOLD);
    expect(examples.filter((e, i) => isEveryday(e) && oof[i] >= DIRECT_THRESHOLD)).toEqual([]);
    expect(falseAlarms.length).toBeLessThanOrEqual(MAX_DIRECT_FALSE_ALARM * ordinary.length);
  }, 300_000);

  it.each(EVERYDAY)("does not flag the everyday message %j", (message) => {
    expect(classifierFlags(message)).toBe(false);
    expect(directFlags(message)).toBe(false);
  });
});
