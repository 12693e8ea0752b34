// The twenty-first blind set (blind-21.json), 1,191 messages hand-written by a helper, a different
// author from the last twenty, who did not read the crisis check's code or cue lists and never ran the
// check or any guide code on them. The author read only this folder's blind-20-hash.test.ts (for the
// brief), sealed-set-checks.ts, categories.ts, the first 40 lines of blind-20.json and blind-20.sha256
// (for the format). Written from public clinical material (Columbia screening questions; 988, AFSP
// and WHO warning signs; National DV Hotline warning signs) and from how people type, in voices
// leaning away from the earlier sets': plumbers, electricians and welders, bus and long-haul drivers,
// flight attendants, warehouse pickers and call-centre agents, miners, fishermen and deckhands,
// farmers and gamekeepers, hairdressers, barbers and tattoo artists, court clerks, paralegals,
// translators and interpreters, librarians and archivists, pharmacists, nurses, dental hygienists,
// vet techs, paramedics, firefighters and police officers, social workers, teachers and headmasters,
// PhD and seminary students, youth pastors, deacons, elders and Sunday-school teachers, hospice
// chaplains and volunteers, funeral directors and mortuary technicians, foster parents, grandparents,
// widows and widowers, veterans, people in recovery, deaf and chronically ill writers, migrants on
// visas; Seventh-day Adventist, Mennonite, Quaker, Coptic, Ethiopian Orthodox, Romanian Orthodox,
// Missouri Synod Lutheran, Church of Scotland, Welsh chapel, Tongan Methodist, Pentecostal,
// Presbyterian, Baptist and Catholic believers; Nigerian, Ghanaian, Kenyan, Filipino, Korean,
// Vietnamese, Indonesian, Indian (Keralan), Pakistani, Brazilian, Jamaican, Haitian, Samoan, Tongan,
// Polish, Dutch, Irish, Scottish, Welsh, Australian and New Zealand writers, and Yorkshire, Texan and
// Ohio voices; messages in several short lines, messages opening with a verse or prayer, messages
// addressed to the app, very formal messages, swearing, and lengths from 2 to 78 words.
// Counts: 50 intent, 50 plan, 50 method, 50 means, 50 timing; 46 farewell, 46 giving_away,
// 46 burden, 46 no_way_out, 46 self_harm, 46 withdrawal; 60 abuse, 345 everyday and 260 hard
// negatives (figurative speech and idioms, exercise and work "killing me", sermons and studies on
// dying to self, death and martyrs, grief for others, hospice and palliative care, funeral,
// crematorium, mortuary, veterinary and laboratory work, pharmacy and children's medicine doses,
// hunting, shooting, fishing and farm slaughter, chefs' and pocket knives, climbing, abseiling,
// theatre-rigging, tree-surgery and rope courses, heights, skydiving and bungee jumps, games, novels,
// plays, films, true crime, history, Bible stories of violent deaths, jokes, benign plans, wills and
// endings, ordinary farewells and giving-away, and someone helping another person in danger,
// labelled hard_negative as categories.ts says: danger words about others).
// Checked mechanically, by a throwaway script outside the repository (the earlier texts were never
// read by eye; it printed only indices and scores), against train.json, authored-3.json, the string
// literals of authored-4.ts to authored-8.ts and the six sources/*.ts files, and the twenty earlier
// blind sets (blind.json and blind-2.json to blind-20.json; 26,395 earlier strings of two or more
// words from 33 files), and within itself, for exact and near copies (normalised token-set Jaccard
// >= 0.7). 86 first drafts were copies of earlier strings, 20 of them with the very same normalised
// tokens (none near-copied another draft), and were rewritten as fresh sentences; 2 of those rewrites
// were flagged again and rewritten again, and none of 24 later redrafts for length and layout was
// flagged: 88 rewrites in all. The same check then passed: closest pair 0.692 against an earlier
// string, 0.583 within the set. It was committed with its SHA-256 (blind-21.sha256) on its own,
// before the tuning it measures; this test fails if a single byte of it changes. It is never read
// while tuning: only its figures are printed, once, at the end.
import { describe } from "vitest";
import { checkSealedCrisisSet } from "./sealed-set-checks.js";

describe("twenty-first blind crisis set", () => {
  checkSealedCrisisSet("blind-21", { perDirect: 40, perVeiled: 38, abuse: 48, everyday: 300, hardNegative: 220, total: 1000 });
});
