// The fifteenth topic-relevance blind set: 780 everyday messages over the index's 60 topics, in voices
// leaning away from the earlier sets' (blind-10's to blind-14's students, teachers, trades, kitchens,
// first responders, nurses, doctors, farmers, truckers, delivery riders, gardeners, journalists,
// scientists, worship leaders, missionaries, single parents, adoptees, new mothers, hospital patients,
// streamers, the Catholic to Mar Thoma traditions and the regional and national Englishes they used):
// dentists and dental nurses, pharmacists, vets and vet nurses, call-centre agents, estate agents,
// insurance adjusters, commission salespeople, translators and interpreters, session musicians, DJs and
// sound engineers, tattoo artists, barbers, auto mechanics, hotel housekeepers, bartenders and waiting
// staff, zookeepers, park rangers, lifeguards, merchant sailors and offshore rig workers, warehouse
// pickers, civil servants and council staff, start-up founders and small-business owners, landlords and
// renters, job seekers, Sunday-school teachers, youth pastors, deacons, church treasurers, ushers and
// pastors' wives; stroke survivors and their spouses, wheelchair users and amputees, Deaf and
// hard-of-hearing writers, autistic adults, people living with OCD, immigrants waiting on visas,
// international students, twins, blended and step-families, long-distance couples, people dating on
// apps, engaged couples and old people living alone; Assemblies of God, Christian and Missionary
// Alliance, Evangelical Free, Calvary Chapel, Apostolic, Hutterite, Waldensian, Syro-Malabar,
// Chaldean Catholic, Assyrian Church of the East, Eritrean Orthodox, Celestial Church of Christ,
// Redeemed Christian Church of God, Kimbanguist, Zion Christian Church, Messianic and house-church
// believers; Eritrean, South Sudanese, Tanzanian, Congolese, Angolan, Mozambican, Namibian, Botswanan,
// Jordanian, Syrian, Iraqi, Iranian, Georgian, Greek, Serbian, Czech, Lithuanian, Bulgarian, Albanian,
// Austrian, Swiss, Belgian, Bangladeshi, Tamil, Cambodian, Lao, Hmong, Taiwanese, Tongan,
// Ni-Vanuatu, Chilean, Venezuelan, Bolivian, Honduran, Salvadoran, Panamanian, Puerto Rican and Guyanese
// writers of English, and Ulster, Cornish, Newfoundland, Chicago, Gullah, Pennsylvania Dutch, Ozark and
// Bermudian voices; plain questions about what the Bible says, confessions, prayer requests, one-line
// fragments, long rambles with the topic buried, idioms, negation ("not anxious, I want to be clear
// ..."), situations with no topic word at all, reflections on hard passages and church-insider jargon,
// written as speech-to-text transcriptions, ALL CAPS, emoji and text-speak, hymn lines, "Dear God"
// letters, bullet lists and run-ons; 5 to 74 words. Hand-written in ten batches by a new helper who read
// only the blind-14 hash test, sealed-set-checks.ts, relevance.ts's readTopicSet (one grep line), the
// first 40 lines of blind-14.json (for the format), blind-14.sha256 (for its format) and the topics' ids
// and labels (printed by a script outside the repo that imported topics.ts), never read the topic
// lexicons or the detection code and never ran topic detection on them, labelled with what a pastor
// would say each is about (80 carry a second topic, 17 of those added while checking batches; each
// topic leads exactly 13). Checked mechanically after every batch against train.json and blind-2.json to
// blind-14.json (10,127 messages), and within itself, for exact and near copies (normalised token-set
// Jaccard >= 0.7): the checks flagged 24 drafts, all against the earlier sets and mostly stock Bible
// questions and short fragments, and all 24 were rewritten as fresh sentences (one rewrite first landed
// on the wrong line and was undone); 12 other drafts were reworded (10 that named one voice and then
// switched to another mid-sentence, one too short and one too long), all under the same check, and
// re-checked until nothing was flagged; the final set's closest pair is 0.692 against the earlier sets
// and 0.429 within itself. Formatted with the repo's Prettier config (the folder's JSON is
// prettier-ignored, so it was run with the ignore file bypassed, giving the same layout as
// blind-14.json) and sealed with its SHA-256 on its own before the tuning it measures. Its labels are
// the 60 topic ids of TOPICS in ../topics.ts; its brief asked for at least 700 messages and for each
// topic to lead at least eleven. Fails if a byte changes.
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { TOPICS } from "../topics.js";
import { readTopicSet } from "./relevance.js";
import { checkSealedTopicSet } from "./sealed-set-checks.js";

describe("topic-relevance blind set 15", () => {
  checkSealedTopicSet("blind-15", 700);

  it("leads with each topic at least 11 times", () => {
    const messages = readTopicSet(fileURLToPath(new URL("./blind-15.json", import.meta.url)));
    for (const { id } of TOPICS) expect(messages.filter((m) => m.topics[0] === id).length, id).toBeGreaterThanOrEqual(11);
  });
});
