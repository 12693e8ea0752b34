// The twenty-fifth topic-relevance blind set: 780 everyday messages over the index's 60 topics, in
// voices leaning away from the earlier sets' (blind-24's beekeepers, ferry deckhands, bell-ringers,
// Crohn's to motor neurone disease, Moravian to Hutterite writers, the Faroe Islands to Zimbabwe, and the
// voices before them): glassblowers, organ builders, court stenographers, air-traffic controllers,
// midwives, cheesemakers, canal lock-keepers, ski-lift operators, whale-watch skippers, rice and tea
// farmers, sugar-cane cutters, auto-rickshaw and minicab drivers, call-centre staff, warehouse pickers,
// oil-rig workers, miners, potters, printers, librarians, school cooks, lifeguards, crane operators,
// welders, stable hands, florists, piano teachers and sacristans; people living with lupus,
// endometriosis, long COVID, cystic fibrosis, Tourette's, ADHD, dyslexia, dialysis, epilepsy, glaucoma,
// Ehlers-Danlos, ME/CFS, type 1 diabetes and a kidney or liver transplant, or caring for a husband with
// early-onset Alzheimer's, a father with Lewy body dementia or a daughter with epilepsy; Coptic,
// Ethiopian Orthodox, Mar Thoma, Syro-Malabar, Waldensian, Brethren, COGIC, AME Zion, Vineyard, Nigerian
// Anglican, Free Church of Scotland, Southern Baptist, Hmong, Mizo, Batak, Toraja, Tongan Methodist,
// Samoan Congregational, Hungarian Reformed, Estonian Lutheran and Paraguayan Mennonite writers; writers
// in or from Tonga, Samoa, the PNG highlands, Sumatra, Sulawesi, Mindanao, Timor-Leste, Mongolia,
// Georgia, Transylvania, the Outer Hebrides (Barra and Lewis), Orkney, Newfoundland, West Virginia, the
// Mississippi Delta, Appalachia, the Navajo Nation, Belize, Haiti, Ghana, Cameroon, Malawi, Madagascar,
// Ethiopia (Gondar, Tigray, Addis), Nagaland, Mizoram, Kerala, Tamil Nadu, Isan, the Mekong delta and
// Kericho; plain questions about what the Bible says, prayer requests, confessions, reflections on
// passages, idioms, negations ("not angry at God, just sad"), indirect wordings that never name the
// topic, fragments and long rambles, written in Doric, Appalachian English, Nigerian Pidgin, Tok Pisin,
// Singlish, Hinglish and Taglish, with text-speak, one voice-to-text slip, all caps, emoji, teenagers,
// elders, two pasted emails, two prayer lists, and non-native English from Tagalog, Hungarian, Amharic,
// Tongan, Mongolian, Indonesian, Vietnamese, Haitian Creole, Georgian and Tamil speakers; 6 to 54 words
// (mean 28.5). Hand-written in 60 batches of 13 (one per topic, each run through the copy check as soon
// as it was written) by a new helper who read only the blind-24 hash test, sealed-set-checks.ts, the
// first 40 lines of blind-24.json (for the format), blind-24.sha256 (for its format), the repo's
// .prettierrc.json and .prettierignore (to format) and the topics' ids and labels (printed by a script
// outside the repo that imported topics.ts; a second throwaway script imported it again only to confirm
// that every label is a known id and each topic leads 13), listed the folder's file names, never read
// topics.ts, the topic lexicons, relevance.ts or the detection code, never read an earlier set's texts,
// and never ran topic detection or any project code on them, labelled with what a pastor would say each
// is about (65 carry a second topic, 15 of them health; seven of those 65 second topics were added in a
// labelling pass after the last batch, with no text changed; each topic leads exactly 13). Slips, owned:
// first drafts leaned toward blind-24's list in places (a bell-ringer aside, IVF, autism, Parkinson's,
// MS, three strokes, Sri Lanka twice, Yangon, South Sudan, a bakery), and one carried a made-up
// "Mongolian" saying and one misnamed a Tongan song; those 16 drafts were reworded (7 of them in a voice
// pass after batch 60) and re-run through the copy check, which flagged none of them; a few incidental
// touches remain (a Deaf reader of sign-language Bible videos, a Korean-style dawn prayer meeting and a
// Mongolian student in Korea, a passing youth pastor, a cheese dairy, a Glasgow address). Checked by a
// script outside the repo, after every batch, against the 37,889 earlier strings in train.json and
// blind-2.json to blind-24.json (every string in those 24 files, labels included; there is no
// blind.json) and within itself, for exact and near copies (lowercased, punctuation stripped, token-set
// Jaccard >= 0.7), printing only indices and scores: the checks flagged 16 drafts in 15 of the batches,
// all against the earlier sets and none within (scores 0.700 to 1.000, 2 of them with identical token
// sets), nearly all short fragments or stock Bible questions, and all 16 were rewritten as fresh
// sentences, none of them flagged again; 9 more drafts scoring 0.667 to 0.692 against the earlier sets
// were rewritten for margin under the same check, which then flagged nothing; the final set's closest
// pair is 0.640 against the earlier sets and 0.308 within itself.
// Formatted with the repo's Prettier config (the folder's JSON is prettier-ignored, so it was run with
// the ignore file bypassed, giving the same layout as blind-24.json) and sealed with its SHA-256 on its
// own before the tuning it measures. Its labels are the 60 topic ids of TOPICS in ../topics.ts; its
// brief asked for at least 700 messages and for each topic to lead exactly thirteen. Fails if a byte
// changes.
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { TOPICS } from "../topics.js";
import { readTopicSet } from "./relevance.js";
import { checkSealedTopicSet } from "./sealed-set-checks.js";

describe("topic-relevance blind set 25", () => {
  checkSealedTopicSet("blind-25", 700);

  it("leads with each topic at least 13 times", () => {
    const messages = readTopicSet(fileURLToPath(new URL("./blind-25.json", import.meta.url)));
    for (const { id } of TOPICS) expect(messages.filter((m) => m.topics[0] === id).length, id).toBeGreaterThanOrEqual(13);
  });
});
