// The thirty-second topic-relevance blind set: 600 everyday messages over the index's 60 topics,
// hand-written by a new helper leaning away from the voices the earlier sets used (see the blind-31,
// blind-30 and blind-29 hash tests: stonemasons to lorry mechanics, beekeepers to farriers,
// glassblowers to racehorse grooms; asthma to TB, epilepsy to heart failure, lupus to Tourette's;
// Mar Thoma to Baptist, Maronite to Congolese Baptist, Armenian Apostolic to Old Catholic; Iceland to
// the Cook Islands, Tonga to the Philippines, the Faroes to Portugal) and toward fresh ones: crofters
// in Shetland, tea pluckers and a tea-estate supervisor in Meghalaya, sugar-cane cutters and mill
// workers in El Salvador, a rubber tapper in Sabah, cashew-factory workers, a cocoa grower on São
// Tomé, a coffee grower, vineyard pickers in Sardinia, morticians, posties, Deaf writers and church
// members, a clock repairer, bookbinders, glaziers, tilers, window cleaners, a dog groomer,
// upholsterers, sound engineers, a projectionist, puppeteers, a circus rigger and circus folk, a
// ski-lift operator in Kyrgyzstan, mountain guides (Bhutan, the Tian Shan), a pearl-farm diver off
// Palawan, dinner ladies, lollipop men, toll-booth staff, night porters, a Vermont dairy farmer, a
// Wyoming rancher, an Oklahoma combine driver and a swimming teacher on Réunion; people living with
// or caring for someone with thyroid disease, anaphylaxis, shingles, cataracts, sleep apnoea,
// osteoporosis, vertigo, sepsis recovery, anaemia, a hernia, a hip replacement, colitis, burns, a
// cleft palate, dwarfism, muscular dystrophy, Hansen's disease, dengue, dentures, braces, hay fever,
// dyscalculia, dementia and cerebral palsy; Mizo, Naga Baptist, Khasi Presbyterian, GMIM, Hussite,
// ZCC, Celestial Church, Eritrean and Syriac Orthodox, Chaldean, Slovak Lutheran and cowboy-church
// writers; writers in or from El Salvador, Wyoming, Vermont, Alabama, Tennessee, Oklahoma, Cumbria,
// Galway, North Sulawesi, Curaçao and Aruba, Mizoram, Nagaland, Meghalaya, Sabah, Palawan, Tuvalu,
// Kiribati, Sardinia, São Tomé, Réunion, Lesotho, Eswatini, Djibouti, Bhutan, Kyrgyzstan and
// Shetland; plain questions about what the Bible says, prayer requests, confessions, reflections on
// passages (hard ones included: the conquest in Joshua, Job, Cain and Abel, Song of Songs),
// idioms of exasperation, negations ("not worried about X, it's Y"), indirect wordings that never
// name the topic, with touches of Papiamento, Camfranglais, Bislama, Sheng, Taglish, Hinglish,
// Cajun English and Spanglish, non-native English, text-speak, one voice-to-text message, emoji,
// teenagers and elders; most in plain English. 5 to 77 words (mean 22.21, whitespace-split tokens,
// emoji included); 9 of eight words or fewer, 6 of fifty or more. Hand-written in 60 batches of 10
// (one per topic, in the order of TOPICS), each batch written and run through the copy check on its
// own before the next was begun. Labelled with what a pastor would say each is about, best topic
// first; each topic leads exactly 10; 62 carry a second topic (work 12; health and family 6 each;
// parenting and church 5 each; caregiving 4; marriage 3; school, money, loneliness and aging 2
// each; friendship, betrayal, addiction, singleness, jealousy, conflict, scripture, doubt, grief,
// faith_growth, self_worth, purpose and prayer 1 each), all given in their batches.
//
// What the author read, exactly: the brief and its common rules; this folder's
// topic-blind-31-hash.test.ts (as the model for this header and test) and sealed-set-checks.ts; the
// header comments of topic-blind-30-hash.test.ts and topic-blind-29-hash.test.ts, printed only up to
// their first 40 lines each (so the tail of each of those two headers was not seen); the first 30
// lines of blind-31.json via head -30, for the format (they hold seven of that set's anxiety
// messages, seen before this set's anxiety batch was written); the repo's .prettierrc.json and
// .prettierignore; the folder's file names (ls); and the topics' ids and names, printed by a
// throwaway script in the scratch folder that imported TOPICS from topics.ts, run from the worktree
// with npx tsx (it also printed the count, 60). Git: only git status --short, git add and git
// commit. Never read topics.ts, relevance.ts, any lexicon, guide, crisis, classifier or detection
// code, docs or other tests; never read an earlier set's texts by eye; never ran topic detection or
// any project code on these messages (the only project code run is this hash test).
//
// Slips and touches, owned: the first run of batch 1 (0 flags) was shown on screen and then run
// again unchanged to write it to the scratch log; while drafting, fourteen drafts first used voices
// from the earlier lists (Plymouth Brethren, Waldensian, Hutterite, Nazarene, Seventh-day Adventist,
// scaffolders, a crane operator, piano tuners twice, lifeguards twice, an oil rig, the Azores, a
// sign-language interpreter) and were reworded to fresh ones before the set was built, but a few
// touches near the earlier lists remain: oil-rig crews in two messages (loneliness, marriage), tree
// work, stroke (twice, in caregiving contexts), hearing aids, a Ukrainian friend's Jesus Prayer, a
// Kriolu Bible translation, a barangay in Palawan with a Taglish line, and one Caribbean-style
// "me vex" line; several fresh voices recur more than planned (morticians, Deaf writers, crofts,
// toll booths, hip replacements, cleft palate, Mizoram, Palawan, cowboy church). After the final
// check of the built file showed no message of fifty words or more, five messages were lengthened
// (anxiety, forgiveness, doubt, friendship, caregiving) and one discipleship message was redrafted
// as a voice-to-text ramble; all six were re-checked (0.200 to 0.250) and the file rebuilt and
// checked again. The dialect and non-native renderings (Papiamento, Camfranglais, Bislama, Sheng,
// Taglish, Cajun English, Spanglish) are the author's approximations, not checked by a speaker.
// No draft described danger to life; three drafts were redrafted for safety because their wording
// sat near crisis phrasing though meant as everyday (a "nobody would notice" loneliness line, a
// "what's the point of me being here" purpose line, a "can't take another" line from a burns unit),
// all before the set was built.
//
// Copy check: a script in the scratch folder, after every batch, against every string value of
// train.json and blind-2.json to blind-31.json in this folder (labels included) and every "text"
// value of the crisis sets src/guide/corpus/blind.json and blind-2.json to blind-37.json (68 files,
// 88,413 strings, 62,587 distinct once normalised), and against every message already written and
// the rest of its own batch, for exact and near copies (lowercased, apostrophes ' and ’ dropped,
// split on any non-letter/digit, token-set Jaccard >= 0.7), printing only indices, labels, word
// counts, file names and scores. First runs flagged 38 drafts in 30 of the 60 batches, all against
// the earlier sets and none within (scores 0.700 to 1.000; four had identical token sets), mostly
// stock Bible questions, verse paraphrases and short stock phrases; all 38 were rewritten as fresh
// sentences and none of the rewrites was flagged again. 32 more drafts scoring 0.600 to 0.696 were
// rewritten for margin. The final formatted file, checked once more, has no exact copies and no
// flags; its closest pair is 0.591 against the earlier sets (17 messages score 0.55 or more, none
// 0.6 or more) and 0.302 within itself. Formatted with the repo's Prettier config (the folder's JSON
// is prettier-ignored, so it was run with the ignore file bypassed) and sealed with its SHA-256
// before the tuning it measures. Its labels are the 60 topic ids of TOPICS in ../topics.ts; its brief
// asked for 600 messages with each topic leading exactly ten; this test requires at least 540
// messages and each topic leading at least ten. Fails if a byte changes.
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { TOPICS } from "../topics.js";
import { readTopicSet } from "./relevance.js";
import { checkSealedTopicSet } from "./sealed-set-checks.js";

describe("topic-relevance blind set 32", () => {
  checkSealedTopicSet("blind-32", 540);

  it("leads with each topic at least 10 times", () => {
    const messages = readTopicSet(fileURLToPath(new URL("./blind-32.json", import.meta.url)));
    for (const { id } of TOPICS) expect(messages.filter((m) => m.topics[0] === id).length, id).toBeGreaterThanOrEqual(10);
  });
});
