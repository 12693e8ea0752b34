// The trained situation reader: the committed weights are what the build script writes from
// today's older plan sets, the file stays small, and a message no bank cue names is read by it.
import { readFileSync, statSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { SITUATION_READER_INPUTS_FILE, situationReaderFingerprint } from "../../../data/build-situation-reader.js";
import { SITUATION_READER_FILE, trainedReadingOf } from "./situation-reader.js";
import { detectSituations, situationOf } from "./situation-match.js";
import { chooseWeeklySituation } from "./plan.js";

// No bank cue names this (nor does the topic index guess it): the rules alone would give the general situation.
const UNCUED = "the letter came this morning, they dont need me after friday. twenty two years there";

describe("trained situation reader", () => {
  it("has committed weights trained on exactly today's older plan sets, classes, options and training code", { timeout: 120_000 }, () => {
    expect(readFileSync(SITUATION_READER_INPUTS_FILE, "utf8").trim()).toBe(situationReaderFingerprint());
  });

  it("is a file of at most 2 MB", () => {
    expect(statSync(SITUATION_READER_FILE).size).toBeLessThanOrEqual(2 * 1024 * 1024);
  });

  it("reads a situation no bank cue names, the same every time", () => {
    expect(detectSituations(UNCUED)).toEqual([]);
    const reading = trainedReadingOf(UNCUED);
    expect(reading.situation?.id).toBe("job_loss");
    expect(trainedReadingOf(UNCUED)).toEqual(reading);
  });

  it("gives the reply its reading where the rules would give the general situation", () => {
    expect(situationOf(UNCUED).id).toBe("job_loss");
  });

  it("gives the week its reading where the rules would give the general week", () => {
    expect(chooseWeeklySituation([UNCUED])?.id).toBe("job_loss");
  });

  it("stays silent on a message too short to place", () => {
    expect(situationOf("ok").id).toBe("general");
    expect(chooseWeeklySituation(["ok"])).toBeUndefined();
    expect(situationOf("what is the weather like").id).toBe("general");
  });
});
