// The thirty-third topic-relevance blind set: 600 everyday messages over the index's 60 topics,
// hand-written by a new helper leaning away from the voices the earlier sets used (see the blind-32,
// blind-31 and blind-30 hash tests: crofters to cane cutters, stonemasons to lorry mechanics,
// beekeepers to farriers; thyroid disease to dwarfism, asthma to TB, epilepsy to heart failure; Mizo
// to cowboy church, Mar Thoma to Aladura, Maronite to Congolese Baptist; Shetland to Tuvalu, Iceland
// to the Cook Islands, Tonga to the Philippines) and toward fresh ones: a lock keeper on the Kennet
// and Avon, an ambulance dispatcher, a long-haul first officer and a long-haul pilot's wife, a
// hospital porter in Newcastle, an organ builder, a sheep-shearing gang in the Falklands, a court
// stenographer, a cruise-ship cabin steward, a dairy relief milker and a dairy farmer, salt-pan
// workers in the Rann of Kutch, a pharmacy assistant, a taxidermist, a stained-glass restorer, an
// apprentice bus mechanic, a radiographer, a sonographer, a delivery rider, a mushroom picker in
// Monaghan, a ferry deckhand on the Stornoway run, a wind-turbine technician, a machinist, a joiner,
// a tobacco farmer in Malawi, a Maine lobsterman, a carpet fitter, a night baker in Penzance,
// a petrol-station cashier, an A&E nurse in Belfast, a North Dakota harvest crew, a skipper out of
// Kilkeel, a teacher in Kasungu, a church treasurer, a St John Ambulance volunteer, a hospital
// transport driver, a prison chaplaincy volunteer, a TT marshal's parent, orange pickers in Belize
// and a young carer; people living with or caring for someone with a pacemaker, sickle cell, long
// COVID, glaucoma, tinnitus, psoriasis, a stammer, a prosthetic leg, a stoma, Crohn's, narcolepsy,
// Parkinson's in their forties, endometriosis, Bell's palsy, gout, fibromyalgia, a kidney stone,
// scoliosis, type 2 diabetes, myasthenia, chemotherapy, the menopause, IVF, an ACL repair, a wait for
// a kidney, chronic pain, adult autism and (once) dementia; Mennonite Brethren, Salvation Army,
// Free Presbyterian, programmed Friends in Kaimosi, Assyrian Church of the East, Mekane Yesus,
// Samoan, Kimbanguist, Karen Baptist, Batak HKBP, Church of South India, Moravian, Vineyard,
// Georgian Orthodox, Fijian Methodist, Free Church, Ghanaian Pentecostal, Weardale Methodist, Orkney
// kirk and Appalachian Baptist writers; writers in or from the Isle of Man, the Yukon, Maine,
// Bavaria, Alsace, Transylvania, Moldova, Georgia, Donegal, Kerry, Cornwall, Northumberland, Orkney,
// Trinidad, Montserrat, Suriname, Guyana, Belize, Mauritius and the Chagos, the Seychelles, Fiji's
// Kadavu, Taveuni and Lau islands, Samoa, Rwanda, Malawi, Kenya, Sudan, Ghana, Nigeria, South
// Africa's Karoo, Montenegro, Lofoten, Madeira, the Ahr valley, Medan and North Dakota; plain
// questions about what the Bible says, prayer requests, confessions, reflections on passages (hard
// ones included: Jericho, Job's first children, Song of Songs, the angry psalms, Malachi on
// divorce), idioms, negations, jokes and indirect wordings that never name the topic, with touches of
// Geordie, Scots, Singlish, Afrikaans-English, Nigerian Pidgin, Tok Pisin, Jamaican patois, Guyanese
// and Trinidadian Creole, a Mauritian Kreol phrase, Maine, Dakota, Cornish and Appalachian English,
// non-native English from Georgian, Moldovan, Congolese, Bavarian, Dutch, Samoan, Fijian,
// Seychellois, Mauritian, Kenyan and Assyrian speakers, text-speak, three unpunctuated spoken-style
// rambles (two of them voice-to-text), one emoji, teenagers and elders; most in plain English. 4 to 80 words (mean 21.47, whitespace-split tokens, emoji included); 34 of eight
// words or fewer, 11 of fifty or more (24 of forty or more). Hand-written in 60 batches of 10 (one
// per topic, in the order of TOPICS), each batch written and run through the copy check on its own
// before the next was begun. Labelled with what a pastor would say each is about, best topic first;
// each topic leads exactly 10; 93 carry a second topic (work 17; health 14; family 12; school 10;
// church 8; money and parenting 6 each; marriage 4; caregiving 3; grief, aging and conflict 2 each;
// injustice, friendship, divorce, change, decisions, singleness and evangelism 1 each), all given in
// their batches except that one draft's second label (grief, on a salvation message) was dropped at
// build time as not truly also about grief.
//
// What the author read, exactly: the brief and its common rules; this folder's
// topic-blind-32-hash.test.ts (whole, as the model for this header and test) and sealed-set-checks.ts;
// the header comments only of topic-blind-31-hash.test.ts and topic-blind-30-hash.test.ts, printed by
// awk up to each file's first non-comment line; the first 30 lines of blind-32.json via head -30, for
// the format (they hold seven of that set's anxiety messages, seen before this set's anxiety batch
// was written); the last bytes of blind-32.sha256 as an od -c dump and its byte count, for its shape;
// the repo's .prettierrc.json and .prettierignore; the folder's file names (ls); and the topics' ids
// and labels, printed by a throwaway script in the scratch folder that imported TOPICS from
// topics.ts, run from the worktree with npx tsx (it also printed the count, 60). Git: only git status
// --short, git add and git commit. Never read topics.ts, relevance.ts, any lexicon, guide, crisis,
// classifier or detection code, docs or other tests; never read an earlier set's texts by eye; never
// ran topic detection or any project code on these messages (the only project code run is this hash
// test).
//
// Slips and touches, owned: the topics script's first run asked for a field TOPICS does not have and
// printed each id with "undefined" beside it, and was rerun to print the labels; in the friendship
// batch two margin rewrites were first saved without their label column, so the checker printed
// those two drafts' own words (this set's, not an earlier set's) on screen and into the scratch log
// where a label belongs, after which the labels were added, both re-checked, and the checker changed
// to print a placeholder instead; the final check's printout numbers messages from 0. The set has
// more second topics (93) than blind-32 (62) or blind-31 (75), each judged truly also present. A few
// fresh voices recur more than planned (Cornwall, Northern Irish towns, Samoan writers, the
// Salvation Army), and a few touches near the earlier lists remain: programmed Friends
// (blind-30 had Quakers), Moravian, Tongan (twice), Tok Pisin and Jamaican patois lines, a wind-turbine
// technician, Saskatoon, Kampala, an Adventist neighbour and a prison officer (all near blind-30's
// lists), Batak HKBP, the Church of South India, Vineyard (twice) and a Free Church deckhand (near
// blind-31's), and dementia once (near blind-32's). The dialect and non-native renderings are the
// author's approximations, not checked by a speaker. No draft described danger to life; one
// self-worth rewrite was reworded again because its wording sat near crisis phrasing though meant as
// everyday, and while composing, a sickle-cell draft's medical word "crisis" was replaced with "pain
// episode" and an Esther "if I perish" line was set aside, to keep the set everyday. One parenting
// rewrite was reworded again because it repeated the theme of another draft in its batch.
//
// Copy check: a script in the scratch folder, after every batch, against every string of every .json
// in this folder other than this set, that is train.json and blind-2.json to blind-32.json (32 files;
// the folder has no blind.json): 50,445 string values, labels included, plus their 47,974 object
// keys, 23,967 distinct token sets of two or more tokens once normalised, and against every message
// already written and the rest of its own batch, for exact and near copies (lowercased, apostrophes '
// ’ ‘ and ` dropped, split on any non-letter/digit, token-set Jaccard >= 0.7), printing only indices,
// labels, word counts and scores. First runs flagged 25 drafts in 22 of the 60 batches, all against
// the earlier sets and none within (scores 0.706 to 1.000; four were exact copies once normalised),
// mostly short stock phrases, stock Bible questions and verse paraphrases; all 25 were rewritten as
// fresh sentences and none of the rewrites was flagged again. 27 more drafts scoring 0.600 to 0.684
// were rewritten for margin (one of them twice, its first rewrite scoring 0.600). The final formatted
// file, checked once more, has no exact copies and no flags; its closest pair is 0.588 against the
// earlier sets (8 messages score 0.55 or more, none 0.6 or more) and 0.308 within itself. Formatted
// with the repo's Prettier config (the folder's JSON is prettier-ignored, so it was run with the
// ignore file bypassed) and sealed with its SHA-256 before the tuning it measures. Its labels are the
// 60 topic ids of TOPICS in ../topics.ts; its brief asked for 600 messages with each topic leading
// exactly ten; this test requires at least 540 messages and each topic leading at least ten. Fails
// if a byte changes.
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { TOPICS } from "../topics.js";
import { readTopicSet } from "./relevance.js";
import { checkSealedTopicSet } from "./sealed-set-checks.js";

describe("topic-relevance blind set 33", () => {
  checkSealedTopicSet("blind-33", 540);

  it("leads with each topic at least 10 times", () => {
    const messages = readTopicSet(fileURLToPath(new URL("./blind-33.json", import.meta.url)));
    for (const { id } of TOPICS) expect(messages.filter((m) => m.topics[0] === id).length, id).toBeGreaterThanOrEqual(10);
  });
});
