// The twenty-fifth blind set (blind-25.json), 1,120 messages hand-written by a helper, a different
// author from the last twenty-four, who did not read the crisis check's code or cue lists and never
// ran the check or any guide code on them. The author read only this folder's blind-24-hash.test.ts
// (for the brief), sealed-set-checks.ts, categories.ts, the first 40 lines of blind-24.json and
// blind-24.sha256 (for the format). Written from general knowledge of public clinical material (the
// Columbia screening questions' wish, method, plan and intent; common warning signs of suicide and of
// partner, child and elder abuse) and from how people type, in voices leaning away from the earlier
// sets': saddlers and leatherworkers, coopers, pipe-organ builders, tugboat crews and a river pilot,
// dredger crews, volcanologists and seismologists, marine biologists, mushroom and truffle growers,
// saffron, tea, cocoa and coffee farmers, rice farmers, shrimp, oyster, seaweed, pearl and lobster
// fishers, salmon-farm workers, Sámi reindeer herders, Himalayan yak herders, camel herders, alpaca and
// ostrich farmers, call-centre workers, school caretakers and janitors, Sunday school teachers, dinner
// ladies and lollipop (crossing) wardens, hotel night porters, window cleaners, bin men, scrapyard
// workers and locksmiths; people living with type 1 diabetes, fibromyalgia, PCOS, glaucoma and macular
// degeneration, spinal cord injury, cerebral palsy, bipolar disorder, Lyme disease, hepatitis B and C
// and malaria; parents of a child with Down syndrome, siblings and children of someone with
// schizophrenia, mothers with postnatal depression, people with a parent in a care home far away,
// families on house-boats and narrowboats and shift-work couples who never see each other; Seventh Day
// Baptist, Primitive Baptist, Free Will Baptist, Oneness and Apostolic Faith Pentecostal, a cappella
// Churches of Christ, Disciples of Christ, Evangelical Covenant, Christian and Missionary Alliance,
// Opus Dei, Focolare, Taizé pilgrims, Franciscan tertiaries and secular Carmelites, Greek, Serbian,
// Romanian and Bulgarian Orthodox, Hungarian Reformed and Church of South India believers; writers from
// Tibet and Nepal, the Maldives, Madagascar, the Comoros, Cape Verde, São Tomé, Djibouti, Somali
// Christians abroad, Slovakia, Hungary, Bulgaria, Croatia, Malta and Gozo, Andorra, Monaco,
// Liechtenstein, Ecuador, Guyana, Honduras, Nicaragua, Panama, Puerto Rico, Antigua, St Vincent,
// Bermuda, the Cayman Islands, the Solomon Islands, Tuvalu, Nauru, Micronesia, the Cook Islands, Niue,
// Tahiti, New Caledonia, Brunei and Myanmar; text speak ("u", "2moro", "idk"), formal letters ("Dear
// Sir or Madam", "Yours faithfully"), "Re:" and subject lines, a forum post with a title, Hinglish and
// Franglais, Aussie slang, AAVE, a limerick, an acrostic, numbered steps, short quoted dialogues,
// letters addressed to God, dated prayer-journal entries, a child's words typed by a parent, mixed
// emoji, and lengths from 3 to 61 words; most messages plain English from many backgrounds.
// Counts: 60 intent, 60 plan, 45 method (a method named as a thought, never how-to detail), 45 means,
// 45 timing; 41 farewell, 41 giving_away, 41 burden, 41 no_way_out, 41 self_harm, 41 withdrawal;
// 53 abuse (husbands hitting, choking, strangling, raping and threatening with a knife or a gun, wives
// and girlfriends hitting men, coercive control of money, phone, car mileage, passport and church,
// trackers and an ex at work and school, a deacon husband and a pastor who says submit, a disabled
// wife kept in her room, parents, a step-dad, a mum's partner, a dad's girlfriend, an uncle, a friend's
// dad, a foster mum and an aunt, a brother off his medication, elder abuse by sons, a daughter, a
// grandson, a daughter-in-law and a lodger, paid carers and a care-home worker, and bosses holding
// passports and wages on a salmon farm, a scrapyard and a boat, said plainly and obliquely), 322
// everyday and 244 hard negatives (idioms such as heat, feet, spreadsheets and sermons "killing me",
// "dying to", "to die for", "drowning in paperwork" and dead phones; sermons and studies on dying to
// self, Romans 6, the grain of wheat and memento mori; martyrs and the deaths of Bible stories; grief
// for parents, children, friends and pets, suicide and overdose loss, stillbirth, hospice and palliative
// care; medicine doses and supplies, dosette boxes and locked cabinets; hunting, shooting, deer
// stalking, fishing, butchery, cooperage and saddlery knives, chainsaws and a scrapyard crusher; work
// at height on towers, spires, roofs, sea cliffs, trees, tall-ship rigging, scaffolds, turbines and
// bridges, skydives and bungee; volcano, quake and cyclone drills, culls and lost stock; games,
// novels, plays, a Passion play and true crime; wills, funeral wishes, living wills and green burial;
// ordinary farewells and giving-away; and people helping someone else in danger, labelled
// hard_negative as categories.ts says: danger words about others).
// Checked mechanically, by a throwaway script outside the repository (the earlier texts were never
// read by eye; it printed only indices and scores), against train.json, authored-3.json, the string
// literals of authored-4.ts to authored-8.ts and the six sources/*.ts files, and the twenty-four
// earlier blind sets (blind.json and blind-2.json to blind-24.json; 30,084 earlier strings of two or
// more words, 28,895 distinct token sets, from 37 files), and within itself, for exact and near copies
// (normalised token-set Jaccard >= 0.7), after each of 78 batches of 7 to 15. 25 first drafts were
// copies of earlier strings, 5 of them with the very same normalised tokens (none near-copied another
// draft), and were rewritten as fresh sentences; no rewrite was flagged again. None of 110 later
// redrafts was flagged: 4 to take a mechanism detail out of method messages, 94 to make a direct or
// veiled message's label plain on its own words (3 of them also dropping a detail), and 12 to widen
// the spread of lengths (9 lengthened to 40 to 61 words, 1 extended, 2 cut to short forms); no message
// was dropped. The same check then passed on the final file: closest pair 0.692 against an earlier
// string, 0.542 within the set. The brief's minimums were 44 of each direct category, 40 of each
// veiled category, 52 abuse, 320 everyday and 240 hard negatives, about 1,080 in all. It was committed
// with its SHA-256 (blind-25.sha256) on its own, before the tuning it measures; this test fails if a
// single byte of it changes. It is never read while tuning: only its figures are printed, once, at the end.
import { describe } from "vitest";
import { checkSealedCrisisSet } from "./sealed-set-checks.js";

describe("twenty-fifth blind crisis set", () => {
  checkSealedCrisisSet("blind-25", { perDirect: 40, perVeiled: 36, abuse: 48, everyday: 300, hardNegative: 220, total: 1000 });
});
