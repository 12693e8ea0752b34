// The seventeenth topic-relevance blind set: 780 everyday messages over the index's 60 topics, in
// voices leaning away from the earlier sets' (blind-16's air traffic controllers, radiographers,
// midwives, surveyors, posties, roofers, locksmiths, tailors, beekeepers, shepherds, pilots, bell
// ringers, vergers, chaplains, people with long COVID or on dialysis, IVF couples, care leavers,
// converts and deconstructors, Moravian to Church of Pentecost traditions and the Englishes they used,
// and the voices before them): lifeguards, zoo and aviary keepers, tree surgeons, stonemasons, farriers
// and blacksmiths, potters, glassblowers, bookbinders, piano tuners and luthiers, interpreters, court
// stenographers, librarians, museum curators, auctioneers, pawnbrokers, tattoo artists, hairdressers
// and nail technicians, dry cleaners, warehouse pickers and forklift drivers, bike couriers, tow-truck
// drivers, parking attendants, lighthouse and lock keepers, miners, wind-turbine technicians, solar
// installers, pest controllers, chimney sweeps, gravediggers and sextons, seminary students, theology
// lecturers, church sound technicians, church treasurers, ushers and greeters, flower guilds, parish
// nurses; people living with MS, Parkinson's, epilepsy, Crohn's, endometriosis, menopause, hearing
// loss, an amputation or a wheelchair; grandparents raising grandchildren, step-parents and blended
// families, parents of twins, childless couples, late-in-life and second marriages, interfaith and
// long-distance marriages, international students, expats, fly-in fly-out and seasonal workers,
// retirees in an RV, homeschooling parents, adult children of alcoholics, people facing bankruptcy or
// eviction and people in a shelter; Hutterite, Coptic, Ethiopian Orthodox Tewahedo, Eritrean, Syriac
// Orthodox, Chaldean Catholic, Mar Thoma, Greek, Serbian, Romanian and Georgian Orthodox,
// Anglo-Catholic, Missouri Synod Lutheran, PCA, Church of Scotland, Church of Ireland, Welsh chapel,
// Brethren in Christ, Church of the Brethren, Seventh-day Adventist, Foursquare, Calvary Chapel,
// Hillsong, Bethel, Zion Christian Church, Redeemed Christian Church of God, Korean Presbyterian,
// Iranian house church, Indonesian GKI, Tamil Lutheran, Brazilian Assembleias de Deus and Mennonite
// Brethren members; writers from Iceland, Wales, the Netherlands, Romania, Greece, Georgia, Egypt,
// Ethiopia, Eritrea, Ghana, Mozambique, Kerala, Tamil Nadu, Pakistan, Iran, Iraq, Syria, Indonesia, the
// Philippines, Vietnam, Cambodia, Korea, Samoa, Tonga, Brazil, Chile, Bolivia, Venezuela, Haiti, the
// Bahamas and Belize, Inuit and Sámi writers, and Texan, Pittsburgh, Yooper, Yorkshire, Welsh, Doric,
// Kiwi, Jamaican Patois, Indian English and West African Pidgin voices; plain questions about what the
// Bible says, confessions, prayer requests, one-line fragments, long rambles with the topic buried,
// idioms, negation ("not panicking, I'd like to say that up front ..."), situations with no topic word
// at all, reflections on hard passages and church-insider jargon, written as voice-to-text transcripts,
// with autocorrect slips, emoji and texting abbreviations, run-on sentences, a formal letter signed off
// "Yours faithfully", dated diary entries, messages talking to the app as "you", ALL CAPS, "you know
// when you ..." second person, hymn lines and a sermon quoted, humour covering pain and understatement;
// 5 to 75 words.
// Hand-written in ten batches by a new helper who read only the blind-16 hash test,
// sealed-set-checks.ts, relevance.ts's readTopicSet (one grep line), the first 40 lines of
// blind-16.json (for the format), blind-16.sha256 (for its format) and the topics' ids and labels
// (printed by a script outside the repo that imported topics.ts), never read the topic lexicons or the
// detection code and never ran topic detection on them, labelled with what a pastor would say each is
// about (77 carry a second topic, 34 of those added while reviewing batches after drafting; each topic
// leads exactly 13). Checked mechanically after every batch against train.json and blind-2.json to
// blind-16.json (11,687 messages), and within itself, for exact and near copies (normalised token-set
// Jaccard >= 0.7): the checks flagged 19 drafts, all against the earlier sets (7 of them scoring 1.0,
// the same words as an earlier message) and all stock Bible questions or short fragments, and all 19
// were rewritten as fresh sentences; 15 other drafts were lengthened for being under five words, 3 were
// reworded so their label reads plainly, 4 were reworded for variety (2 of those by mistake, in place
// of a flagged neighbour that was then rewritten too) and one stray drafting note was removed, all
// under the same check, and re-checked until nothing was flagged; the final set's closest pair is 0.692
// against the earlier sets and 0.545 within itself.
// Formatted with the repo's Prettier config (the folder's JSON is prettier-ignored, so it was run with
// the ignore file bypassed, giving the same layout as blind-16.json) and sealed with its SHA-256 on its
// own before the tuning it measures. Its labels are the 60 topic ids of TOPICS in ../topics.ts; its
// brief asked for at least 700 messages and for each topic to lead at least eleven. Fails if a byte
// changes.
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { TOPICS } from "../topics.js";
import { readTopicSet } from "./relevance.js";
import { checkSealedTopicSet } from "./sealed-set-checks.js";

describe("topic-relevance blind set 17", () => {
  checkSealedTopicSet("blind-17", 700);

  it("leads with each topic at least 11 times", () => {
    const messages = readTopicSet(fileURLToPath(new URL("./blind-17.json", import.meta.url)));
    for (const { id } of TOPICS) expect(messages.filter((m) => m.topics[0] === id).length, id).toBeGreaterThanOrEqual(11);
  });
});
