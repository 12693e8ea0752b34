// The twenty-sixth topic-relevance blind set: 780 everyday messages over the index's 60 topics, in
// voices leaning away from the earlier sets' (blind-25's glassblowers, organ builders, lupus to
// Lewy body dementia, Coptic to Paraguayan Mennonite writers, Tonga to Kericho, and the voices before
// them): wind-turbine and offshore wind technicians, tree surgeons, dental hygienists, refuse
// collectors, prison chaplains, piano tuners, fishmongers, tattoo artists, wildfire crews and a
// smokejumper, shepherds, ambulance dispatchers, locksmiths, bus and tram drivers, roofers, hospital
// porters, zookeepers, vets, a surveyor, night-shift bakers, scaffolders, seamstresses, a
// sign-language interpreter and a prison officer; people living with sickle cell, fibromyalgia,
// chronic migraine, psoriasis and psoriatic arthritis, hearing loss and tinnitus, stroke recovery,
// bipolar, OCD, eating-disorder recovery, COPD, heart failure and ALS, or caring for a child with
// cerebral palsy or sickle cell, a spouse after a brain injury or with ALS or bipolar, or a parent
// after a stroke or with dementia; Salvation Army, Quaker, Brazilian Assemblies of God, Kimbanguist,
// Aladura, Chinese house church, Korean Presbyterian, Namibian Lutheran, Seventh-day Adventist,
// Nazarene, Church of South India, Maronite, Chaldean, Russian Baptist, Romanian Pentecostal,
// Ukrainian Greek Catholic, Polish Catholic and Fijian Methodist writers; writers in or from Fiji
// (Suva, Vanua Levu, Lau), Vanuatu (Efate), the Solomon Islands (Malaita, Guadalcanal), Kiribati
// (Tarawa), Zambia (Lusaka, the Copperbelt), Namibia (Windhoek, Otjiwarongo, Ondangwa), Rwanda, Burundi,
// Lebanon (Beirut, Tripoli), northern Iraq and the Nineveh plains, Minas Gerais, Bolivia (El Alto), the
// Peruvian Andes, Guatemala, Jamaica, Trinidad, Guyana, Shetland, Cornwall, the Welsh valleys,
// Northern Ireland, Alaska, the Yukon, the Louisiana bayou, the Texas panhandle, Manitoba, Tasmania and
// outback Queensland; plain questions about what the Bible says, prayer requests, confessions,
// reflections on passages, idioms, negations ("not angry at God, just sad"), indirect
// wordings that never name the topic, fragments and long rambles, written in Jamaican Patois, Trini,
// Ulster Scots, Cockney, Brummie, Cajun English, Hawaiian Pidgin, Kenyan Sheng, Bislama, Spanglish and
// Manglish, with text-speak, one voice-to-text message, all caps, emoji, teenagers, elders, one pasted
// email, one prayer list, and non-native English from Portuguese, Polish, Romanian, Ukrainian, Korean,
// Chinese, Arabic, Swahili, Kinyarwanda and Fijian speakers; 7 to 54 words (mean 21.1). Hand-written
// in 60 batches of 13 (one per topic, each run through the copy check as soon as it was written) by a
// new helper who read only the blind-25 hash test, sealed-set-checks.ts, the first 40 lines of
// blind-25.json (for the format), blind-25.sha256 (for its format), the repo's .prettierrc.json and
// .prettierignore (to format) and the topics' ids and labels (printed by a script outside the repo that
// imported topics.ts; a second throwaway script imported it again only to confirm that every label is a
// known id and each topic leads 13), listed the folder's file names, never read topics.ts, the topic
// lexicons, relevance.ts or the detection code, never read an earlier set's texts by eye, and never
// ran topic detection or any project code on them, labelled with what a pastor would say each is about
// (65 carry a second topic, 13 of them health; one of those 65 second topics was added in a labelling
// pass after the last batch, with no text changed; each topic leads exactly 13). Slips, owned: a
// first `git status` and `git log --oneline -3` showed the last three commit subjects, which name
// parts of the detection and crisis code (nothing was opened because of them); a byte check of
// blind-25.json's ending (for the trailing newline) printed its last 200 bytes, a few words of that
// set's final message, beyond the 40 lines allowed; the first drafts were short (none over 39 words),
// so a voice pass after batch 60 reworded 15 drafts (13 into long rambles, one into a pasted email, one
// into voice-to-text) and re-ran them through the copy check, which flagged none of them; a few touches
// near earlier lists remain (a Silesian miner father, dementia, a sign-language interpreter and Deaf
// worshippers, a Korean church, Tamil among a Bengaluru congregation's languages, a Ghanaian surname in
// the prayer list, nurses); the dialect and non-native renderings (Bislama, Sheng and Swahili, Patois,
// Trini, Kinyarwanda-speaker English) are the author's approximations, not checked by a speaker. Checked
// by a script outside the repo, after every batch, against the 39,514 earlier strings in train.json and
// blind-2.json to blind-25.json (every string in those 25 files, labels included; there is no
// blind.json) and within itself, for exact and near copies (lowercased, punctuation stripped, token-set
// Jaccard >= 0.7), printing only indices and scores: the checks flagged 23 drafts in 19 of the batches,
// all against the earlier sets and none within (scores 0.700 to 1.000, 2 of them with identical token
// sets, one of them also under six words), nearly all short fragments or stock Bible questions, and all
// 23 were rewritten as fresh sentences, none of them flagged again; 10 more drafts scoring 0.652 to
// 0.688 against the earlier sets were rewritten for margin under the same check, which then flagged
// nothing; the final set's closest pair is 0.654 against the earlier sets and 0.389 within itself.
// Formatted with the repo's Prettier config (the folder's JSON is prettier-ignored, so it was run with
// the ignore file bypassed, giving the same layout as blind-25.json) and sealed with its SHA-256 on its
// own before the tuning it measures. Its labels are the 60 topic ids of TOPICS in ../topics.ts; its
// brief asked for at least 700 messages and for each topic to lead exactly thirteen. Fails if a byte
// changes.
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { TOPICS } from "../topics.js";
import { readTopicSet } from "./relevance.js";
import { checkSealedTopicSet } from "./sealed-set-checks.js";

describe("topic-relevance blind set 26", () => {
  checkSealedTopicSet("blind-26", 700);

  it("leads with each topic at least 13 times", () => {
    const messages = readTopicSet(fileURLToPath(new URL("./blind-26.json", import.meta.url)));
    for (const { id } of TOPICS) expect(messages.filter((m) => m.topics[0] === id).length, id).toBeGreaterThanOrEqual(13);
  });
});
