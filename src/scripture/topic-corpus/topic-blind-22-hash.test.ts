// The twenty-second topic-relevance blind set: 780 everyday messages over the index's 60 topics, in
// voices leaning away from the earlier sets' (blind-21's glassblowers, lighthouse keepers, beekeepers,
// Moravian to Missouri Synod members, the Faroes to the Isle of Man, and the voices before them): air
// traffic controllers, long-haul pilots and cabin crew, submariners, smokejumpers, ski patrol, mountain
// guides, park rangers, sheep shearers, vintners, a brewer, sommeliers, tattoo artists, barbers, a nail
// technician, dog groomers, crossing guards, cruise-ship crew, dock workers, a railway signaller,
// snowplough and ice-road drivers, bookbinders, organ builders and organists, a dry-stone waller, a tree
// surgeon, sound engineers, a late-night radio host, a podcast producer, stand-up comedians, opera
// singers, ballet dancers, a sculptor, a genealogist, crossword setters, lab technicians, pharmacists, a
// radiographer, a dental hygienist, vets, a doula, foster carers, adoptive parents, prison chaplains,
// probation officers, bailiffs and customs officers; people living with or caring for someone with
// Parkinson's, MS, Crohn's, type 1 diabetes, migraine, fibromyalgia, Ehlers-Danlos, glaucoma, a hip
// replacement, chronic back pain, alopecia, vitiligo, a stammer, dyslexia, ADHD, autism, OCD, IVF,
// menopause and prostate cancer; Coptic, Maronite, Melkite, Chaldean, Assyrian Church of the East, Old
// Believer, Mennonite, Hutterite, Amish, Brethren, Seventh-day Adventist, Christian Reformed, Church of
// South India, Kimbanguist, Aladura, Korean Presbyterian, Chinese house-church, Messianic, Churches of
// Christ (a cappella), Apostolic Pentecostal and Catholic charismatic members; writers in or from the
// Azores, Madeira, Sardinia, Sicily, Malta, Crete, Albania, Slovenia, Latvia, Kazakhstan, Uzbekistan,
// Lebanon, Jordan, Egypt, Sudan, Eritrea, Rwanda, Burundi, Uganda, Zambia, Zimbabwe, Botswana, Lesotho,
// Mozambique, Ghana, Sierra Leone, the Gambia, Fiji, Samoa, Kiribati, the Solomon Islands, Nepal, Sri
// Lanka, Laos, Cambodia, Sabah, Hokkaido, Okinawa, Nunavut, Nova Scotia, the Saskatchewan prairie, the
// Gullah Geechee coast, the Navajo Nation, Haiti, Jamaica, Guyana, Ecuador, Chiloé, the Falklands, St
// Helena, the Scilly Isles, Cornwall, Northumberland, the Welsh valleys, Connemara and Donegal; plain
// questions about what the Bible says, prayer requests, confessions, reflections on passages, idioms,
// negations, indirect wordings, fragments and long rambles, written as voice-to-text with no
// punctuation, ALL CAPS, one phrase per line, emoji, Nigerian Pidgin, Jamaican Patois, Hinglish, Taglish,
// Irish English, Cockney, Gen Z slang, formal letters ("Dear Sir or Madam"), a WhatsApp forward, tweet
// threads, Reddit-style posts, a search-box query, bullet points, dyslexic spellings, non-native English
// (Polish, Korean, Portuguese, Arabic and Albanian speakers), 12-year-olds, teenagers and people in
// their nineties; 3 to 74 words.
// Hand-written in 60 batches of 13 (one per topic, each run through the copy check as soon as it was
// written) by a new helper who read only the blind-21 hash test, sealed-set-checks.ts, the grep for
// relevance.ts's readTopicSet (which printed no line), the first 40 lines of blind-21.json (for the
// format), blind-21.sha256 (for its format) and the topics' ids and labels (printed by a script outside
// the repo that imported topics.ts), never read the topic lexicons or the detection code and never ran
// topic detection or any project code on them, labelled with what a pastor would say each is about (149
// carry a second topic, 22 of them added in review; each topic leads exactly 13). Checked by a script
// outside the repo, after every batch, against the 15,587 earlier strings in train.json and blind-2.json
// to blind-21.json (21 files; there is no blind.json) and within itself, for exact and near copies
// (lowercased, punctuation stripped, token-set Jaccard >= 0.7), printing only indices and scores: the
// checks flagged 20 drafts in 17 of the batches, all against the earlier sets and none within (3 of them
// with identical token sets), nearly all stock Bible questions, verse-led lines or short stock
// phrasings, and all 20 were rewritten as fresh sentences, none of them flagged again; in review 18 plain
// drafts were replaced, 8 by long rambles and 10 by Cockney, Polish, Egyptian, Taglish, Irish, WhatsApp,
// tweet-thread, bullet-point, one-phrase-per-line, search-box and Gen Z lines, for the spread of lengths
// and voices, and one verse-led line at 0.688 was rewritten for margin, all under the same check, which
// then flagged nothing; the final set's closest pair is 0.650 against the earlier sets and 0.421 within
// itself. Formatted with the repo's Prettier config (the folder's JSON is prettier-ignored, so it was run
// with the ignore file bypassed, giving the same layout as blind-21.json) and sealed with its SHA-256 on
// its own before the tuning it measures. Its labels are the 60 topic ids of TOPICS in ../topics.ts; its
// brief asked for at least 700 messages and for each topic to lead at least thirteen. Fails if a byte
// changes.
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { TOPICS } from "../topics.js";
import { readTopicSet } from "./relevance.js";
import { checkSealedTopicSet } from "./sealed-set-checks.js";

describe("topic-relevance blind set 22", () => {
  checkSealedTopicSet("blind-22", 700);

  it("leads with each topic at least 13 times", () => {
    const messages = readTopicSet(fileURLToPath(new URL("./blind-22.json", import.meta.url)));
    for (const { id } of TOPICS) expect(messages.filter((m) => m.topics[0] === id).length, id).toBeGreaterThanOrEqual(13);
  });
});
