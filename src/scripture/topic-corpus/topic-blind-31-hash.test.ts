// The thirty-first topic-relevance blind set: 780 everyday messages over the index's 60 topics,
// hand-written by a new helper leaning away from the voices the earlier sets used (beekeepers to
// ward clerks, epilepsy to eating disorders, Maronite to Aladura, Tonga to Qatar, Brummie to
// Manglish) and toward fresh ones: stonemasons, thatchers, blacksmiths, chimney sweeps,
// cheesemakers, a saddler's apprentice, refuse collectors, ferry crews, a coastguard volunteer, park
// rangers, roofers, a plasterer, stable hands, a stable lad and jockeys, air-traffic controllers
// (and one's wife), print-shop and print-works people, translators, school caretakers, church
// cleaners, orchestral musicians (violins, horn, viola, a symphony player), night-shift bakers,
// butchers, taxi drivers, security guards, lab technicians, surveyors, a seamstress, librarians,
// lorry mechanics and a lorry driver, with a gravedigger, hairdressers, nurses, an accountant, a
// retired firefighter, a discharged soldier, a retired teacher, a waiter and a hospital chaplaincy
// volunteer; people living with or caring for someone with asthma, coeliac disease, Ménière's,
// lymphoedema, post-polio syndrome, chronic back or other pain, TB, macular degeneration and sight
// loss, rheumatoid arthritis, endometriosis, Tourette's, dyslexia, a stammer, an amputation, spinal
// injury and wheelchair use, cancer (in remission, returned, chemo), claustrophobia before a scan,
// and recovery from drink, gambling, vaping, smoking, phone overuse and prescribed painkillers;
// Mar Thoma, Church of South India, Batak HKBP, Korean Presbyterian, Chinese house church, Church of
// Pentecost, Greek and Bulgarian Orthodox, Polish and Maltese Catholic, Free Church of Scotland,
// Vineyard, Bruderhof, Christian Reformed, Wesleyan, Malagasy FJKM, Zimbabwean Methodist, Africa
// Inland Church, Baptist and Pentecostal writers; writers in or from Iceland, Estonia, Bulgaria,
// Crete, Malta and Gozo, Kerala and Chennai, Sumatra and Jakarta, Seoul and Jeju, Taiwan, Hong Kong,
// Malawi, Botswana, Namibia, Madagascar, Cameroon, Sierra Leone, Mozambique, Kenya, Belize,
// Honduras, Ecuador, Uruguay, Patagonia, Manitoba, Nebraska, Iowa, West Virginia, Arizona, the Outer
// Hebrides, Northumberland, the Lincolnshire fens, County Kerry, Kildare, the Northern Territory,
// St Helena Island, the Cook Islands and UK and US towns; plain questions about what the Bible says
// (marriage, giving, following Jesus, salvation, prayer, reading scripture), prayer requests,
// confessions, reflections on passages (hard ones included), idioms of exasperation, negations
// ("not worried about X, it's Y"), indirect wordings that never name the topic, with touches of
// Welsh English, Appalachian English, AAVE, Gullah, Hong Kong and Maltese English, Krio and
// Cameroonian Pidgin, non-native English from Icelandic, Estonian, Bulgarian, Greek, Korean,
// Chinese, Malayalam, Indonesian, Malagasy, Chichewa, Portuguese, Spanish and Maltese speakers,
// text-speak, two voice-to-text style messages, emoji, teenagers and elders; most in
// plain English. 3 to 84 words (mean 19.64, whitespace-split tokens, emoji included); 59 of eight
// words or fewer, 21 of fifty or more (26 of forty or more). Hand-written in 60 batches of 13 (one
// per topic, in the order of TOPICS), each batch written and run through the copy check on its own
// before the next was begun. Labelled with what a pastor would say each is about, best topic first;
// each topic leads exactly 13; 75 carry a second topic (parenting 11; health and work 8 each;
// marriage 7; family and school 5 each; aging, friendship, injustice, caregiving and scripture 3
// each; guilt, prayer, change and church 2 each; courage, suffering, salvation, worship, decisions,
// money, conflict and fear 1 each), all given in their batches.
//
// What the author read, exactly: the brief and its two rule files; this folder's
// topic-blind-30-hash.test.ts (as the model for this header and test) and sealed-set-checks.ts; the
// first 40 lines of blind-30.json via head -40, for the format (they hold ten of that set's anxiety
// messages, seen before this set's anxiety batch was written); blind-30.sha256 as an od -c dump; the
// repo's .prettierrc.json and .prettierignore; the folder's file names (ls); and the topics' ids and
// labels, printed by a throwaway script in the scratch folder that imported TOPICS from topics.ts,
// run from the worktree with npx tsx (it also printed the count, 60). Git: only git status --short,
// git add and git commit. Never read topics.ts, relevance.ts, any lexicon, guide, crisis, classifier
// or detection code, docs or other tests; never read an earlier set's texts by eye; never ran topic
// detection or any project code on these messages (the only project code run is this hash test).
//
// Slips and touches, owned: the first-run results of two clean batches (sadness, divorce; 0 flags)
// were written to the scratch log after the fact from the screen, not at the time; in the conflict
// batch a fifth draft that was not near anything (0.389) was reworded by an index mix-up while
// rewriting the near ones, and re-checked; a few fresh voices recur more than planned (taxi drivers,
// roofers, church cleaners, stable and racing folk, Korean and Bulgarian writers, amputation and
// wheelchair use); a few touches near the earlier lists remain (a Christian Reformed writer raised on
// predestination, a Welsh chapel vestry, a Church of Pentecost member in Accra, a Kerala writer in
// Dubai); the dialect and non-native renderings
// (including the Gullah, Krio and Cameroonian Pidgin lines) are the author's approximations, not
// checked by a speaker. No draft crossed the safety line and none needed a safety redraft; while
// composing, an Elijah allusion to wishing to die, a "rather die" idiom and a school bullying line
// were set aside or softened before being written down, to keep the set everyday (no crisis
// messages).
//
// Copy check: a script in the scratch folder, after every batch, against every string in train.json
// and blind-2.json to blind-30.json (30 files: 47,548 string values, labels included, plus their
// 45,214 object keys, 92,762 in all, 22,652 distinct once normalised, 22,587 of them with two or more
// tokens) and against every message already written and the rest of its own batch, for exact and
// near copies (lowercased, apostrophes ' and ’ dropped, split on any non-letter/digit, token-set
// Jaccard >= 0.7), printing only indices, labels, file names and scores. First runs flagged 56
// drafts in 38 of the 60 batches, all against the earlier sets and none within (scores 0.700 to
// 1.000; five had identical token sets and a later true/false-only check showed all five were exact
// copies once normalised), mostly stock Bible questions, verse quotations and short stock phrases;
// all 56 were rewritten as fresh sentences, two of the rewrites were flagged again (0.727, 0.737)
// and rewritten once more, none flagged after that. 52 more drafts scoring 0.600 to 0.696 were
// rewritten for margin. The final formatted file, checked once more, has no exact copies and no
// flags; its closest pair is 0.588 against the earlier sets (22 drafts score 0.55 or more, none 0.6
// or more) and 0.500 within itself. Formatted with the repo's Prettier config (the folder's JSON is
// prettier-ignored, so it was run with the ignore file bypassed) and sealed with its SHA-256 before
// the tuning it measures. Its labels are the 60 topic ids of TOPICS in ../topics.ts; its brief asked
// for at least 700 messages and for each topic to lead exactly thirteen. Fails if a byte changes.
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { TOPICS } from "../topics.js";
import { readTopicSet } from "./relevance.js";
import { checkSealedTopicSet } from "./sealed-set-checks.js";

describe("topic-relevance blind set 31", () => {
  checkSealedTopicSet("blind-31", 700);

  it("leads with each topic at least 13 times", () => {
    const messages = readTopicSet(fileURLToPath(new URL("./blind-31.json", import.meta.url)));
    for (const { id } of TOPICS) expect(messages.filter((m) => m.topics[0] === id).length, id).toBeGreaterThanOrEqual(13);
  });
});
