// The thirteenth topic-relevance blind set: 780 everyday messages over the index's 60 topics, in voices
// leaning away from the earlier sets' (blind-10's to blind-12's farmers, truckers, nurses, chefs,
// veterans, students, warehouse, retail and call-centre workers, teachers, foster parents,
// grandparents, trades, restaurant and hotel staff, first responders, military, lawyers and doctors,
// artists, widowed elders, bereaved parents, new converts, Catholic, Orthodox and Pentecostal
// believers, and the regional and national Englishes they used): airline and airport staff, miners
// and oil-field workers, cleaners, hairdressers, barbers and nail technicians, bus and taxi drivers,
// factory and postal workers, accountants, bank tellers, office admins, estate agents and small-
// business owners, social workers, librarians, nannies and au pairs, coaches and athletes, fishermen
// and dock workers, people in prison or recently released, people in shelters, stay-at-home dads,
// newlyweds, divorced and remarried people, empty nesters, parents of disabled children, blind writers
// using speech-to-text, ADHD and dyslexic spelling; Baptist, Methodist, Anglican, Lutheran,
// Presbyterian, Adventist, Mennonite and Amish, Quaker, Messianic Jewish and Coptic believers;
// Ghanaian, Kenyan, South African, Zimbabwean, Vietnamese, Indonesian, Japanese, Thai,
// Mexican-American, Haitian, Samoan and Tongan, Russian, Romanian, German and Dutch writers of
// English, Native American and First Nations writers, and London and Northern English; messages in
// several short lines, messages opening with a quoted verse or hymn line, messages addressed to the
// app, very polite messages and swearing; plain questions about what the Bible says, confessions,
// prayer requests, one-line fragments, long rambles with the topic buried, idioms, negation ("not
// scared of anything in particular ..."), situations with no topic word at all, reflections on hard
// passages and church-insider jargon; 4 to 89 words. Hand-written by a new helper who read only the
// blind-12 hash test, sealed-set-checks.ts, relevance.ts's readTopicSet, the first 40 lines of
// blind-12.json (for the format), blind-12.sha256 (for its format) and the topics' ids and labels
// (printed, with the field names of one entry, by a script outside the repo that imported
// topics.ts), never read the topic lexicons or the detection code and never ran topic detection on
// them, labelled with what a pastor would say each is about (80 carry a second topic; each topic
// leads exactly 13). 247 of the first drafts, in 19 topics that had come out thin and generic, were
// redrafted before any check. Checked mechanically against train.json and blind-2.json to
// blind-12.json (8,567 messages), and within itself, for exact and near copies (normalised token-set
// Jaccard >= 0.7): the checks flagged 23 of the 780 drafts and none among the revised drafts, so 23
// were rewritten as fresh sentences (21 other drafts were reworded for voice, lengthened into
// rambles or split into short lines, and 18 were given a second topic, all under the same check);
// the final set's closest pair is 0.692 against the earlier sets and 0.480 within itself. Formatted
// with the repo's Prettier config (the folder's JSON is prettier-ignored, so it was run with the
// ignore file bypassed, giving the same layout as blind-12.json) and sealed with its SHA-256 on its
// own before the tuning it measures. Its labels are the 60 topic ids of TOPICS in ../topics.ts; its
// brief asked for at least 700 messages and for each topic to lead at least eleven. Fails if a byte
// changes.
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { TOPICS } from "../topics.js";
import { readTopicSet } from "./relevance.js";
import { checkSealedTopicSet } from "./sealed-set-checks.js";

describe("topic-relevance blind set 13", () => {
  checkSealedTopicSet("blind-13", 700);

  it("leads with each topic at least 11 times", () => {
    const messages = readTopicSet(fileURLToPath(new URL("./blind-13.json", import.meta.url)));
    for (const { id } of TOPICS) expect(messages.filter((m) => m.topics[0] === id).length, id).toBeGreaterThanOrEqual(11);
  });
});
