// The trained reader overruling a cue's reading: only when all but sure of another situation, and
// never out of or into good news or danger, nor a hurting reader into a situation that is no hurt,
// nor to a broader situation on the cue's own topic.
// A stub reader (its bias alone decides, so it reads every text alike) stands in for the weights.
import { afterEach, describe, expect, it } from "vitest";
import { biasOnlyModel } from "../testing/bias-only-model.js";
import { SITUATIONS } from "../material/situations.js";
import { READER_THRESHOLDS, useSituationReaderModel } from "./situation-reader.js";
import { overruledCue, situationOf, situationOfText } from "./situation-match.js";
import { chooseWeeklySituation } from "./plan.js";

const byId = (id: string) => SITUATIONS.find((s) => s.id === id)!;

/** A reader sure of `id` at about `probability` whatever it reads. */
function readerSureOf(id: string, probability: number) {
  const topics = [id, "none"];
  useSituationReaderModel(biasOnlyModel(topics, [Math.log(probability / (1 - probability)), 0]));
}

// A cue names grief here ("passed away"); the stub reader says infidelity.
const GRIEF = "my grandmother passed away last week and i keep thinking about her every single night";

describe("trained reader overruling a cue", () => {
  afterEach(() => useSituationReaderModel(undefined));

  it("overrules a hurt's cue with another hurt when all but sure", () => {
    const ruled = situationOfText(GRIEF)!;
    expect(ruled.need).toBe("pain");
    readerSureOf("infidelity", 0.95);
    expect(overruledCue(GRIEF, ruled)?.id).toBe("infidelity");
    expect(situationOf(GRIEF).id).toBe("infidelity");
    expect(chooseWeeklySituation([GRIEF])?.id).toBe("infidelity");
  });

  it("lets the cue stand below the threshold", () => {
    readerSureOf("infidelity", READER_THRESHOLDS.overCue - 0.1);
    expect(overruledCue(GRIEF, situationOfText(GRIEF)!)).toBeUndefined();
    expect(situationOf(GRIEF).id).toBe(situationOfText(GRIEF)!.id);
  });

  // Session 45: a hurt may become a situation that is no hurt (situation-match.ts, overruledCue), never good news.
  it("may turn a hurting reader to a situation that is no hurt, never a hurt into good news", () => {
    readerSureOf("big_decision", 0.99);
    expect(overruledCue(GRIEF, situationOfText(GRIEF)!)?.id).toBe("big_decision");
    readerSureOf("joy_general", 0.99);
    expect(overruledCue(GRIEF, situationOfText(GRIEF)!)).toBeUndefined();
  });

  it("keeps a cue's closer reading over the reader's broader one on the same topic", () => {
    readerSureOf("grief_general", 0.99);
    expect(situationOfText(GRIEF)?.topic).toBe("grief");
    expect(overruledCue(GRIEF, situationOfText(GRIEF)!)).toBeUndefined();
  });

  it("overrules a glad cue in a hurt's telling, but never someone in danger", () => {
    // Session 37: a joy word in a hurt's telling is a word, not the week's matter.
    readerSureOf("friend_betrayal", 0.99);
    const told = "my business partner of ten years has been skimming money, and he was the best man at my wedding";
    expect(overruledCue(told, byId("new_marriage"))?.id).toBe("friend_betrayal");
    readerSureOf("infidelity", 0.99);
    expect(
      overruledCue("my friend says she wants to end it all and has been giving her things away", byId("someone_at_risk")),
    ).toBeUndefined();
  });

  it("leaves a reading the cues never made to the reader's other rules", () => {
    readerSureOf("infidelity", 0.99);
    expect(
      overruledCue("the letter came this morning, they dont need me after friday. twenty two years there", byId("job_loss")),
    ).toBeUndefined();
  });
});
