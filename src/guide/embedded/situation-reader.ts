// The trained situation reader: a softmax regression (the topic classifier's learner and file
// format, src/scripture/topic-classifier-model.ts) over the bank situations a pastor would plan a
// week around, trained on the older labelled plan sets' weekly threads by
// data/build-situation-reader.ts into data/situation-reader/weights.bin. The bank's cues are phrase
// lists that gain on the sets they were tuned on and barely transfer to a new author's wording; the
// reader weighs every word against every situation at once. It speaks where the cues read nothing
// or only the topic index guesses (situation-match.ts, plan.ts), when it is sure, and overrules a
// cue's reading only when it is all but certain (overruledCue).
import { bundledDataFile } from "../../scripture/bundled-data.js";
import type { TopicModel } from "../../scripture/topic-classifier-model.js";
import type { Situation } from "../material/situation-types.js";
import { SITUATIONS } from "../material/situations.js";
import { TrainedReader, type TrainedReading } from "./trained-reader.js";

export type { TrainedReading } from "./trained-reader.js";

export const SITUATION_READER_FILE = bundledDataFile("situation-reader", "weights.bin");

const reader = new TrainedReader(SITUATION_READER_FILE, new Map(SITUATIONS.map((s) => [s.id, s])));

/** Replaces the shipped weights (the leave-one-set-out script's model, trained without the set it reads); none: the shipped file. */
export function useSituationReaderModel(m: TopicModel | undefined): void {
  reader.use(m);
}

// A text this short ("ok", "can you suggest a song?", "what is the weather like") says too little
// to be read: every thread the reader learnt from names a situation, so it would name one for an
// aside too. Leave-one-set-out lost nothing by it (8 words or more: +277 days, against +269 for any).
const MIN_WORDS = 8;
const SILENT: TrainedReading = { situation: undefined, probability: 0 };

/** The reader's likeliest situation for a text (a message, or a thread's messages joined) and its probability. */
export function trainedReadingOf(text: string): TrainedReading {
  if (text.trim().split(/\s+/).length < MIN_WORDS) return SILENT;
  return reader.readingOf(text);
}

/** The reader's situation for a text when its probability reaches `threshold`, else undefined. */
export function trainedSituationOf(text: string, threshold: number): Situation | undefined {
  const { situation, probability } = trainedReadingOf(text);
  return probability >= threshold ? situation : undefined;
}

/** Loads the weights now, so a member's first message does not wait (called by warmGuide). */
export function warmSituationReader(): void {
  reader.warm();
}

/** A thread (newest first) as one text for the reader, oldest first as it was written. */
export const threadText = (recentMessages: readonly string[]) => [...recentMessages].reverse().join("\n");

/**
 * How sure the reader must be to speak (chosen by leave-one-set-out over the older plan sets:
 * trained without set k, read on set k): `week` where the rules give a thread no situation (the
 * general week), `reply` where a message's reply would take the general situation, `overGuess`
 * where the topic index only guesses and the reader names another situation, `overCue` where a
 * bank cue names one situation and the reader is all but sure of another (situation-match.ts's
 * overruledCue: weekly +367 days and replies +17 over the 16 folds beside the reader's other uses at 0.7;
 * 0.2 since session 45, see overruledCue).
 */
export const READER_THRESHOLDS = { week: 0.5, reply: 0.3, overGuess: 0.3, overCue: 0.2 };
