// The fourteenth topic-relevance blind set: 780 everyday messages over the index's 60 topics, in voices
// leaning away from the earlier sets' (blind-10's to blind-13's farmers, truckers, nurses, chefs,
// veterans, students, trades, first responders, airline staff, miners, cleaners, drivers, office and
// bank workers, social workers, coaches, fishermen, newlyweds, the divorced, empty nesters, widowed
// elders, bereaved parents, new converts, the Catholic to Coptic traditions and the regional and
// national Englishes they used): gig-economy delivery riders, security guards, gardeners and
// landscapers, florists, bakers and butchers, tailors, journalists and editors, scientists and lab
// researchers, engineers, architects, actors and theatre crews, church musicians and worship leaders,
// missionaries and chaplains, homeschool parents, single mothers and fathers, young adults living with
// their parents, retirees, adoptees and adoptive parents, new mothers, couples facing infertility,
// care-home residents, hospital patients, gamers, streamers and content creators; Nazarene, Church of
// Christ, Salvation Army, Brethren, Vineyard, Reformed, non-denominational megachurch, Church of God in
// Christ, Moravian, Wesleyan, Armenian Apostolic, Maronite and Mar Thoma believers; Ugandan, Rwandan,
// Cameroonian, Zambian, Malawian, Liberian, Sierra Leonean, Lebanese, Pakistani, Sri Lankan, Karen,
// Malaysian, Papua New Guinean, Fijian, Peruvian, Colombian, Guatemalan, Cuban, Dominican, Italian,
// French, Spanish, Portuguese, Hungarian, Norwegian, Swedish, Finnish, Nepali and Mongolian writers of
// English, and Cajun, Midwestern, Pacific Northwest, New England, Hawaiian pidgin and Alaskan voices;
// plain questions about what the Bible says, confessions, prayer requests, one-line fragments, long
// rambles with the topic buried, idioms, negation ("not anxious, I want to be clear ..."), situations
// with no topic word at all, reflections on hard passages and church-insider jargon; 4 to 86 words.
// Hand-written in eleven batches by a new helper who read only the blind-13 hash test,
// sealed-set-checks.ts, relevance.ts's readTopicSet (a grep for it also showed the summary function
// below it, not the detection code), the first 40 lines of blind-13.json (for the format),
// blind-13.sha256 (for its format) and the topics' ids and labels (printed, with the field names of one
// entry, by a script outside the repo that imported topics.ts), never read the topic lexicons or the
// detection code and never ran topic detection on them, labelled with what a pastor would say each is
// about (80 carry a second topic; each topic leads exactly 13). Checked mechanically after every batch
// against train.json and blind-2.json to blind-13.json (9,347 messages), and within itself, for exact
// and near copies (normalised token-set Jaccard >= 0.7): the checks flagged 39 drafts, all against the
// earlier sets and mostly short fragments and stock Bible questions, and all 39 were rewritten as fresh
// sentences (5 of them while redrafting the thin first drafts of divorce, rejection and a dry season of
// faith, whose other 34 drafts were redrafted too); 8 other short drafts were replaced by long rambles
// and 7 reworded (2 of them by mistake, from misreading a flag's index), all under the same check, and
// re-checked until nothing was flagged; the final set's closest pair is 0.692 against the earlier sets
// and 0.444 within itself. Formatted with the repo's Prettier config (the folder's JSON is
// prettier-ignored, so it was run with the ignore file bypassed, giving the same layout as
// blind-13.json) and sealed with its SHA-256 on its own before the tuning it measures. Its labels are
// the 60 topic ids of TOPICS in ../topics.ts; its brief asked for at least 700 messages and for each
// topic to lead at least eleven. Fails if a byte changes.
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { TOPICS } from "../topics.js";
import { readTopicSet } from "./relevance.js";
import { checkSealedTopicSet } from "./sealed-set-checks.js";

describe("topic-relevance blind set 14", () => {
  checkSealedTopicSet("blind-14", 700);

  it("leads with each topic at least 11 times", () => {
    const messages = readTopicSet(fileURLToPath(new URL("./blind-14.json", import.meta.url)));
    for (const { id } of TOPICS) expect(messages.filter((m) => m.topics[0] === id).length, id).toBeGreaterThanOrEqual(11);
  });
});
