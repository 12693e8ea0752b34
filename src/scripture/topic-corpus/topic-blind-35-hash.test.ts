// The thirty-fifth topic-relevance blind set: 600 everyday messages over the index's 60 topics,
// hand-written by a new helper who never read the guide's code, leaning away from the voices the
// earlier sets used (see the blind-34, blind-33 and blind-32 hash tests) and toward fresh ones: a
// crossword setter, a hot-air balloon pilot, a dental hygienist, a chimney sweep, a cricket
// groundsman's widow, a night security guard in Croydon, a station barista, a flower-shop owner, a
// Lisbon tram driver, an olive grower on Crete, a court interpreter, a dogs' home worker, a thatcher,
// a print-works redundancy, a phone-shop worker, a crab-boat hand out of Whitby, an insurance pricer,
// a retired bus driver, a chip-shop owner in Scarborough, a motorway-services cleaner, a speech and
// language therapist in Hull, a parcel-depot supervisor, a plasterer, a supermarket till worker, a
// night taxi driver, a passport-office clerk, an asparagus grower, a junior doctor, an air traffic
// controller, a Brixton market cook, a Busan fish-market worker, a lifeboat crew member in
// Aberystwyth, a climbing instructor, a phone-repair partner in Dakar, a barrister, a retired police
// officer, a retained firefighter in Powys, a kebab-van owner in Stoke, a roofer, a hotel concierge,
// a nail technician, a night-shelter volunteer, a Year 8 RE teacher, a mining-engineering student
// from Botswana in Perth and a homeschooling family in Idaho; people living with or caring for
// someone with macular degeneration, MS, rheumatoid arthritis, coeliac disease, type 1 diabetes,
// sciatica, eczema, appendicitis, trigeminal neuralgia, motor neurone disease, a spinal injury, a
// cochlear-implant wait, dyslexia, severe autism, a learning disability and sight loss; Coptic
// (Minya), Ukrainian Greek Catholic (Lviv), Kachin, Toraja, Chin Baptist, Melkite, Diné, Sikh-raised,
// Catholic (Split, Kraków, Guadalajara), Romanian Orthodox (Turin) and Tamil (Toronto) writers;
// writers in or from Madagascar and Lyon, Sylhet and Bradford, Paraguay and Interlaken, Tromsø,
// Bergen, Anglesey, Sark, Caldey Island, Salisbury, Merthyr, Tenby, Kendal, Harrogate, Grimsby,
// Skegness, South Sudan (Kakuma), Haiti (Jacmel), the Sámi country (Inari), Kharkiv, Windhoek,
// Sarajevo and Vienna, Montevideo and Dublin, Mozambique, Lahore, Chad, Otavalo and Quito, Daegu and
// Seoul, Nagasaki, Tashkent and Alice Springs; plain questions about what the Bible says,
// prayer requests, confessions, worries, joys, reflections on passages (hard ones included: Noah's
// flood, Abraham and Isaac, Job, Cain and Abel, Judas's kiss, Moses and the rock, Nebuchadnezzar,
// Psalm 41, Psalm 73, Lamentations, Ecclesiastes), idioms, negations, jokes and indirect wordings
// that never name the topic, with touches of Malagasy, Portuguese, Spanish and Indonesian words,
// non-native English from Malagasy, Paraguayan, Kachin, Toraja, Sylheti, Coptic, South Sudanese,
// Chin, Korean, Senegalese, Ecuadorian, Tamil, Pakistani, Botswanan, Japanese-family, Uzbek and
// Romanian writers, text-speak, three voice-to-text rambles, eleven messages with emoji, teenagers
// and elders; most in plain English. 3 to 79 words (mean 21.80, median 19, whitespace-split tokens,
// emoji included); 10 of eight words or fewer, 10 of fifty or more (33 of forty or more).
// Hand-written in 10 batches of 60 (six topics each, ten messages per topic, in the order of
// TOPICS), each batch written and run through the copy check on its own before the next was begun.
// Labelled with what a pastor would say each is about, best topic first; each topic leads exactly
// 10; 261 carry a second topic (work 45; family 32; church 24; parenting 18; health 16; marriage 15;
// school 11; aging 7; change and friendship 6 each; caregiving, conflict, money and scripture 5 each;
// betrayal, grief, prayer, salvation and service 4 each; gratitude, singleness, waiting and worship 3
// each; divorce, doubt, evangelism, guilt, purpose, self_worth and trust 2 each; contentment,
// decisions, discipleship, failure, fear, generosity, injustice, jealousy, loneliness, love,
// rejection, rest, stress, suffering and temptation 1 each). After all ten batches were written,
// 28 first-draft second labels were dropped as not truly also present and one was changed (love to
// marriage, on a proposal question), by a script that printed only line numbers and labels.
//
// What the author read, exactly: the brief and its common rules; this folder's
// topic-blind-34-hash.test.ts (whole, as the model for this header and test); the header comments
// only of topic-blind-33-hash.test.ts and topic-blind-32-hash.test.ts, printed by awk up to each
// file's first non-comment line (the tool showing the output cut eight lines from the middle of the
// blind-33 header, so those were not seen); the first 30 lines of blind-34.json via head -30, for the
// format (they hold seven of that set's anxiety messages, seen before this set's anxiety batch was
// written); the last bytes of blind-34.sha256 as an od -c dump and its byte count, for its shape; the
// repo's .prettierrc.json and .prettierignore; the folder's file names (ls); and the topics' ids and
// labels, printed by a throwaway script in the scratch folder that imported TOPICS from topics.ts,
// run from the worktree with npx tsx (it also printed the count, 60), and run once more to save the
// same ids to a scratch file for checking this set's labels. Git: only git worktree add (output
// redirected, as the rules direct), git status --short, git add, git commit and git rev-parse HEAD.
// Never read topics.ts, relevance.ts, sealed-set-checks.ts (imported below as blind-34's test
// does, unread), train.json, any lexicon, guide, crisis, classifier or detection code, docs or other
// tests; never read an earlier set's texts by eye; never ran topic detection or any project code on
// these messages (the only project code run is this hash test, its output filtered to pass/fail
// lines).
//
// Slips and touches, owned: no slip beyond the seven blind-34 anxiety messages that the format
// check showed (listed above, and allowed by the brief). A few touches near the earlier lists
// remain: a Lviv Ukrainian Greek Catholic (blind-32 had a Ukrainian friend's prayer), Toraja in
// Sulawesi (North Sulawesi), Chin and Kachin Baptists (Mizo, Naga, Karen Baptist), South Sudan
// (Sudan), type 1 diabetes (type 2), a cochlear-implant wait (hearing aids), severe autism (adult
// autism), dyslexia (dyscalculia), an ambulance-depot interview (an ambulance dispatcher), an air
// traffic controller (pilots), a nursing career and a junior doctor (nurses, a surgeon), a dogs' home
// (a veterinary nurse), a chef (a chef with Raynaud's), a retired bus driver (bus drivers), a
// long-haul lorry driver (lorry work), lifeboat crew (lifeguards), a climbing instructor (mountain
// guides), night security and a hotel concierge (night porters), a plasterer (tilers), an asparagus
// grower (farmers), Song of Songs once and the Welsh Bible once (Welsh writers). The non-native
// renderings and foreign words are the author's approximations, not checked by a speaker. No draft
// described danger to life; while composing, three drafts were softened to keep the set everyday (a
// Coptic writer's memory of violence made indirect, a Diné writer's family history of drink worded
// as harm to lives rather than deaths, a child's eczema without blood), before any batch was saved.
//
// Copy check: a script in the scratch folder, after every batch, against every string of every .json
// in this folder other than this set, that is train.json and blind-2.json to blind-34.json (34
// files; re-read on every run): 53,140 string values, labels included, plus their 50,374 object keys,
// 25,231 distinct token sets once normalised, and against every message already written and the rest
// of its own batch, for exact and near copies (lowercased, apostrophes ' ’ ‘ and ` dropped, split on
// any non-letter/digit, token-set Jaccard >= 0.7), printing only batch and line numbers, indices,
// labels, word counts, file names and scores. First runs flagged 38 drafts, in 9 of the 10 batches
// (0 to 8 a batch), all against the earlier sets and none within (scores 0.706 to 1.000; seven had
// token sets identical to an earlier string), mostly short stock phrases, stock Bible questions and
// verse paraphrases; all 38 were rewritten as fresh sentences and none of the rewrites was flagged
// again. 25 more drafts scoring 0.600 to 0.688 against the earlier sets were rewritten for margin.
// The final formatted file, checked once more, has no exact copies and no flags; its closest pair is
// 0.588 against the earlier sets (25 messages score 0.55 or more, none 0.6 or more) and 0.350 within
// itself. Formatted with the repo's Prettier config (the folder's JSON is prettier-ignored, so it was
// run with the ignore file bypassed) and sealed with its SHA-256 before the tuning it measures. Its
// labels are the 60 topic ids of TOPICS in ../topics.ts; its brief asked for 600 messages with ten
// per topic and some carrying a second topic; this test requires at least 540 messages and each
// topic leading at least ten. Fails if a byte changes.
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { TOPICS } from "../topics.js";
import { readTopicSet } from "./relevance.js";
import { checkSealedTopicSet } from "./sealed-set-checks.js";

describe("topic-relevance blind set 35", () => {
  checkSealedTopicSet("blind-35", 540);

  it("leads with each topic at least 10 times", () => {
    const messages = readTopicSet(fileURLToPath(new URL("./blind-35.json", import.meta.url)));
    for (const { id } of TOPICS) expect(messages.filter((m) => m.topics[0] === id).length, id).toBeGreaterThanOrEqual(10);
  });
});
