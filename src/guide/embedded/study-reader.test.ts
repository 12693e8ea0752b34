// The trained study reader: the committed weights are what the build script writes from today's
// older plan sets' study themes, the file stays small, and it overrules the study's rules only
// where it is sure and the guards allow. A stub reader (its bias alone decides) stands in for the
// weights where a test needs a reading of its own.
import { readFileSync, statSync } from "node:fs";
import { afterEach, describe, expect, it } from "vitest";
import { STUDY_READER_INPUTS_FILE, studyReaderFingerprint } from "../../../data/build-study-reader.js";
import { biasOnlyModel } from "../testing/bias-only-model.js";
import { SITUATIONS } from "../material/situations.js";
import { STUDY_THEMES } from "../material/study-themes.js";
import { STUDY_READER_FILE, STUDY_READER_THRESHOLDS, useStudyReaderModel, withTrainedStudyReading } from "./study-reader.js";
import { ruledStudySituation, studySituation } from "./study-theme.js";

const byId = (id: string) => [...SITUATIONS, ...STUDY_THEMES].find((s) => s.id === id)!;

/** A reader sure of `id` at about `probability` whatever it reads, with classes for `alsoKnown` too (all but never named). */
function readerSureOf(id: string, probability: number, alsoKnown: readonly string[] = []) {
  const topics = [id, ...alsoKnown, "none"];
  useStudyReaderModel(biasOnlyModel(topics, [Math.log(probability / (1 - probability)), ...alsoKnown.map(() => -30), 0]));
}

const THEME = "a theme the stub reads alike whatever it says";

describe("trained study reader", () => {
  afterEach(() => useStudyReaderModel(undefined));

  it(
    "has committed weights trained on exactly today's older plan sets' study themes, classes, options and training code",
    { timeout: 120_000 },
    () => {
      expect(readFileSync(STUDY_READER_INPUTS_FILE, "utf8").trim()).toBe(studyReaderFingerprint());
    },
  );

  it("is a file of at most 2 MB", () => {
    expect(statSync(STUDY_READER_FILE).size).toBeLessThanOrEqual(2 * 1024 * 1024);
  });

  it("reads a theme the rules read nothing in, unless it names nothing either", () => {
    readerSureOf("study_prayer", Math.max(STUDY_READER_THRESHOLDS.unread, 0.6));
    expect(withTrainedStudyReading(THEME, undefined)?.id).toBe("study_prayer");
    readerSureOf("none", 0.9);
    expect(withTrainedStudyReading(THEME, undefined)).toBeUndefined();
  });

  it("overrules the rules' reading only when sure enough", () => {
    readerSureOf("grief_general", STUDY_READER_THRESHOLDS.overRules + 0.02, ["work_stress"]);
    expect(withTrainedStudyReading(THEME, byId("work_stress"))?.id).toBe("grief_general");
    readerSureOf("grief_general", STUDY_READER_THRESHOLDS.overRules - 0.05, ["work_stress"]);
    expect(withTrainedStudyReading(THEME, byId("work_stress"))?.id).toBe("work_stress");
  });

  // Session 45: the hurt and teaching guards were lifted (study-reader.ts, mayOverrule).
  it("turns a hurt into a teaching, and one teaching into another, when sure", () => {
    readerSureOf("study_prayer", 0.99, ["grief_general", "study_worship"]);
    expect(withTrainedStudyReading(THEME, byId("grief_general"))?.id).toBe("study_prayer");
    expect(withTrainedStudyReading(THEME, byId("study_worship"))?.id).toBe("study_prayer");
  });

  it("gives the study plan its reading over the rules' when sure", () => {
    const theme = "Grief and hope";
    const ruled = ruledStudySituation(theme)!;
    expect(ruled.need).toBe("pain");
    readerSureOf("infidelity", 0.95, [ruled.id]);
    expect(studySituation(theme)?.id).toBe("infidelity");
    readerSureOf("infidelity", STUDY_READER_THRESHOLDS.overRules - 0.1, [ruled.id]);
    expect(studySituation(theme)?.id).toBe(ruledStudySituation(theme)?.id);
  });

  it("never overrules a reading it has no class for", () => {
    const theme = "Recovery from addiction";
    expect(ruledStudySituation(theme)?.id).toBe("addiction_struggle");
    readerSureOf("shame_past", 0.99);
    expect(studySituation(theme)?.id).toBe("addiction_struggle");
  });

  it("never reads out of or into good news or danger", () => {
    readerSureOf("joy_general", 0.99, ["work_stress"]);
    expect(withTrainedStudyReading(THEME, byId("work_stress"))?.id).toBe("work_stress");
    readerSureOf("work_stress", 0.99, ["joy_general"]);
    expect(withTrainedStudyReading(THEME, byId("joy_general"))?.id).toBe("joy_general");
  });
});
