// The nineteenth blind set (blind-19.json), 1,193 messages hand-written by a helper, a different author
// from the last eighteen, who did not read the crisis check's code or cue lists and never ran the
// check on them. The author read only this folder's blind-18-hash.test.ts (for the brief),
// sealed-set-checks.ts, categories.ts, the first 40 lines of blind-18.json and blind-18.sha256 (for
// the format). Written from public clinical material (Columbia screening questions; 988, AFSP and WHO
// warning signs; National DV Hotline warning signs) and from how people type, in voices leaning away
// from the earlier sets': airline and airport staff, miners and oil-rig workers, cleaners and
// janitors, hairdressers, barbers and nail technicians, bus and taxi drivers, factory and
// assembly-line workers, postal workers, accountants, bank tellers and office managers, estate agents
// and small-business owners, social workers and case managers, librarians, nannies and au pairs,
// coaches and athletes, fishermen and dock workers, people in prison or recently released, people in
// shelters or sleeping rough, stay-at-home dads, newlyweds, divorced and remarried people, empty
// nesters, parents of disabled children, blind and low-vision writers dictating without punctuation,
// dyslexic and ADHD spelling and autocorrect slips, Baptist, Methodist, Anglican, Lutheran,
// Presbyterian, Adventist, Mennonite and Amish, Quaker, Messianic Jewish and Coptic believers,
// Ghanaian, Kenyan, South African, Zimbabwean, Vietnamese, Indonesian, Japanese, Thai,
// Mexican-American, Puerto Rican, Haitian, Samoan and Tongan, Romanian, German, Dutch and Czech
// writers of English, Native American writers, and London and Northern English; messages in several
// short lines, messages opening with a Bible verse or prayer, messages addressed to the app, third
// person about oneself, very polite formal messages, swearing, and lengths from 2 to 77 words.
// Counts: 50 intent, 50 plan, 50 method, 50 means, 50 timing; 46 farewell, 46 giving_away,
// 46 burden, 46 no_way_out, 46 self_harm, 46 withdrawal; 60 abuse, 347 everyday and 260 hard
// negatives (figurative speech and idioms, exercise and work "killing me", sermons and studies on
// death and martyrs, grief for others, hospice and palliative care, funeral, crematorium and
// veterinary work, pharmacy work, children's and pets' medicine doses, hunting and fishing, kitchen
// knives and razors, climbing, sailing and dock ropes, bridges and heights, games, novels, plays,
// films, true crime, history, jokes, benign plans, dates, endings, farewells and giving-away, and
// helping someone else in danger).
// Checked mechanically, by a throwaway script outside the repository (the earlier texts were never
// read by eye), against train.json, authored-3.json, the string literals of authored-4.ts to
// authored-8.ts and the six sources/*.ts files, and the eighteen earlier blind sets (blind.json and
// blind-2.json to blind-18.json; 24,000 earlier strings of two or more words from 31 files), and
// within itself, for exact and near copies (normalised token-set Jaccard >= 0.7; 86 drafts were
// copies, 19 of them with the very same normalised tokens, and were rewritten as fresh sentences,
// 86 rewrites in all; none of the rewrites was flagged again, nor were 28 later redrafts for length
// and layout, and the same check then passed: closest pair 0.692 against an earlier string, 0.611
// within the set). It was committed with its SHA-256 (blind-19.sha256) on its own, before the
// tuning it measures; this test fails if a single byte of it changes. It is never read while
// tuning: only its figures are printed, once, at the end.
import { describe } from "vitest";
import { checkSealedCrisisSet } from "./sealed-set-checks.js";

describe("nineteenth blind crisis set", () => {
  checkSealedCrisisSet("blind-19", { perDirect: 40, perVeiled: 38, abuse: 48, everyday: 300, hardNegative: 220, total: 1000 });
});
