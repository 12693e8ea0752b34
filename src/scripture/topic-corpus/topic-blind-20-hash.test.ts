// The twentieth topic-relevance blind set: 780 everyday messages over the index's 60 topics, in
// voices leaning away from the earlier sets' (blind-19's saddlers, coopers, organ builders, tugboat
// hands, herders and farmers, Seventh Day Baptist to Church of South India members, the Maldives to
// Myanmar, and the voices before them): bell-ringers, clock repairers, taxidermists, hatters, a
// wheelwright's apprentice, thatchers, ghillies, canal lock-keepers, ferry crews, a planetarium
// technician, tilers and plasterers, weavers, tanners, vintners, greengrocers, arborists, sawmill
// workers, printers and typesetters, calligraphers and sign-writers, beauticians, orthodontists,
// midwives, anaesthetists, dog groomers and kennel staff, racecourse grooms, clowns and children's
// entertainers, a ventriloquist, surf and snowboard instructors, yacht crews, canoe guides, commercial
// divers, air-traffic controllers, flight attendants, immigration officers, bailiffs, notaries,
// solicitors and barristers, a parliamentary researcher, a town mayor and diplomats; people living
// with or caring for someone with Alzheimer's, Huntington's, multiple sclerosis, coeliac disease,
// COPD, thalassaemia, haemophilia, leukaemia and lymphoma, melanoma, a heart attack and a pacemaker,
// an amputation and a prosthetic limb, anorexia recovery, chronic insomnia and narcolepsy;
// Congregational, Ukrainian Greek Catholic, Byzantine Catholic, charismatic Catholic renewal,
// Czechoslovak Hussite, Cherubim and Seraphim and Zion Christian Church members, Exclusive Brethren
// leavers and a Unitarian-curious seeker; writers in or from Kyrgyzstan, Tajikistan, Turkmenistan,
// Siberia, Belgium, Libya, Algeria, Eswatini, Réunion, the Yukon, Nunavut, Quebec and Acadia, Texas,
// Māori in Aotearoa, Cornwall, Jersey, Guernsey and Sark; plain questions about what the Bible says,
// prayer requests, confessions, reflections on passages, idioms, negations, indirect wordings, one-line
// fragments and long rambles, written as voice-note and voicemail transcripts, telegram style, a
// postcard, a budget list, sonnet-ish lines, Konglish, Irish, Welsh and Nigerian English, lowercase
// run-ons and ALL CAPS bursts; 4 to 68 words.
// Hand-written in 60 batches of 13 (one per topic, run through the copy check four at a time as they
// were written) by a new helper who read only the blind-19 hash test, sealed-set-checks.ts,
// relevance.ts's readTopicSet (one grep line), the first 40 lines of blind-19.json (for the format),
// blind-19.sha256 (for its format) and the topics' ids and labels (printed by a script outside the
// repo that imported topics.ts), never read the topic lexicons or the detection code and never ran
// topic detection or any project code on them, labelled with what a pastor would say each is about
// (69 carry a second topic, one of them added while drafting; each topic leads exactly 13). Checked
// by a script outside the repo, after every four batches, against the 14,027 earlier strings of
// train.json and blind-2.json to blind-19.json (19 files; there is no blind.json) and within itself,
// for exact and near copies (lowercased, punctuation stripped, token-set Jaccard >= 0.7), printing
// only indices and scores: the checks flagged 39 drafts, all against the earlier sets and none within
// (3 of them with identical token sets), nearly all stock Bible questions or verse-led lines, and all
// 39 were rewritten as fresh sentences; one rewrite was flagged again (0.774) and redrafted a second
// time; in review 24 plain drafts were replaced, 7 by very short fragments and 17 by long rambles and
// the written forms listed above, for the spread of lengths and forms, all under the same check, and
// re-checked until nothing was flagged; the final set's closest pair is 0.692 against the earlier
// sets and 0.5 within itself.
// Formatted with the repo's Prettier config (the folder's JSON is prettier-ignored, so it was run with
// the ignore file bypassed, giving the same layout as blind-19.json) and sealed with its SHA-256 on its
// own before the tuning it measures. Its labels are the 60 topic ids of TOPICS in ../topics.ts; its
// brief asked for at least 700 messages and for each topic to lead at least thirteen. Fails if a byte
// changes.
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { TOPICS } from "../topics.js";
import { readTopicSet } from "./relevance.js";
import { checkSealedTopicSet } from "./sealed-set-checks.js";

describe("topic-relevance blind set 20", () => {
  checkSealedTopicSet("blind-20", 700);

  it("leads with each topic at least 13 times", () => {
    const messages = readTopicSet(fileURLToPath(new URL("./blind-20.json", import.meta.url)));
    for (const { id } of TOPICS) expect(messages.filter((m) => m.topics[0] === id).length, id).toBeGreaterThanOrEqual(13);
  });
});
