// The thirty-fourth topic-relevance blind set: 600 everyday messages over the index's 60 topics,
// hand-written by a new helper who never read the guide's code, leaning away from the voices the
// earlier sets used (see the blind-33, blind-32 and blind-31 hash tests: lock keepers to tobacco
// farmers, crofters to combine drivers, stonemasons to lorry mechanics; pacemakers to IVF, thyroid
// disease to cerebral palsy, asthma to amputation; Mennonite Brethren to Appalachian Baptist, Mizo to
// cowboy church, Mar Thoma to Bruderhof; the Isle of Man to North Dakota, Shetland to Kyrgyzstan,
// Iceland to St Helena) and toward fresh ones: a bell ringer, a cable-car operator, an ice-road
// trucker on a diamond-mine road, a water-meter reader raised in Dili, a mine rescue volunteer, a
// boat builder's child, a veterinary nurse, a railway signaller, a Tyrolean cook on a Chatham Islands
// sheep station, a weather-station family off Labrador, a brewery hand, a potter with vitiligo, a
// zookeeper, a locksmith, a care assistant in Dublin from Kandy, an archivist of parish registers, a
// seed-potato grower on Prince Edward Island, oyster farmers, a sawmill hand, a retired quarryman, a
// lift engineer, a suit cutter, a draughtsman, a salmon-farm worker in Castro on Chiloé, a
// call-centre worker, a school-bus driver, a Massachusetts cranberry grower, a Galician cannery
// worker in Vigo, a chef with Raynaud's, a sign painter, a trawler cook's wife, a pier-kiosk
// cashier, a guide at Petra, an apple grafter, a 24-hour laundrette worker, a Brazilian lodge
// cleaner in Niseko, a care-home kitchen manager, a hop grower, a power lineman, rail-depot workers,
// a meat-plant shop steward, a Church of Uganda catechist, a bike-shop owner in Albuquerque, a
// surgeon, a gritter driver, a hardware-shop owner, a bookkeeper, a law student, a barber, a
// sheepdog trainer, a palliative nurse, a forklift driver in Cleveland, a hospital cleaner, a piper,
// a lunch-club minibus driver, a tyre fitter in Swindon, a tattooist, an oak planter, a beetle-wing
// PhD student, a nursing student and a retired post-office worker; people living with or caring for
// someone with cystic fibrosis, haemophilia, alopecia, spina bifida, ME/CFS, Lyme disease, POTS,
// chronic migraine, hyperacusis, hypermobile EDS, cluster headaches, COPD on oxygen, Huntington's, a
// brain injury, a clubfoot, a child's heart defect, Down syndrome, ADHD, premature twins on oxygen,
// home dialysis, a wait for a new heart, a gallbladder operation, a knee operation, a broken wrist,
// falls and a hoist; Church of the Brethren, Reformed (Debrecen), Lutheran (Lae), Evangelical
// Covenant, Church of North India, Church of Uganda, Free Methodist, Methodist (Sibu) and
// Jehovah's-Witness-raised writers; writers in or from Timor-Leste, the Basque country (Zeanuri),
// Tyrol, Tasmania, Kangaroo Island, Stewart Island, the Chatham Islands, Newfoundland, Labrador,
// Greenland, Nunavut (Iqaluit), Montana, New Mexico, Massachusetts, Prince Edward Island, Ohio,
// Mongolia, Palau, Papua New Guinea (Lae, Madang, the highlands), Sarawak, the Solomon Islands, the
// Marshall Islands, Chuuk and Guam, Laos, Cambodia, Nepal, Kazakhstan, Armenia (Gyumri, Yerevan),
// Hungary, Åland, Frisian country, Galicia, Chiloé, the Bolivian altiplano, Oaxaca, Angola, Tanzania,
// Zambia, Togo, Ethiopia, Jordan and Sri Lanka; plain questions about what the Bible says, prayer
// requests, confessions, worries, joys, reflections on passages (hard ones included: the Amalekites,
// Judas and Peter, the rich young ruler, the angry and lamenting psalms, Revelation), idioms,
// negations, jokes and indirect wordings that never name the topic, with touches of Tetum, Basque,
// Italian, Spanish, Swahili, Māori and a Tok Pisin word, non-native English from Timorese, Basque,
// Tyrolean, Mongolian, Palauan, Hungarian, Tanzanian, Chilean, Galician, Jordanian, Brazilian,
// Angolan, Nepali, Iqaluit, Cambodian, Zambian, Kazakh, Marshallese, Chuukese, Togolese, Ethiopian and
// Armenian writers, text-speak, one voice-to-text ramble, five emoji messages, teenagers and elders;
// most in plain English. 2 to 85 words (mean 21.12, median 19, whitespace-split tokens, emoji
// included); 39 of eight words or fewer, 14 of fifty or more (38 of forty or more). Hand-written in
// 10 batches of 60 (six topics each, ten messages per topic, in the order of TOPICS), each batch
// written and run through the copy check on its own before the next was begun. Labelled with what a
// pastor would say each is about, best topic first; each topic leads exactly 10; 202 carry a second
// topic (work 29; family 25; parenting 23; church 16; marriage 15; health 12; money and school 7
// each; aging 6; friendship, divorce, decisions and grief 5 each; conflict and caregiving 4 each;
// salvation, guilt, jealousy, scripture, evangelism, spiritual_dryness, fear and doubt 2 each;
// courage, failure, self_worth, betrayal, sadness, addiction, injustice, generosity, suffering,
// prayer, worship, change, service, singleness, pride, rejection, loneliness and purpose 1 each), all
// given in their batches (a few first-thought second labels were left off while drafting, before the
// batch was saved, as not truly also present).
//
// What the author read, exactly: the brief and its common rules; this folder's
// topic-blind-33-hash.test.ts (whole, as the model for this header and test) and sealed-set-checks.ts;
// the header comments only of topic-blind-32-hash.test.ts and topic-blind-31-hash.test.ts, printed by
// awk up to each file's first non-comment line; the first 30 lines of blind-33.json via head -30, for
// the format (they hold seven of that set's anxiety messages, seen before this set's anxiety batch
// was written); the last bytes of blind-33.sha256 as an od -c dump and its byte count, for its shape;
// the repo's .prettierrc.json and .prettierignore; the folder's file names (ls); and the topics' ids
// and labels, printed by a throwaway script in the scratch folder that imported TOPICS from
// topics.ts, run from the worktree with npx tsx (it also printed the count, 60). Git: only git
// worktree add (as the rules direct), git status --short, git add and git commit. Never read
// topics.ts, relevance.ts, train.json, any lexicon, guide, crisis, classifier or detection code,
// docs or other tests; never read an earlier set's texts by eye; never ran topic detection or any
// project code on these messages (the only project code run is this hash test, its output filtered
// to pass/fail lines).
//
// Slips and touches, owned: the git worktree add command printed the subject line of main's HEAD
// commit, a sentence about a review of the crisis check's patterns, which the author read though it
// was not on the list; in the parenting-to-stress batch the author's own edit script printed the
// first 30 characters of seven of this set's own drafts (never an earlier set's) to confirm line
// numbers before they were replaced, and later edits did not print text. The brief named blind.json
// in the copy check, but the folder has no such file (the checker reported it absent). The common
// rules' list of fresh ideas includes voices the earlier headers show were used (piano tuners,
// bookbinders, glaziers, cheesemakers, lifeguards, posties and others); those were left out, but a
// few touches near the earlier lists remain: a retired post-office worker (blind-32 had posties), a
// barber (blind-31 had hairdressers), a suit cutter (a seamstress), a cable-car operator (a ski-lift
// operator), a mechanic (lorry and bus mechanics), a school cook (dinner ladies), a palliative nurse,
// a veterinary nurse and a nursing student (nurses), a retired classics teacher (a retired teacher),
// a hospital cleaner (church cleaners), a bookkeeper (an accountant), a Methodist church in Sibu
// (near Sabah) and a Free Methodist one, a Baptist from Swansea (Welsh English), a Kazakh writer
// (near Kyrgyzstan), the Tok Pisin word buai and a Lae Lutheran (blind-33 had Tok Pisin), online
// betting and sleeping tablets (blind-31 had gambling and prescribed painkillers), home dialysis
// (blind-33 had a wait for a kidney), an Armenian writer from Gyumri (blind-29, per blind-32's
// header, had Armenian Apostolic writers) and Timor-Leste three times. Several fresh voices recur more
// than planned (Papua New Guinea, Timor-Leste, Armenia, farms). The dialect and non-native renderings
// are the author's approximations, not checked by a speaker. No draft described danger to life;
// three drafts were redrafted for safety after all ten batches, because their wording sat near
// crisis or safeguarding ground though meant as everyday (a question on how Judas died, replaced by
// one on Jesus's two genealogies; a recovering sleeping-tablet user's "switch-off" craving; a
// 13-year-old asking what to do about a father drinking again, rewritten as a 19-year-old home from
// university), all three re-checked (0 flags); while composing, a cluster-headache nickname, a
// "holding on by a thread" line, a "jumping off a cliff" image of trust and a "stabbed in the back"
// idiom were set aside before being written down, to keep the set everyday.
//
// Copy check: a script in the scratch folder, after every batch, against every JSON string value of
// train.json and blind-2.json to blind-33.json in this folder (33 files; 51,738 string values, labels
// included; 24,567 distinct token sets of two or more tokens once normalised), and against every
// message already written and the rest of its own batch, for exact and near copies (lowercased,
// apostrophes ' ’ ‘ and ` dropped, split on any non-letter/digit, token-set Jaccard >= 0.7, or an
// identical token set), printing only batch and line numbers, labels, word counts, file names and
// scores. First runs flagged 42 drafts, in all 10 batches (1 to 7 a batch), all against the earlier
// sets and none within (scores 0.700 to 1.000; nine had token sets identical to an earlier string),
// mostly short stock phrases, stock Bible questions and verse paraphrases; all 42 were rewritten as
// fresh sentences and none of the rewrites was flagged again. 31 more drafts scoring 0.600 to 0.696
// against the earlier sets were rewritten for margin. The final formatted file, checked once more,
// has no exact copies and no flags; its closest pair is 0.593 against the earlier sets (18 messages
// score 0.55 or more, none 0.6 or more) and 0.400 within itself. Formatted with the repo's Prettier
// config (the folder's JSON is prettier-ignored, so it was run with the ignore file bypassed) and
// sealed with its SHA-256 before the tuning it measures. Its labels are the 60 topic ids of TOPICS in
// ../topics.ts; its brief asked for 600 messages with each topic leading exactly ten and about a
// third carrying a second topic; this test requires at least 540 messages and each topic leading at
// least ten. Fails if a byte changes.
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { TOPICS } from "../topics.js";
import { readTopicSet } from "./relevance.js";
import { checkSealedTopicSet } from "./sealed-set-checks.js";

describe("topic-relevance blind set 34", () => {
  checkSealedTopicSet("blind-34", 540);

  it("leads with each topic at least 10 times", () => {
    const messages = readTopicSet(fileURLToPath(new URL("./blind-34.json", import.meta.url)));
    for (const { id } of TOPICS) expect(messages.filter((m) => m.topics[0] === id).length, id).toBeGreaterThanOrEqual(10);
  });
});
