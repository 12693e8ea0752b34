// The labelled topic sets, each written by a different author. The relevance tests score them; the
// first five are also the topic reading's nearest neighbours (../topic-neighbours.ts) and the word
// vectors' examples, and every readable one trains the classifier. A newly sealed set joins a list
// only after its blind runs, never before.
import { fileURLToPath } from "node:url";

export const TOPIC_TRAIN_FILE = fileURLToPath(new URL("./train.json", import.meta.url));
export const TOPIC_BLIND_2_FILE = fileURLToPath(new URL("./blind-2.json", import.meta.url));
export const TOPIC_BLIND_3_FILE = fileURLToPath(new URL("./blind-3.json", import.meta.url));
export const TOPIC_BLIND_4_FILE = fileURLToPath(new URL("./blind-4.json", import.meta.url));
export const TOPIC_BLIND_5_FILE = fileURLToPath(new URL("./blind-5.json", import.meta.url));

// Sealed before session 22's topic vectors and run once after them; not an example (yet).
export const TOPIC_BLIND_6_FILE = fileURLToPath(new URL("./blind-6.json", import.meta.url));
// Sealed before session 24; run once on its code (no topic change shipped that session) and once on
// session 25's final code; not an example (the word vectors are built from TOPIC_EXAMPLE_FILES).
export const TOPIC_BLIND_7_FILE = fileURLToPath(new URL("./blind-7.json", import.meta.url));
// Sealed at the end of session 25 and run on its final code and on session 26's; in the classifier's
// training since session 27 (not an example).
export const TOPIC_BLIND_8_FILE = fileURLToPath(new URL("./blind-8.json", import.meta.url));
// Sealed during session 26 and run on its final code and on session 27's; in the classifier's
// training since session 28 (not an example).
export const TOPIC_BLIND_9_FILE = fileURLToPath(new URL("./blind-9.json", import.meta.url));
// Sealed at the start of session 27 and run on its starting and final code; in the classifier's
// training since session 28 (not an example).
export const TOPIC_BLIND_10_FILE = fileURLToPath(new URL("./blind-10.json", import.meta.url));
// Sealed at the start of session 28 and run on its starting and final code; in the classifier's
// training since session 29 (not an example).
export const TOPIC_BLIND_11_FILE = fileURLToPath(new URL("./blind-11.json", import.meta.url));
// Sealed at the start of session 29 and run on its starting and final code; in the classifier's
// training since session 30 (not an example).
export const TOPIC_BLIND_12_FILE = fileURLToPath(new URL("./blind-12.json", import.meta.url));
// Sealed at the start of session 30 and run on its starting and final code; in the classifier's
// training since session 31 (not an example).
export const TOPIC_BLIND_13_FILE = fileURLToPath(new URL("./blind-13.json", import.meta.url));
// Sealed at the start of session 31 and run on its starting and final code; in the classifier's
// training since session 32 (not an example).
export const TOPIC_BLIND_14_FILE = fileURLToPath(new URL("./blind-14.json", import.meta.url));
// Sealed at the start of session 32 and run on its starting and final code; in the classifier's
// training since session 33 (not an example).
export const TOPIC_BLIND_15_FILE = fileURLToPath(new URL("./blind-15.json", import.meta.url));
// Sealed at the start of session 33 and run on its starting and final code; in the classifier's
// training since session 34 (not an example).
export const TOPIC_BLIND_16_FILE = fileURLToPath(new URL("./blind-16.json", import.meta.url));
// Sealed at the start of session 34 and run on its starting and final code; in the classifier's
// training since session 35 (not an example).
export const TOPIC_BLIND_17_FILE = fileURLToPath(new URL("./blind-17.json", import.meta.url));
// Sealed at the start of session 35 and run on its starting and final code; in the classifier's
// training since session 36 (not an example).
export const TOPIC_BLIND_18_FILE = fileURLToPath(new URL("./blind-18.json", import.meta.url));
// Sealed at the start of session 36 and run on its starting and final code; in the classifier's
// training since session 37 (not an example).
export const TOPIC_BLIND_19_FILE = fileURLToPath(new URL("./blind-19.json", import.meta.url));
// Sealed at the start of session 37 and run on its starting and final code; in the classifier's
// training since session 38 (not an example).
export const TOPIC_BLIND_20_FILE = fileURLToPath(new URL("./blind-20.json", import.meta.url));
// Sealed at the start of session 38 and run on its final code; in the classifier's training since
// session 39 (not an example).
export const TOPIC_BLIND_21_FILE = fileURLToPath(new URL("./blind-21.json", import.meta.url));
// Sealed at the start of session 39 and run on its starting and final code; in the classifier's
// training since session 40 (not an example).
export const TOPIC_BLIND_22_FILE = fileURLToPath(new URL("./blind-22.json", import.meta.url));
// Sealed at the start of session 40 and run on its starting and final code; in the classifier's
// training since session 41 (not an example).
export const TOPIC_BLIND_23_FILE = fileURLToPath(new URL("./blind-23.json", import.meta.url));
// Sealed at the start of session 41 and run on its starting and final code; in the classifier's
// training since session 42 (not an example).
export const TOPIC_BLIND_24_FILE = fileURLToPath(new URL("./blind-24.json", import.meta.url));
// Sealed at the start of session 42 and run on its starting and final code; in the classifier's
// training since session 43 (not an example).
export const TOPIC_BLIND_25_FILE = fileURLToPath(new URL("./blind-25.json", import.meta.url));
// Sealed at the start of session 43 and run on its starting and final code; in the classifier's
// training since session 44 (not an example).
export const TOPIC_BLIND_26_FILE = fileURLToPath(new URL("./blind-26.json", import.meta.url));
// Sealed at the start of session 44 and run on its starting and final code; in the classifier's
// training since session 45 (not an example).
export const TOPIC_BLIND_27_FILE = fileURLToPath(new URL("./blind-27.json", import.meta.url));
// Sealed at the start of session 45 and run on its starting and final code; in the classifier's
// training since session 46 (not an example).
export const TOPIC_BLIND_28_FILE = fileURLToPath(new URL("./blind-28.json", import.meta.url));
// Sealed at the start of session 46 and run on its starting and final code; in the classifier's
// training since session 47 (not an example).
export const TOPIC_BLIND_29_FILE = fileURLToPath(new URL("./blind-29.json", import.meta.url));
// Sealed at the start of session 47 and run on its starting and final code; in the classifier's
// training since session 48 (not an example).
export const TOPIC_BLIND_30_FILE = fileURLToPath(new URL("./blind-30.json", import.meta.url));
// Sealed at the start of session 48 and run on its starting and final code; in the classifier's
// training since session 49 (not an example).
export const TOPIC_BLIND_31_FILE = fileURLToPath(new URL("./blind-31.json", import.meta.url));
// Sealed at the start of session 49 and run on its starting and final code; in the classifier's
// training since session 50 (not an example).
export const TOPIC_BLIND_32_FILE = fileURLToPath(new URL("./blind-32.json", import.meta.url));
// Sealed at the start of session 50 and run on its starting and final code; in the classifier's
// training since session 51 (not an example).
export const TOPIC_BLIND_33_FILE = fileURLToPath(new URL("./blind-33.json", import.meta.url));
// Sealed at the start of session 51 and run on its starting and final code; in the classifier's
// training since session 52 (not an example).
export const TOPIC_BLIND_34_FILE = fileURLToPath(new URL("./blind-34.json", import.meta.url));
// Sealed at the start of session 52 and run on its starting and final code; in the classifier's
// training since session 53 (not an example).
export const TOPIC_BLIND_35_FILE = fileURLToPath(new URL("./blind-35.json", import.meta.url));
// Sealed at the start of session 53 and run on its starting and final code; in the classifier's
// training since session 54 (not an example).
export const TOPIC_BLIND_36_FILE = fileURLToPath(new URL("./blind-36.json", import.meta.url));
// Sealed at the start of session 54 and run on its starting and final code; in the classifier's
// training since session 55 (not an example).
export const TOPIC_BLIND_37_FILE = fileURLToPath(new URL("./blind-37.json", import.meta.url));
// Sealed at the start of session 55 and run on its starting and final code; in the classifier's
// training since session 56 (not an example).
export const TOPIC_BLIND_38_FILE = fileURLToPath(new URL("./blind-38.json", import.meta.url));
// Sealed at the start of session 56 and run on its starting and final code; in the classifier's
// training since session 57 (not an example).
export const TOPIC_BLIND_39_FILE = fileURLToPath(new URL("./blind-39.json", import.meta.url));
// Sealed at the start of session 57 and run on its starting and final code; in the classifier's
// training since session 58 (not an example).
export const TOPIC_BLIND_40_FILE = fileURLToPath(new URL("./blind-40.json", import.meta.url));
// Sealed at the start of session 58 and run on its starting and final code; in the classifier's
// training since session 59 (not an example).
export const TOPIC_BLIND_41_FILE = fileURLToPath(new URL("./blind-41.json", import.meta.url));
// Sealed at the start of session 59 and run on its starting and final code; in the classifier's
// training since session 60 (not an example).
export const TOPIC_BLIND_42_FILE = fileURLToPath(new URL("./blind-42.json", import.meta.url));

