// The twelfth topic-relevance blind set: 780 everyday messages over the index's 60 topics, in voices
// leaning away from the earlier sets' (blind-10's farmers, truckers, nurses, chefs, veterans, Southern
// US, Australian, Irish, African and Spanglish writers and teens; blind-11's students, warehouse,
// retail and call-centre workers, teachers, pastors' kids, foster parents, grandparents, single
// mothers, Filipino, Nigerian, Indian, Caribbean, Korean-American, Polish, Scottish, Welsh, Canadian
// and New Zealand writers, Deaf and autistic writers, people in recovery, dementia carers and
// text-speak): construction and trades workers, restaurant and hotel staff, firefighters, police,
// paramedics and hospital security, military spouses and service members, lawyers, judges, doctors,
// dentists and pharmacists, painters and novelists, widowed older people living alone, bereaved
// parents, wheelchair users and people with MS, lupus, ALS and long covid, new converts unsure of
// church words, Catholic and Orthodox believers, Pentecostal and charismatic believers, Appalachian
// and Texan English, African-American Vernacular English, Singaporean and Hong Kong English,
// Brazilian, Chinese, Arabic-speaking, Ethiopian and Ukrainian writers of English, refugees and
// asylum seekers, and night-shift workers; messages in several short lines, messages opening with a
// quoted verse or hymn line, messages addressed to the app, very polite messages and swearing; plain
// questions about what the Bible says, confessions, prayer requests, one-line fragments, long
// rambles with the topic buried, idioms, negation ("it's not that anything is wrong exactly ..."),
// situations with no topic word at all, reflections on hard passages and church-insider jargon; 2 to
// 89 words. Hand-written by a new helper who read only the blind-11 hash test, sealed-set-checks.ts,
// relevance.ts's readTopicSet, the first 40 lines of blind-11.json (for the format), blind-11.sha256
// (for its format) and the topics' ids and labels (printed, with the field names of one entry, by a
// script outside the repo that imported topics.ts), never read the topic lexicons or the detection
// code and never ran topic detection on them, labelled with what a pastor would say each is about
// (81 carry a second topic; each topic leads exactly 13). Checked mechanically against train.json
// and blind-2.json to blind-11.json (7,787 messages), and within itself, for exact and near copies
// (normalised token-set Jaccard >= 0.7): the checks flagged 20 of the 780 drafts and none among the
// revised drafts, so 20 were rewritten as fresh sentences (18 other drafts were reworded for voice
// and 27 were given a second topic, all under the same check); the final set's closest pair is 0.692
// against the earlier sets and 0.444 within itself. Formatted with the repo's Prettier config (the
// folder's JSON is prettier-ignored, so it was run with the ignore file bypassed, giving the same
// layout as blind-11.json) and sealed with its SHA-256 on its own before the tuning it measures. Its
// labels are the 60 topic ids of TOPICS in ../topics.ts; its brief asked for at least 700 messages
// and for each topic to lead at least eleven. Fails if a byte changes.
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { TOPICS } from "../topics.js";
import { readTopicSet } from "./relevance.js";
import { checkSealedTopicSet } from "./sealed-set-checks.js";

describe("topic-relevance blind set 12", () => {
  checkSealedTopicSet("blind-12", 700);

  it("leads with each topic at least 11 times", () => {
    const messages = readTopicSet(fileURLToPath(new URL("./blind-12.json", import.meta.url)));
    for (const { id } of TOPICS) expect(messages.filter((m) => m.topics[0] === id).length, id).toBeGreaterThanOrEqual(11);
  });
});
