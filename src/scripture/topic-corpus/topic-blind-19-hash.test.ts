// The nineteenth topic-relevance blind set: 780 everyday messages over the index's 60 topics, in
// voices leaning away from the earlier sets' (blind-18's ice-road truckers, sommeliers, clock
// repairers, falconers, jockeys, referees, circus performers, opticians, embalmers, cartographers,
// geologists, cabin crew, submariners, podcasters, chess players, birdwatchers, rowers, curlers,
// people with sickle cell, cystic fibrosis or PTSD, surrogacy, Plymouth Brethren to Vineyard
// traditions, Kiribati to the Faroes, and the voices before them): saddlers, coopers, pipe-organ
// builders, tugboat hands and river pilots, dredger crews, volcanologists and seismologists, marine
// biologists and an oceanography PhD student, truffle and mushroom growers, saffron, tea, cocoa,
// coffee and rice farmers, shrimp, oyster, seaweed, lobster and salmon-farm workers, a Sámi reindeer
// herder, a yak herder's daughter, a camel herder's son, alpaca and ostrich farmers, call-centre
// workers, school caretakers, Sunday school teachers, dinner ladies and lollipop wardens, hotel night
// porters, window cleaners, bin men, scrapyard workers and locksmiths; people living with type 1
// diabetes, fibromyalgia, PCOS, glaucoma and macular degeneration, spinal cord injury, cerebral palsy,
// bipolar disorder, Lyme disease, hepatitis or malaria, parents of a child with Down syndrome, family
// of someone with schizophrenia, postnatal depression, a parent in a care home far away, a house-boat
// family and a shift-work couple; Seventh Day Baptist, Primitive and Free Will Baptist, Oneness and
// Apostolic Faith Pentecostal, a cappella Churches of Christ, Disciples of Christ, Evangelical
// Covenant, Christian and Missionary Alliance, Opus Dei, Focolare, Taizé, Franciscan tertiary,
// secular Carmelite, Greek, Serbian, Romanian and Bulgarian Orthodox and Church of South India
// members; writers from the Maldives, Madagascar, the Comoros, Cape Verde, São Tomé, Djibouti,
// Somali Christians abroad, Slovakia, Hungary, Croatia, Malta, Andorra, Monaco, Liechtenstein, San
// Marino, Ecuador, Guyana, Honduras, Nicaragua, Panama, Puerto Rico, Antigua, St Vincent, Bermuda,
// the Cayman Islands, the Solomon Islands, Tuvalu, Nauru, Micronesia, the Cook Islands, Niue,
// Tahiti, New Caledonia, Brunei and Myanmar; plain questions about what the Bible says, confessions,
// prayer requests, one-line fragments, long rambles with the topic buried, idioms, negation,
// situations with no topic word at all, reflections on hard passages (Acts 5, the end of Job, Psalm
// 137) and church-insider jargon, written as text speak, formal letters, "Re:" and "Subject:" lines,
// a forum post with a title, Hinglish, Franglais, Aussie slang, AAVE, a limerick, an acrostic,
// numbered steps, quoted dialogue, letters to God, a dated prayer-journal entry, an autocorrect slip
// left in and mixed emoji; 3 to 73 words.
// Hand-written in 60 batches of 13 (one per topic, run through the copy check four at a time as
// they were written) by a new helper who read only the blind-18 hash test, sealed-set-checks.ts,
// relevance.ts's readTopicSet (one grep line), the first 40 lines of blind-18.json (for the format),
// blind-18.sha256 (for its format) and the topics' ids and labels (printed by a script outside the
// repo that imported topics.ts), never read the topic lexicons or the detection code and never ran
// topic detection on them, labelled with what a pastor would say each is about (92 carry a second
// topic, 47 of those net added while reviewing the drafts: 55 added, 8 taken back off as too weak;
// each topic leads exactly 13). Checked mechanically after the batches against train.json and
// blind-2.json to blind-18.json, and within itself, for exact and near copies (normalised token-set
// Jaccard >= 0.7): the checks flagged 38 drafts, all against the earlier sets and none within (5 of
// them scoring 1.0, the same words as an earlier message), nearly all stock Bible questions or
// verse-led fragments, and all 38 were rewritten as fresh sentences; in review 60 mid-length plain
// drafts (one per topic) were replaced by long rambles for the spread of lengths, 22 by the written
// forms listed above, and 3 reworded (two to drop illnesses that echoed blind-17 voices, one to avoid
// repeating a scene), all under the same check, and re-checked until nothing was flagged; the final
// set's closest pair is 0.692 against the earlier sets and 0.429 within itself.
// Formatted with the repo's Prettier config (the folder's JSON is prettier-ignored, so it was run with
// the ignore file bypassed, giving the same layout as blind-18.json) and sealed with its SHA-256 on its
// own before the tuning it measures. Its labels are the 60 topic ids of TOPICS in ../topics.ts; its
// brief asked for at least 700 messages and for each topic to lead exactly thirteen. Fails if a byte
// changes.
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { TOPICS } from "../topics.js";
import { readTopicSet } from "./relevance.js";
import { checkSealedTopicSet } from "./sealed-set-checks.js";

describe("topic-relevance blind set 19", () => {
  checkSealedTopicSet("blind-19", 700);

  it("leads with each topic at least 13 times", () => {
    const messages = readTopicSet(fileURLToPath(new URL("./blind-19.json", import.meta.url)));
    for (const { id } of TOPICS) expect(messages.filter((m) => m.topics[0] === id).length, id).toBeGreaterThanOrEqual(13);
  });
});
