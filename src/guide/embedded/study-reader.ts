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
 * another situation or teaching (session 45, below).
 */
export const STUDY_READER_THRESHOLDS = { unread: 0, overRules: 0.6 };

/**
 * Whether the reader may take `trained` over the rules' `ruled`: only out of a reading it has a
 * class for (the labelled themes name no addiction, doubt or small-group leading, so the reader has
 * never learnt when a theme is about them: "Recovery from addiction" stays addiction, not shame),
 * or out of a teaching no label names (parenting, wisdom, identity, kindness), and never out of or
 * into good news or danger (the weekly reader's kept readings, situation-match.ts).
 * Session 45: until then it also might not take a hurting group into a teaching, nor one labelled
 * teaching for another, and spoke only from 0.8. Trained on 26 older sets, the reader now reads a
 * theme better than those guards allowed ("When one spouse has a chronic illness: lupus, dialysis
 * and ME in a marriage" is a marriage study, not an illness week): leave-one-set-out on the newest
 * eight older sets (plan-blind-19 to -26, each read by a reader trained without it) 9,638 study days
 * with the guards at 0.8, 9,733 without them at 0.6 (9,678 keeping the hurt guard; 9,841 without the
 * class guard too, which turns addiction into shame); the held-out pair 2,263 -> 2,360 of 2,660 (2,291
 * keeping the hurt guard); the first blind set 484 -> 483; none wounding.
 */
function mayOverrule(ruled: Situation, trained: Situation): boolean {
  // Session 53: a marriage study the rules read stays one where the reader hears only love ("Still in love at eighty:
  // growing old together in Christ", which the reader retrained with plan-blind-34 took for the love teaching).
  if (ruled.id === "study_marriage" && trained.id === "study_love") return false;
  const unlabelledTeaching = STUDY_THEMES.includes(ruled as StudyTheme) && !reader.hasClassFor(ruled);
  if (!reader.hasClassFor(ruled) && !unlabelledTeaching) return false;
  return !keptReading(ruled) && !keptReading(trained);
}

/** What the study takes for `theme` once the rules have read `ruled`: the reader's reading where it is sure enough of another. */
export function withTrainedStudyReading(theme: string, ruled: Situation | undefined): Situation | undefined {
  const { situation, probability } = trainedStudyReadingOf(theme);
  if (!situation || situation === ruled) return ruled;
  if (!ruled) return probability >= STUDY_READER_THRESHOLDS.unread ? situation : undefined;
  return probability >= STUDY_READER_THRESHOLDS.overRules && mayOverrule(ruled, situation) ? situation : ruled;
}
