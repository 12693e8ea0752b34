// The shape of the situation bank and its register rules (see situations.ts).

/** What a passage does for the reader. */
export type Register = "comfort" | "lament" | "assurance" | "wisdom" | "celebration" | "teaching";

/**
 * Where the person is. "pain": hurting (grief, illness, betrayal); "strain": hurting inside an
 * ongoing difficulty that also asks for wisdom (a marriage fighting over money); "decision":
 * choosing; "joy": celebrating; "question": asking what scripture teaches; "growth": wanting to grow.
 */
export type Need = "pain" | "strain" | "decision" | "joy" | "question" | "growth";

/**
 * The registers a passage may have for each need: a person who is hurting gets comfort, lament
 * and assurance (wisdom too when the pain sits inside an ongoing strain), never teaching or duty.
 */
export const REGISTERS_FOR: Record<Need, readonly Register[]> = {
  pain: ["comfort", "lament", "assurance"],
  strain: ["comfort", "lament", "assurance", "wisdom"],
  decision: ["wisdom", "assurance", "teaching", "comfort"],
  joy: ["celebration", "assurance", "wisdom", "teaching"],
  question: ["teaching", "assurance", "wisdom", "lament", "comfort", "celebration"],
  growth: ["teaching", "wisdom", "assurance", "celebration", "comfort"],
};

export interface BankPassage {
  ref: string;
  register: Register;
}

export interface Situation {
  id: string;
  need: Need;
  /** The topic (data/topics.ts) whose practices, prayer and doctrine the reply borrows. */
  topic: string;
  /** How the situation reads inside a sentence, e.g. "a cancer diagnosis in your family". */
  label: string;
  /** Lexicon entries as in data/topics.ts; "a|b+c|d" needs one of a/b AND one of c/d. */
  cues: string[];
  passages: BankPassage[];
  /** One sentence that meets this person where they are. */
  ack: string;
  /** The follow-up question that belongs to this situation. */
  question: string;
  /** What the prayer asks, following "Please ..."; the topic's prayer when absent. */
  prayer?: string;
  /** Nave's Topical Bible headings that supplied candidates (data/reference/naves.json). */
  naves: string[];
}

const REGISTER_CODES: Record<string, Register> = {
  c: "comfort",
  l: "lament",
  a: "assurance",
  w: "wisdom",
  j: "celebration",
  t: "teaching",
};

/** "Psalm 34:18 c; Matthew 5:4 a" -> passages with registers. */
export function parsePassages(spec: string): BankPassage[] {
  return spec
    .split(";")
    .map((s) => s.trim())
    .filter(Boolean)
    .map((s) => {
      const m = /^(.+?)\s+([clawjt])$/.exec(s);
      if (!m) throw new Error(`Bad bank passage "${s}" (expected "<reference> <register code>")`);
      return { ref: m[1], register: REGISTER_CODES[m[2]] };
    });
}

/**
 * Verses of duty or rebuke, and verses that wound when read out of context. Never given to a
 * person who is hurting ("pain" or "strain"), whatever a provider proposes.
 */
