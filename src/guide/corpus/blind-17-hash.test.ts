// The seventeenth blind set (blind-17.json), 1,172 messages hand-written by a helper, a different author
// from the last sixteen, who did not read the crisis check's code or cue lists and never ran the
// check on them. The author read only this folder's blind-16-hash.test.ts (for the brief),
// sealed-set-checks.ts, categories.ts and the first 40 lines of blind-16.json (for the format).
// Written from public clinical material (Columbia screening questions; 988, AFSP and WHO warning
// signs; National DV Hotline warning signs) and from how people type, in voices leaning away from
// the earlier sets': university and graduate students, warehouse, retail, call-centre and gig-delivery
// workers, teachers and teaching assistants, software and office workers, pastors and pastors' kids,
// worship leaders, foster parents and grandparents raising grandchildren, single mothers, immigrants
// and ESL writers (Filipino, Nigerian, Indian, Caribbean, Korean-American, Polish), Scottish, Welsh,
// Canadian and New Zealand English, deaf writers, autistic writers who write very literally, people
// in recovery from addiction, people with eating disorders, LGBTQ young adults in conservative
// churches, seminary students, caregivers of spouses with dementia, text-speak, voice-to-text with no
// punctuation, all caps, typos, emoji, long rambling messages and two-word ones (2 to 84 words).
// Counts: 49 intent, 47 plan, 48 method, 49 means, 49 timing; 44 farewell, 44 giving_away,
// 45 burden, 45 no_way_out, 45 self_harm, 45 withdrawal; 60 abuse, 340 everyday and 262 hard
// negatives (figurative speech, sermons and studies on death, grief for others, hospice and
// palliative care, medical, care and pharmacy work, children's and pets' medicine doses, returning
// old pills, hunting, kitchen knives, climbing and sailing ropes, bridges and heights, games, novels,
// films, true crime, history, jokes, benign plans, dates and giving-away, and helping someone else in
// danger).
// Checked mechanically, by a throwaway script outside the repository (the earlier texts were never
// read by eye), against train.json, authored-3.json, the string literals of authored-4.ts to
// authored-8.ts and the six sources/*.ts files, and the sixteen earlier blind sets (22,185 earlier
// strings from 29 files), and within itself, for exact and near copies (normalised token-set Jaccard
// >= 0.7; 60 drafts were copies, 15 of them with the very same normalised tokens, and were rewritten
// as fresh sentences; 2 of those rewrites were flagged again and rewritten once more, 62 rewrites in
// all, until the same check passed: closest pair 0.692 against an earlier string, 0.571 within the
// set). It was committed with its SHA-256 (blind-17.sha256) on its own, before the tuning it
// measures; this test fails if a single byte of it changes. It is never read while tuning: only its
// figures are printed, once, at the end.
import { describe } from "vitest";
import { checkSealedCrisisSet } from "./sealed-set-checks.js";

describe("seventeenth blind crisis set", () => {
  checkSealedCrisisSet("blind-17", { perDirect: 40, perVeiled: 38, abuse: 48, everyday: 300, hardNegative: 220, total: 1000 });
});
