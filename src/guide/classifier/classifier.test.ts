// The crisis-signal classifier: deterministic, the committed weights are what the training script
// produces from today's inputs, fast, and silent on everyday messages. Held-out figures: safety-net.test.ts.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { CRISIS_HELDOUT_2 } from "../fixtures/crisis-heldout-2.js";
import { EVERYDAY_MESSAGES } from "../fixtures/everyday-messages.js";
import { abuseHeadExamples, careHeadExamples, directHeadExamples } from "./data.js";
import { directDenseFeatures } from "./direct-head-features.js";
import {
  ABUSE_THRESHOLD,
  abuseHeadFlags,
  abuseScore,
  CLASSIFIER_THRESHOLD,
  classifierFlags,
  crisisScore,
  DIRECT_LIKELY_THRESHOLD,
  DIRECT_THRESHOLD,
  directLevel,
  directScore,
} from "./index.js";
import {
  ABUSE_HEAD_THRESHOLD,
  CARE_HEAD_THRESHOLD,
  DIRECT_HEAD_THRESHOLD,
  DIRECT_LIKELY,
  MODEL_FILE,
  recordedFingerprint,
  trainingInputsFingerprint,
} from "./train.js";

const EVERYDAY = EVERYDAY_MESSAGES;

describe("crisis-signal classifier", () => {
  it("is deterministic and scores in [0, 1]", () => {
    for (const message of [...CRISIS_HELDOUT_2.crisis.slice(0, 5), ...EVERYDAY.slice(0, 5)]) {
      for (const scoreOf of [crisisScore, directScore, abuseScore]) {
        const a = scoreOf(message);
        expect(scoreOf(`${message}`.slice(0))).toBe(a);
        expect(a).toBeGreaterThanOrEqual(0);
        expect(a).toBeLessThanOrEqual(1);
      }
    }
  });

  // Retraining both heads takes minutes; the fingerprint of what training reads takes seconds and
  // differs whenever the weights would (`npm run build:crisis-classifier -- --check` retrains).
  it("has committed weights trained on exactly today's examples, features, options and training code", { timeout: 120_000 }, () => {
    expect(recordedFingerprint(readFileSync(MODEL_FILE, "utf8"))).toBe(trainingInputsFingerprint());
  });

  it("care head: learns the older fixtures and every readable crisis set and no sealed one, at the threshold chosen leaving one set out", () => {
    const sets = new Set(careHeadExamples().map((e) => e.set));
    for (const name of ["labelled", "corpus-train", "blind-3", "blind-48", "authored-8"]) expect(sets.has(name), name).toBe(true);
    expect(sets.has("blind-49")).toBe(false);
    expect(CLASSIFIER_THRESHOLD).toBe(CARE_HEAD_THRESHOLD);
  });

  it("direct head: learns every readable crisis set and no sealed one, at the threshold chosen leaving one set out", () => {
    const sets = new Set(directHeadExamples().map((e) => e.set));
    for (const name of ["fixtures", "train", "blind", "blind-48", "authored-8"]) expect(sets.has(name), name).toBe(true);
    expect(sets.has("blind-49")).toBe(false);
    expect(DIRECT_THRESHOLD).toBe(DIRECT_HEAD_THRESHOLD);
    expect(DIRECT_LIKELY_THRESHOLD).toBe(DIRECT_LIKELY);
  });

  it("abuse head: learns every readable crisis set's abuse against all else and no sealed set, at the threshold chosen leaving one set out", () => {
    const examples = abuseHeadExamples();
    const sets = new Set(examples.map((e) => e.set));
    for (const name of ["fixtures", "train", "blind", "blind-48", "authored-8"]) expect(sets.has(name), name).toBe(true);
    expect(sets.has("blind-49")).toBe(false);
    expect(examples.every((e) => e.crisis === (e.category === "abuse"))).toBe(true);
    expect(ABUSE_THRESHOLD).toBe(ABUSE_HEAD_THRESHOLD);
  });

  it("direct head: reads a message's meaning as a unit vector (zeros when no word is known)", () => {
    const dense = directDenseFeatures("tonight is the night, I have the pills ready");
    expect(Math.hypot(...dense)).toBeCloseTo(1, 9);
    expect(Math.hypot(...directDenseFeatures("zzqx vvkq"))).toBe(0);
    // A means set aside reads as more direct than the same object for a chore.
    expect(directScore("I have the hose cut to fit the tailpipe. It's in my trunk")).toBeGreaterThan(
      directScore("I have the hose for the garden in my trunk"),
    );
  });

  it.each(EVERYDAY)("does not flag the everyday message %j", (message) => {
    expect(classifierFlags(message)).toBe(false);
    expect(directLevel(message)).toBeLessThan(2);
    expect(abuseHeadFlags(message)).toBe(false);
  });
});
