// The crisis-signal classifier: deterministic, the committed weights are exactly what the training
// script produces, fast, and silent on everyday messages. Held-out figures: safety-net.test.ts.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { CRISIS_HELDOUT_2 } from "../fixtures/crisis-heldout-2.js";
import { EVERYDAY_MESSAGES } from "../fixtures/everyday-messages.js";
import { trainingExamples } from "./data.js";
import { CLASSIFIER_THRESHOLD, classifierFlags, crisisScore } from "./index.js";
import { buildModelFile, isEveryday, MODEL_FILE, outOfFoldScores } from "./train.js";

const EVERYDAY = EVERYDAY_MESSAGES;

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
