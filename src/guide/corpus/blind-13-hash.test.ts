// The thirteenth blind set (blind-13.json), 1,037 messages hand-written by a helper, a different author
// from the last twelve, who did not read the crisis check's code or cue lists and never ran the
// check on them. Written from public clinical material (Columbia screening questions; 988, AFSP and
// WHO warning signs; National DV Hotline warning signs) and from how people type, in voices leaning
// away from the twelfth set's: office workers and managers, gig and warehouse workers, single
// fathers, grandmothers raising grandchildren, refugees, people with autism or ADHD, people with
// bipolar disorder describing themselves, doctors and lawyers under pressure, athletes and coaches,
// church musicians, worship leaders and youth pastors, people in rural Africa, Asia and Latin America
// writing English, 3am fragments, very formal writers, euphemism and religious language ("come home
// to the Lord", "lay my burden down"), signs hidden in a joke, prayers addressed to God, ALL CAPS and
// long messages that bury the sign in other news.
// Counts: 42 each of intent, plan, method, means and timing; 40 each of farewell, giving_away,
// burden, no_way_out, self_harm and withdrawal; 50 abuse, 313 everyday and 224 hard negatives
// (figurative, jesting, fiction, games, history, sermons, grief for others, medicine and emergency
// work, hunting, cooking, sport, DIY, pets, and helping someone else in danger).
// Checked mechanically against train.json, authored-3.json, authored-4.ts to authored-8.ts, the
// twelve earlier blind sets and the strings of sources/*.ts, and within itself, for exact and near
// copies (normalised token Jaccard >= 0.7; 93 drafts were copies and were rewritten as fresh
// sentences, which passed the same check). It was committed with its SHA-256 (blind-13.sha256) on
// its own, before the tuning it measures; this test fails if a single byte of it changes. It is
// never read while tuning: only its figures are printed, once, at the end.
import { describe } from "vitest";
import { checkSealedCrisisSet } from "./sealed-set-checks.js";

describe("thirteenth blind crisis set", () => {
  checkSealedCrisisSet("blind-13", { perDirect: 40, perVeiled: 38, abuse: 48, everyday: 300, hardNegative: 210, total: 960 });
});
