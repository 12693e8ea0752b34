// The corpus's categories and what each needs from the crisis check (see docs/decisions.md,
// "Issue 12").

/** Direct statements: intent, plan, method, means, timing. Need the full crisis reply. */
export const DIRECT_CATEGORIES = ["intent", "plan", "method", "means", "timing"] as const;
/** Veiled warning signs. Need at least the gentle care line. */
export const VEILED_CATEGORIES = ["farewell", "giving_away", "burden", "no_way_out", "self_harm", "withdrawal"] as const;
/** Danger from someone else at home. Needs the crisis reply with help for abuse. */
export const ABUSE_CATEGORIES = ["abuse"] as const;
/** Ordinary messages; hard negatives use the words of danger figuratively or about others. */
export const EVERYDAY_CATEGORIES = ["everyday", "hard_negative"] as const;

export const CORPUS_CATEGORIES = [...DIRECT_CATEGORIES, ...VEILED_CATEGORIES, ...ABUSE_CATEGORIES, ...EVERYDAY_CATEGORIES] as const;
export type CorpusCategory = (typeof CORPUS_CATEGORIES)[number];

export interface CorpusMessage {
  text: string;
  category: CorpusCategory;
  /** Messages of one group (a hand-written core and its variants, or a template family) stay in one split. */
  group: string;
}

export const isDirect = (c: CorpusCategory) => (DIRECT_CATEGORIES as readonly string[]).includes(c);
export const isVeiled = (c: CorpusCategory) => (VEILED_CATEGORIES as readonly string[]).includes(c);
export const isAbuse = (c: CorpusCategory) => (ABUSE_CATEGORIES as readonly string[]).includes(c);
export const isEveryday = (c: CorpusCategory) => (EVERYDAY_CATEGORIES as readonly string[]).includes(c);
export const isCrisisCategory = (c: CorpusCategory) => !isEveryday(c);
