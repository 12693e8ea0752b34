// The fifteenth blind set (blind-15.json), 1,088 messages hand-written by a helper, a different author
// from the last fourteen, who did not read the crisis check's code or cue lists and never ran the
// check on them. Written from public clinical material (Columbia screening questions; 988, AFSP and
// WHO warning signs; National DV Hotline warning signs) and from how people type, in voices leaning
// away from the earlier sets': retail and restaurant workers, call-centre staff, teachers and school
// staff, police and corrections officers, seafarers, miners, gamers, university researchers and PhD
// students, LGBTQ+ believers in conservative churches, people with eating disorders, people with
// psychosis or schizophrenia describing their own state, caregivers of spouses with dementia, widowed
// young parents, refugees and asylum seekers, pastors' spouses and children, people in debt or facing
// eviction, people writing in Scots, Nigerian, Indian, Filipino and Caribbean English, voice-to-text
// with no punctuation, emoji-heavy teens, very short one-liners, and long letters addressed to God
// (3 to 80 words).
// Counts: 44 intent, 42 each of plan, method, means and timing; 41 farewell, 40 giving_away,
// 41 burden, 41 no_way_out, 41 self_harm, 40 withdrawal; 53 abuse, 336 everyday and 243 hard
// negatives (figurative speech, sermons on death, grief for others, hospice, nursing, police and
// emergency work, hunting, fishing, cooking, chemistry, pharmacy, pets' and parents' medicine,
// climbing and sailing ropes, bridges and heights, games, novels, films, history, true crime, jokes,
// and helping someone else in danger).
// Checked mechanically against train.json, authored-3.json, the string literals of authored-4.ts to
// authored-8.ts and sources/*.ts, the fourteen earlier blind sets, and within itself, for exact and
// near copies (normalised token Jaccard >= 0.7; 61 drafts were copies and were rewritten as fresh
// sentences, 61 rewrites in all, until the same check passed). It was committed with its SHA-256
// (blind-15.sha256) on its own, before the tuning it measures; this test fails if a single byte of
// it changes. It is never read while tuning: only its figures are printed, once, at the end.
import { describe } from "vitest";
import { checkSealedCrisisSet } from "./sealed-set-checks.js";

describe("fifteenth blind crisis set", () => {
  checkSealedCrisisSet("blind-15", { perDirect: 40, perVeiled: 38, abuse: 48, everyday: 300, hardNegative: 220, total: 1000 });
});