export const TOPIC_EXAMPLE_FILES = [TOPIC_TRAIN_FILE, TOPIC_BLIND_2_FILE, TOPIC_BLIND_3_FILE, TOPIC_BLIND_4_FILE, TOPIC_BLIND_5_FILE];

// The sets the topic classifier (../topic-classifier.ts) is trained on: every readable set (blind-7
// since session 26, blind-8 since session 27, blind-9 and blind-10 since session 28, blind-11 since
// session 29, blind-12 since session 30, blind-13 since session 31, blind-14 since session 32, blind-15 since session 33, blind-16 since session 34, blind-17 since session 35, blind-18 since session 36, blind-19 since session 37, blind-20 since session 38, blind-21 since session 39, blind-22 since session 40, blind-23 since session 41, blind-24 since session 42, blind-25 since session 43, blind-26 since session 44, blind-27 since session 45, blind-28 since session 46, blind-29 since session 47, blind-30 since session 48, blind-31 since session 49, blind-32 since session 50, blind-33 since session 51, blind-34 since session 52, blind-35 since session 53, blind-36 since session 54, blind-37 since session 55, blind-38 since session 56, blind-39 since session 57, blind-40 since session 58, blind-41 since session 59, blind-42 since session 60), oldest first. A newly sealed set joins only after its blind runs.
export const TOPIC_CLASSIFIER_FILES = [
  ...TOPIC_EXAMPLE_FILES,
  TOPIC_BLIND_6_FILE,
  TOPIC_BLIND_7_FILE,
  TOPIC_BLIND_8_FILE,
  TOPIC_BLIND_9_FILE,
  TOPIC_BLIND_10_FILE,
  TOPIC_BLIND_11_FILE,
  TOPIC_BLIND_12_FILE,
  TOPIC_BLIND_13_FILE,
  TOPIC_BLIND_14_FILE,
  TOPIC_BLIND_15_FILE,
  TOPIC_BLIND_16_FILE,
  TOPIC_BLIND_17_FILE,
  TOPIC_BLIND_18_FILE,
  TOPIC_BLIND_19_FILE,
  TOPIC_BLIND_20_FILE,
  TOPIC_BLIND_21_FILE,
  TOPIC_BLIND_22_FILE,
  TOPIC_BLIND_23_FILE,
  TOPIC_BLIND_24_FILE,
  TOPIC_BLIND_25_FILE,
  TOPIC_BLIND_26_FILE,
  TOPIC_BLIND_27_FILE,
  TOPIC_BLIND_28_FILE,
  TOPIC_BLIND_29_FILE,
  TOPIC_BLIND_30_FILE,
  TOPIC_BLIND_31_FILE,
  TOPIC_BLIND_32_FILE,
  TOPIC_BLIND_33_FILE,
  TOPIC_BLIND_34_FILE,
  TOPIC_BLIND_35_FILE,
  TOPIC_BLIND_36_FILE,
  TOPIC_BLIND_37_FILE,
  TOPIC_BLIND_38_FILE,
  TOPIC_BLIND_39_FILE,
  TOPIC_BLIND_40_FILE,
  TOPIC_BLIND_41_FILE,
  TOPIC_BLIND_42_FILE,
];
