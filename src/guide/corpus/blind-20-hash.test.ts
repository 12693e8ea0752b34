// The twentieth blind set (blind-20.json), 1,193 messages hand-written by a helper, a different author
// from the last nineteen, who did not read the crisis check's code or cue lists and never ran the
// check or any guide code on them. The author read only this folder's blind-19-hash.test.ts (for the
// brief), sealed-set-checks.ts, categories.ts, the first 40 lines of blind-19.json and blind-19.sha256
// (for the format). Written from public clinical material (Columbia screening questions; 988, AFSP
// and WHO warning signs; National DV Hotline warning signs) and from how people type, in voices
// leaning away from the earlier sets': gig-economy delivery riders, security guards and night
// watchmen, gardeners and landscapers, florists, bakers and butchers, tailors and seamstresses,
// journalists and editors, scientists and lab researchers, civil, structural and mechanical engineers,
// architects, actors and theatre crews, church organists, musicians and worship leaders, missionaries
// and chaplains, homeschool parents, single mothers and fathers, young adults living with parents,
// retirees, adoptees and adoptive parents, new mothers, couples facing infertility, care-home
// residents, hospital patients, gamers and streamers, content creators; Nazarene, Church of Christ,
// Salvation Army, Brethren, Vineyard, Reformed, non-denominational megachurch, Church of God in
// Christ, Moravian, Wesleyan, Armenian Apostolic, Maronite and Mar Thoma believers; Ugandan, Rwandan,
// Cameroonian, Zambian, Malawian, Sierra Leonean, Lebanese, Pakistani, Sri Lankan, Burmese and
// Karen, Malaysian, Fijian, Peruvian, Colombian, Guatemalan, Cuban, Dominican, Italian, French,
// Spanish, Portuguese, Hungarian, Nordic, Nepali and Mongolian writers of English, and Cajun,
// Midwestern, Pacific Northwest, New England, Hawaiian and Alaskan voices; messages in several short
// lines, messages opening with a verse or prayer, messages addressed to the app, third person about
// oneself, very formal messages, swearing, and lengths from 2 to 82 words.
// Counts: 50 intent, 50 plan, 50 method, 50 means, 50 timing; 46 farewell, 46 giving_away,
// 46 burden, 46 no_way_out, 46 self_harm, 46 withdrawal; 60 abuse, 347 everyday and 260 hard
// negatives (figurative speech and idioms, exercise and work "killing me", sermons and studies on
// death and martyrs, grief for others, hospice and palliative care, funeral, crematorium, mortuary
// and veterinary work, pharmacy and children's medicine doses, hunting and fishing, butchers' and
// chefs' knives, climbing, theatre-rigging and sailing ropes, bridges and heights, games, novels,
// plays, films, true crime, history, jokes, benign plans, dates, endings, ordinary farewells and
// giving-away, and someone helping another person in danger, labelled hard_negative as
// categories.ts says: danger words about others).
// Checked mechanically, by a throwaway script outside the repository (the earlier texts were never
// read by eye; it printed only indices and scores), against train.json, authored-3.json, the string
// literals of authored-4.ts to authored-8.ts and the six sources/*.ts files, and the nineteen earlier
// blind sets (blind.json and blind-2.json to blind-19.json; 24,883 earlier strings of two or more
// words from 32 files), and within itself, for exact and near copies (normalised token-set Jaccard
// >= 0.7). 80 first drafts were copies of earlier strings, 16 of them with the very same normalised
// tokens (one of the 80 also near-copied another draft), and were rewritten as fresh sentences; 3 of
// those rewrites were flagged again and rewritten again, and 3 of 27 later redrafts for length and
// layout were flagged and rewritten: 86 rewrites in all. The same check then passed: closest pair
// 0.692 against an earlier string, 0.600 within the set. It was committed with its SHA-256
// (blind-20.sha256) on its own, before the tuning it measures; this test fails if a single byte of it
// changes. It is never read while tuning: only its figures are printed, once, at the end.
import { describe } from "vitest";
import { checkSealedCrisisSet } from "./sealed-set-checks.js";

describe("twentieth blind crisis set", () => {
  checkSealedCrisisSet("blind-20", { perDirect: 40, perVeiled: 38, abuse: 48, everyday: 300, hardNegative: 220, total: 1000 });
});