export const DUTY_OR_REBUKE: readonly string[] = [
  "1 Timothy 5:8",
  "Proverbs 31:10",
  "Proverbs 31:10-31",
  "1 Thessalonians 5:11",
  "Ephesians 4:29",
  "Hebrews 10:24-25",
  "Ephesians 5:22",
  "Ephesians 5:22-24",
  "Colossians 3:18",
  "1 Peter 3:1",
  "Proverbs 21:9",
  "Proverbs 21:19",
  "Proverbs 25:24",
  "Proverbs 6:6",
  "Proverbs 6:6-11",
  "2 Thessalonians 3:10",
  "James 4:17",
  "Matthew 6:14-15",
  "Mark 11:25",
  "Matthew 18:21-22",
  "Hebrews 12:5-6",
  "Hebrews 12:11",
  "Proverbs 3:11-12",
  "Revelation 3:19",
  "Proverbs 13:24",
  "Proverbs 22:15",
  "Ephesians 6:1",
  "Exodus 20:12",
  "Romans 13:1",
  "1 Corinthians 10:13",
  "James 1:2-3",
  "James 1:2-4",
  "Romans 8:28",
  "Job 1:21",
  "Proverbs 10:4",
  "Proverbs 24:33-34",
  "Luke 9:62",
  "Matthew 5:48",
  "Galatians 6:7",
  "Proverbs 16:18",
  "1 Corinthians 7:10-11",
  "Malachi 2:16",
  "Matthew 19:6",
  "Ecclesiastes 5:4-5",
  "Hebrews 13:4",
  "Proverbs 11:14",
  "1 Timothy 6:9-10",
  "Philippians 4:11",
  "Matthew 7:1-5",
  "John 5:14",
  "John 9:2",
  "Job 4:7",
  "Proverbs 26:11",
  "Romans 12:1",
  "James 5:14-15",
  "2 Corinthians 12:9",
  // Commands to rejoice and proverbs about debtors read as platitudes or blame to someone in pain.
  // Hebrews 13:5 opens "Be free from the love of money": heard as a rebuke by someone hurting.
  "Hebrews 13:5",
  "Nehemiah 8:10",
  "Philippians 4:4",
  "1 Thessalonians 5:16-18",
  "Proverbs 17:22",
  "Proverbs 22:7",
  "Romans 13:8",
  "Psalm 37:21",
  // Read by a struggling parent or a worn-out carer as blame or "try harder" (review of 50 replies,
  // and the wounding plan days of the first blind set: Proverbs 22:6 to a parent whose daughter
  // had cut off the family).
  "Proverbs 22:6",
  "Colossians 3:21",
  "Galatians 6:9",
  // Commands that ask the one who is hurting to do more, carry more or think less of themselves.
  "Galatians 6:5",
  "Philippians 2:3",
  "Romans 12:3",
  "Ecclesiastes 9:10",
  "Proverbs 20:4",
  "Proverbs 20:13",
  "Hebrews 10:36",
  "1 Timothy 5:4",
  "1 Timothy 5:14",
  "1 Corinthians 7:3-5",
  "1 Corinthians 7:8-9",
  "1 Peter 2:18",
  "Ephesians 6:5",
  "Titus 2:9",
  "Matthew 5:39",
  // Sore spots: blessings a person longing for them hears as a reproach ("children are a heritage"
  // to the childless or bereaved, "woe to him who is alone" to the lonely or widowed), and verses
  // that read pain as punishment, doubt as unbelief or death as judgement.
  "Psalm 127:3-5",
  "Psalm 128:3",
  "Genesis 1:28",
  "Proverbs 30:15-16",
  "1 Timothy 2:15",
  "Ecclesiastes 7:2-4",
  "Ecclesiastes 3:19-21",
  "Hebrews 9:27",
  "Exodus 15:26",
  "Matthew 8:26",
  "Revelation 21:8",
  "Hebrews 10:31",
  "James 1:6-8",
  "Hebrews 11:6",
  "Romans 9:20",
  "Job 38:2",
  "Job 40:2",
  "Isaiah 45:9",
  "Hebrews 3:12",
  "Hebrews 6:4-6",
  "Hebrews 10:26-27",
  "Numbers 32:23",
  "Romans 6:23",
  "Romans 3:23",
  "Jeremiah 17:9",
  "Isaiah 64:6",
  "Romans 7:18",
  "Matthew 12:31-32",
  "Matthew 18:34-35",
  "Proverbs 17:9",
  "Proverbs 19:13",
  "Proverbs 30:17",
  "Matthew 10:35-36",
  "Luke 14:26",
  "Proverbs 29:15",
  "Proverbs 17:25",
  "1 Samuel 2:29",
  "Proverbs 23:13-14",
  "Deuteronomy 21:18-21",
  "1 Timothy 3:4-5",
  "Matthew 5:32",
  "Mark 10:11-12",
  "Matthew 19:9",
  "2 Corinthians 6:14",
  "2 Kings 4:1",
  "1 Thessalonians 5:18",
];

/**
 * Sore spots of one kind of pain: passages fitting elsewhere ("two are better than one" for a
 * couple, "be kind, forgiving one another" for a family quarrel) that a person hurting in exactly
 * this way hears as a reproach. Never given to a hurting person whose situation has this topic.
 */
export const SORE_FOR_TOPIC: Readonly<Record<string, readonly string[]>> = {
  loneliness: ["Ecclesiastes 4:9-12", "Proverbs 18:1", "Hebrews 10:24-25", "1 Corinthians 7:8-9"],
  friendship: ["Ecclesiastes 4:9-12", "Proverbs 18:1", "Hebrews 10:24-25"],
  singleness: ["Ecclesiastes 4:9-12", "Genesis 2:18", "1 Corinthians 7:8-9"],
  grief: ["Ecclesiastes 4:9-12", "Genesis 2:18"],
  betrayal: ["Ephesians 4:32", "Colossians 3:13", "Proverbs 17:9", "Matthew 5:39", "Matthew 18:21-22", "Matthew 7:1-5"],
  injustice: ["Matthew 5:39", "Romans 13:1-2", "Ephesians 4:32"],
};

/** Opening greetings and closing salutations of letters: never a reply's passage. */
export const LETTER_GREETINGS: readonly string[] = [
  "Romans 1:7",
  "1 Corinthians 1:3",
  "2 Corinthians 1:2",
  "Galatians 1:3",
  "Ephesians 1:2",
  "Philippians 1:2",
  "Colossians 1:2",
  "1 Thessalonians 1:1",
  "2 Thessalonians 1:2",
  "1 Timothy 1:2",
  "2 Timothy 1:2",
  "Titus 1:4",
  "Philemon 1:3",
  "1 Peter 1:2",
  "2 Peter 1:2",
  "2 John 1:3",
  "3 John 1:2",
  "3 John 1:14",
  "Jude 1:2",
  "Revelation 1:4",
  "Romans 16:16",
  "1 Corinthians 16:20",
  "2 Corinthians 13:12",
  "1 Thessalonians 5:26",
  "1 Peter 5:14",
  "Philippians 4:21-22",
  "Colossians 4:18",
  "2 Timothy 4:22",
  "Titus 3:15",
  "Hebrews 13:24",
  "Romans 16:3",
  "Romans 16:21",
  "3 John 1:15",
  "Philemon 1:25",
  "Galatians 6:18",
  "2 Corinthians 13:14",
];
