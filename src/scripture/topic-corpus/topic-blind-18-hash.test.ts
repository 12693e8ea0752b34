// The eighteenth topic-relevance blind set: 780 everyday messages over the index's 60 topics, in
// voices leaning away from the earlier sets' (blind-17's lifeguards, zoo keepers, tree surgeons,
// stonemasons, farriers, potters, piano tuners, court stenographers, librarians, tattoo artists,
// forklift drivers, lighthouse keepers, miners, gravediggers, church treasurers, people with MS,
// Parkinson's, epilepsy or Crohn's, grandparents raising grandchildren, blended families, expats,
// Hutterite to Mennonite Brethren traditions, Icelandic to Bahamian writers and the Englishes they
// used, and the voices before them): ice-road truckers, sommeliers and baristas, clock and watch
// repairers, distillery and vineyard workers, falconers, sheep shearers, jockeys and stable hands, golf
// caddies, football referees and cricket umpires, casino croupiers and bingo callers, circus
// performers, puppeteers, stage magicians and children's entertainers, stunt performers, sign-language
// interpreters, braille transcribers and guide-dog trainers, opticians, audiologists, phlebotomists and
// sonographers, podiatrists and chiropractors, embalmers, cartographers and land surveyors, geologists,
// amateur astronomers, cabin crew, submariners, coastguard volunteers, border and customs officers,
// subtitlers, podcasters, YouTubers and esports players, chess club players, crossword setters,
// knitting circles, model-railway hobbyists, birdwatchers, metal detectorists, family-history
// researchers, ham-radio operators, rowers, triathletes and marathon runners, lawn-bowls, darts and
// snooker players, rugby and hurling players, curlers; people living with sickle cell, cystic
// fibrosis, a stutter, alopecia, psoriasis and eczema, coeliac disease, severe asthma or PTSD (veterans
// and first responders); surrogates and families through surrogacy, a parent on parole, pastors' kids,
// third-culture kids and catechumens preparing for baptism; Plymouth Brethren, Christadelphian-style
// Bible students, Old Catholic, Polish National Catholic, Dutch Reformed, Afrikaans NG Kerk, Legio
// Maria, Harrist, Kimbanguist, Moravian, Waldensian, Maronite and Melkite, Armenian Apostolic,
// Ukrainian Greek Catholic, programmed Quaker, Salvation Army, Nazarene, Free Methodist and Vineyard
// members; writers from Kiribati, Palau, Guam, Bhutan, Macau, Kazakhstan, Uzbekistan, Azerbaijan,
// Lebanon, Christian Arabs in Israel and Palestine, Turkey, Morocco, Tunisia, Chad, Senegal, Ivory
// Coast, Burkina Faso, Togo, Benin, Gabon, Lesotho, Eswatini, Mauritius, the Seychelles, Luxembourg,
// Denmark, Norway, Sweden, Finland, Belarus, Moldova, Bosnia, Montenegro, Kosovo, Paraguay, Costa Rica,
// Barbados, Grenada, St Lucia, Suriname, the Faroe Islands, Greenland, Orkney and the Hebrides, Mi'kmaq,
// Yup'ik and Haida writers, and Baltimore, Manglish, Scouse, Geordie, Brummie, Glaswegian, Cajun and
// Gullah voices; plain questions about what the Bible says, confessions, prayer requests, one-line
// fragments, long rambles with the topic buried, idioms, negation, situations with no topic word at
// all, reflections on hard passages and church-insider jargon, written as voice-note transcripts with
// "um" and "like", lists and bullet points, bracketed asides, tweet-length posts with hashtags, a haiku
// and a rhyming couplet, messages that are nothing but questions, stream of consciousness, all
// lowercase with no punctuation, a child's words typed by a parent and a friend's text quoted back;
// 5 to 74 words.
// Hand-written in ten batches by a new helper who read only the blind-17 hash test,
// sealed-set-checks.ts, relevance.ts's readTopicSet (one grep line), the first 40 lines of
// blind-17.json (for the format), blind-17.sha256 (for its format) and the topics' ids and labels
// (printed by a script outside the repo that imported topics.ts), never read the topic lexicons or the
// detection code and never ran topic detection on them, labelled with what a pastor would say each is
// about (90 carry a second topic, 80 of those added while reviewing batches after drafting; each topic
// leads exactly 13). Checked mechanically after every batch against train.json and blind-2.json to
// blind-17.json (12,467 messages), and within itself, for exact and near copies (normalised token-set
// Jaccard >= 0.7): the checks flagged 24 drafts, all against the earlier sets (5 of them scoring 1.0,
// the same words as an earlier message) and all stock Bible questions or short fragments, and all 24
// were rewritten as fresh sentences; 13 plain drafts of one topic and 2 other plain questions were
// redrafted for voice, 12 shorter drafts were replaced by long rambles for the spread of lengths, one
// was reworded for variety (repeating a scene from an earlier batch) and 3 wordings were fixed (one
// echoed a blind-17 voice), all under the same check, and re-checked until nothing was flagged; the
// final set's closest pair is 0.696 against the earlier sets and 0.333 within itself.
// Formatted with the repo's Prettier config (the folder's JSON is prettier-ignored, so it was run with
// the ignore file bypassed, giving the same layout as blind-17.json) and sealed with its SHA-256 on its
// own before the tuning it measures. Its labels are the 60 topic ids of TOPICS in ../topics.ts; its
// brief asked for at least 700 messages and for each topic to lead exactly thirteen. Fails if a byte
// changes.
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { TOPICS } from "../topics.js";
import { readTopicSet } from "./relevance.js";
import { checkSealedTopicSet } from "./sealed-set-checks.js";

describe("topic-relevance blind set 18", () => {
  checkSealedTopicSet("blind-18", 700);

  it("leads with each topic at least 13 times", () => {
    const messages = readTopicSet(fileURLToPath(new URL("./blind-18.json", import.meta.url)));
    for (const { id } of TOPICS) expect(messages.filter((m) => m.topics[0] === id).length, id).toBeGreaterThanOrEqual(13);
  });
});
