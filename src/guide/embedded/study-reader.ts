// The trained study reader: a softmax regression (trained-reader.ts) over what a group's study
// theme is read as, a bank situation or a teaching theme, trained on the older labelled plan sets'
// study themes by data/build-study-reader.ts into data/study-reader/weights.bin. The study's rules
// (study-theme.ts) read nearly every theme, through phrase families that gain on the sets they
// were tuned on and transfer little to a new author's wording; the reader weighs every word of the
// theme against every reading at once and overrules the rules where it is sure of another.
import { bundledDataFile } from "../../scripture/bundled-data.js";
import type { TopicModel } from "../../scripture/topic-classifier-model.js";
import type { Situation } from "../material/situation-types.js";
import { SITUATIONS } from "../material/situations.js";
import { STUDY_THEMES, type StudyTheme } from "../material/study-themes.js";
import { isHurting } from "./register-rules.js";
import { keptReading } from "./situation-match.js";
import { TrainedReader, type TrainedReading } from "./trained-reader.js";

export const STUDY_READER_FILE = bundledDataFile("study-reader", "weights.bin");

const reader = new TrainedReader(STUDY_READER_FILE, new Map([...SITUATIONS, ...STUDY_THEMES].map((s) => [s.id, s])));

/** Replaces the shipped weights (a leave-one-set-out model, trained without the set it reads); none: the shipped file. */
export function useStudyReaderModel(m: TopicModel | undefined): void {
  reader.use(m);
}

/** The reader's likeliest reading of a group's theme and its probability. */
export const trainedStudyReadingOf = (theme: string): TrainedReading => reader.readingOf(theme);

/** Loads the weights now, so a group's first study does not wait (called by warmGuide). */
export function warmStudyReader(): void {
  reader.warm();
}

/**
 * How sure the reader must be to speak, chosen by leave-one-set-out over the 17 older plan sets
 * (trained without set k, read on set k; study days gained against the rules alone, summed):
 * `unread` where the rules read nothing (T 0 +95 days, 0.3 +74, 0.5 +54, 0.7 +16: the reader's
 * likeliest reading beats the topic index's guess at any probability), `overRules` where they read
 * another situation or teaching and mayOverrule allows it (0.4 -6, 0.5 +20, 0.6 +39, 0.7 +35,
 * 0.8 +39, 0.9 +39: the same gain from fewer overrules as it rises). No wounding at any threshold.
 */
export const STUDY_READER_THRESHOLDS = { unread: 0, overRules: 0.8 };

const isTeaching = (s: Situation) => STUDY_THEMES.includes(s as StudyTheme);

/**
 * Whether the reader may take `trained` over the rules' `ruled`: only out of a reading it has a
 * class for (the labelled themes name no addiction, doubt or small-group leading, so the reader has
 * never learnt when a theme is about them: "Recovery from addiction" stays addiction, not shame),
 * or out of a teaching no label names (parenting, wisdom, identity, kindness: the rules hear it in
 * a word beside the matter, "a legacy of generosity to the next generation" read as parenting; the
 * reader has learnt every labelled teaching and situation, and leave-one-set-out over the older sets
 * gained 59 days at the same threshold with no wounding, the teaching guard below waived too);
 * never out of or into good news or danger (the weekly reader's kept readings, situation-match.ts),
 * never a hurting group into a reading that is no hurt (a teaching for people in pain), and never
 * one labelled teaching for another (the rules found a teaching's own words in the theme;
 * leave-one-set-out lost days there).
 */
function mayOverrule(ruled: Situation, trained: Situation): boolean {
  const unlabelledTeaching = isTeaching(ruled) && !reader.hasClassFor(ruled);
  if (!reader.hasClassFor(ruled) && !unlabelledTeaching) return false;
  if (keptReading(ruled) || keptReading(trained)) return false;
  if (isHurting(ruled) && !isHurting(trained)) return false;
  return unlabelledTeaching || !(isTeaching(ruled) && isTeaching(trained));
}

/** What the study takes for `theme` once the rules have read `ruled`: the reader's reading where it is sure enough of another. */
export function withTrainedStudyReading(theme: string, ruled: Situation | undefined): Situation | undefined {
  const { situation, probability } = trainedStudyReadingOf(theme);
  if (!situation || situation === ruled) return ruled;
  if (!ruled) return probability >= STUDY_READER_THRESHOLDS.unread ? situation : undefined;
  return probability >= STUDY_READER_THRESHOLDS.overRules && mayOverrule(ruled, situation) ? situation : ruled;
}
