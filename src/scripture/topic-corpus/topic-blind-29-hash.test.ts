// The twenty-ninth topic-relevance blind set: 780 everyday messages over the index's 60 topics, in
// voices leaning away from blind-28's lists (see its hash test) and blind-27's (air-traffic
// controllers, ferry deckhands, endometriosis to Ehlers-Danlos, Mar Thoma to Cameroonian
// Presbyterian, Madagascar to the Fens): glassblowers, organ builders, tugboat and barge crews, court
// stenographers, crane operators, veterinary nurses, lighthouse relief keepers, night-shift bakers,
// tree surgeons, scaffolders, trawlermen, removal men, cobblers, delivery riders, school cooks,
// quarry blasters, parking wardens and racehorse grooms; people living with lupus, sickle cell,
// cystic fibrosis, long COVID, tinnitus, glaucoma, PTSD, eating-disorder recovery, dyslexia and
// Tourette's, or caring for someone with them; Armenian Apostolic, Assyrian Church of the East,
// Waldensian, Salvation Army, Ghanaian Assemblies of God, Church of Pakistan, Batak Protestant,
// Torajan, Samoan Congregational, Fijian Methodist, Indian Pentecostal, Korean Presbyterian, Chinese
// house church, Tamil Lutheran, Scottish Free Church, Welsh chapel and Old Catholic writers; writers
// in or from the Faroe Islands, the Azores, Sicily, Bosnia, Moldova, Georgia, Armenia, Mongolia,
// Laos, Samoa, Fiji, Nunavut, Newfoundland, Patagonia, Belize, Honduras, Malawi, Mozambique, Ghana,
// Orkney, Cornwall, the Isle of Man, Appalachia, Iceland and Portugal; plain questions about what the
// Bible says, prayer requests, confessions, reflections on passages, idioms, negations, indirect
// wordings that never name the topic, fragments and rambles (20 of 40 words or more, 55 of nine
// words or fewer), with touches of Scouse, Geordie, Scots, Singlish, Trinidadian, Newfoundland
// English, Indian English, Ghanaian Pidgin and Fijian English, non-native English from Mongolian,
// Lao, Portuguese, Italian, Bosnian, Korean, Georgian and Samoan speakers, text-speak, one
// voice-to-text message, all caps (two), emoji, teenagers and elders; most in plain English; 6 to 55
// words (mean 17.66). Hand-written in 60 batches of 13 (one per topic, in the order of TOPICS) by a
// new helper who read only the blind-28 hash test, sealed-set-checks.ts, the first 40 lines of
// blind-28.json (for the format; they hold ten of that set's anxiety messages, seen before this
// set's anxiety batch was written), blind-28.sha256 (and a hex dump of its last line, for its
// trailing newline), the repo's .prettierrc.json and .prettierignore, and the topics' ids and labels
// (printed by a script outside the repo that imported topics.ts, run with the worktree's tsx), listed
// the folder's file names and ran `git status --short` (and, once after the first commit, `git rev-parse
// HEAD` to print the commit hash, not on the brief's list of git commands, though not a history command,
// which is why this header was amended in a second commit); never ran a git history command, never read
// topics.ts, the lexicons, relevance.ts or any detection code, never read an earlier set's texts by
// eye, and never ran topic detection or any project code on these messages. Labelled with what a
// pastor would say each is about; 45 carry a second topic (7 of them health), all given in their
// batches; each topic leads exactly 13. Slips and touches, owned: the batches were written three to
// a sitting (39 drafts) and each sitting was run through the copy check at once, which reported each
// batch separately, rather than one batch per run; the set has more second topics (45) and more short
// messages (55) than the brief's "about 40" and "about 50", and a lower mean length than blind-28;
// the later batches (from about batch 40) lean plainer and name fewer of the asked-for voices; in the
// same sitting as batch 13, one hope draft that first mentioned bipolar disorder (on blind-28's list)
// was reworded to PTSD before its check; length fixes touched 13 drafts (three shortened to nine
// words or fewer in batches 1 to 3, ten lengthened to at least six words or trimmed from 59 to
// under 55), and after batch 60 a pass rewrote nine drafts (two in batch 58, one in 59 and two in 60
// to bring in named voices and lengthen, plus two prayer drafts that read as health requests, a
// mortality draft that read as aging and a love draft that read as work), all re-checked and none
// flagged; a few touches near earlier lists remain (Glasgow three times, dementia, Alzheimer's,
// multiple sclerosis and bipolar disorder once or twice each in caregiving, a deaf worshipper, an
// ex-army friend, a wife with PTSD from army service); the dialect and non-native renderings are the
// author's approximations, not checked by a speaker; no draft needed a safety redraft. Checked by a
// script outside the repo, after every sitting, against every string in train.json and blind-2.json
// to blind-28.json (28 files: 44,339 string values, labels included, plus their 42,094 object keys,
// 86,433 in all, 21,096 distinct, 21,031 of them with two or more tokens) and within itself, for
// exact and near copies (lowercased, apostrophes dropped, split on any non-letter/digit, token-set
// Jaccard >= 0.7), printing only indices, labels and scores: the checks flagged 41 drafts in 26 of
// the batches, all against the earlier sets and none within (scores 0.700 to 1.000, 6 of them with
// identical token sets), mostly stock Bible questions and verse quotations, and all 41 were
// rewritten as fresh sentences, none flagged again; 5 more drafts scoring 0.636 to 0.667 were
// rewritten for margin. The final file, checked once more, has no exact copies and no flags; its
// closest pair is 0.692 against the earlier sets (31 drafts score 0.6 to 0.7) and 0.429 within
// itself. Formatted with the repo's Prettier config (the folder's JSON is prettier-ignored, so it was
// run with the ignore file bypassed) and sealed with its SHA-256 on its own before the tuning it
// measures. Its labels are the 60 topic ids of TOPICS in ../topics.ts; its brief asked for at least
// 700 messages and for each topic to lead exactly thirteen. Fails if a byte changes.
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { TOPICS } from "../topics.js";
import { readTopicSet } from "./relevance.js";
import { checkSealedTopicSet } from "./sealed-set-checks.js";

describe("topic-relevance blind set 29", () => {
  checkSealedTopicSet("blind-29", 700);

  it("leads with each topic at least 13 times", () => {
    const messages = readTopicSet(fileURLToPath(new URL("./blind-29.json", import.meta.url)));
    for (const { id } of TOPICS) expect(messages.filter((m) => m.topics[0] === id).length, id).toBeGreaterThanOrEqual(13);
  });
});
