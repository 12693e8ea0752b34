// The twenty-seventh topic-relevance blind set: 780 everyday messages over the index's 60 topics, in
// voices leaning away from blind-26's (wind-turbine technicians, tree surgeons, sickle cell to ALS,
// Salvation Army to Fijian Methodist writers, Fiji to outback Queensland) and the voices before them:
// air-traffic controllers, ferry deckhands and tugboat crews, cobblers, bookbinders, glaziers, court
// stenographers, saturation and commercial divers, mushroom farmers, oil-rig cooks, telecom linesmen,
// school librarians, crossing guards, jockeys and stable hands, a circus aerialist, potters, mail
// carriers, chimney sweeps, quarry workers, lifeguards, vineyard and coffee pickers, crane operators,
// ice-road truckers, organists, translators, a lighthouse relief keeper, a sheep shearer and a taxi
// driver; people living with endometriosis, Huntington's, cystic fibrosis, kidney failure on dialysis,
// long COVID, PTSD, Tourette's, glaucoma and sight loss, spinal-cord injury, epilepsy, postnatal
// depression, schizophrenia and Ehlers-Danlos, or caring for someone with them; Mar Thoma, Armenian
// Apostolic, Moravian, Hutterite, Waldensian, Plymouth Brethren, Dutch Reformed, Hmong, Karen Baptist,
// Mizo Presbyterian, Samoan Congregational, Sámi Laestadian, Iglesia Filipina Independiente, Batak
// Lutheran, Malagasy FJKM and Cameroonian Presbyterian writers; writers in or from Madagascar,
// Mizoram, Nagaland, Myanmar, Laos, Sumatra, Samoa, Papua New Guinea, Greenland, the Faroes, Lapland,
// the Azores, Sicily, Moldova, Armenia, Georgia, Mongolia, Chad, Malawi, Mozambique, Sierra Leone,
// Liberia, Belize, Honduras, Chiloé, Newfoundland, Nunavut, Appalachia, the Ozarks, the Hebrides,
// Orkney, the Isle of Man and the Fens; plain questions about what the Bible says, prayer requests,
// confessions, reflections on passages, idioms, negations ("not angry at God, just tired"), indirect
// wordings that never name the topic, fragments and long rambles (17 of 40 words or more, 53 of nine
// words or fewer), written in Newfoundland English, Scouse, Geordie, Doric, Singlish, Tok Pisin, Krio,
// Gullah, Appalachian English, Aussie and Kiwi slang, South African English, Hinglish and Taglish,
// with text-speak, two voice-to-text messages, all caps, emoji, teenagers, elders, one pasted email,
// one prayer list, and non-native English from Malagasy, Burmese, Hmong, Indonesian, Armenian,
// Georgian, Mongolian, Mozambican Portuguese, Dutch and Finnish speakers; most in plain English; 6 to
// 55 words (mean 20.05). Hand-written in 60 batches of 13 (one per topic, each run through the copy
// check as soon as it was written) by a new helper who read only the blind-26 hash test,
// sealed-set-checks.ts, the first 40 lines of blind-26.json (for the format; they hold ten of that
// set's anxiety messages, which were seen before this set's anxiety batch was written),
// blind-26.sha256 (and a hex dump of it, for its trailing newline), the repo's .prettierrc.json and
// .prettierignore (to format) and the topics' ids and labels (printed by a script outside the repo
// that imported topics.ts, run with the local tsx binary after `npx tsx` could not find it), listed
// the folder's file names and ran `git status --short`, never ran a git history command, never read
// topics.ts, the topic lexicons, relevance.ts or the detection code, never read an earlier set's texts
// by eye, and never ran topic detection or any project code on them, labelled with what a pastor would
// say each is about (40 carry a second topic, 20 of them health; 19 of those 40 second topics were
// added in a labelling pass after the last batch, one of them on a draft the voice pass also reworded,
// the other 18 with no text changed; each topic leads exactly 13). Slips and touches, owned: a voice
// pass after batch 60 reworded 11 drafts, six into voices the brief asked for that were still missing
// (Scouse, Kiwi slang, Hinglish, a Burmese and a Dutch speaker, one voice-to-text) and five to lean
// away from blind-26's list (a parent's stroke, a husband's stroke, a scaffold, an elderly father's
// memory, failing hearing), and another draft's nursing degree became a teaching degree in its batch;
// all 12 went back through the copy check, which flagged none of them; a few touches near earlier
// lists remain (a husband who "nursed" his wife and a carer who calls himself "nurse", a move to
// Seoul, a Psalm 23 shepherd, a bakery); when rewriting one flagged draft in batch 34 an off-by-one
// replaced the unflagged draft before it, the re-check flagged the untouched draft again, and it was
// then rewritten; the dialect and non-native renderings (Tok Pisin, Krio, Gullah, Doric, Geordie,
// Scouse, Singlish, Hinglish, Taglish, the Malagasy and Hmong phrases, the non-native English) are the
// author's approximations, not checked by a speaker; first drafts ran long, so 10 drafts over 55 words
// were trimmed and 6 fragments under six words lengthened in their batches, all re-checked. Checked by
// a script outside the repo, after every batch, against the 41,139 earlier strings in train.json and
// blind-2.json to blind-26.json (every string in those 26 files, labels included, 19,530 distinct; the
// script also compared the files' JSON keys, none of them near any message; there is no blind.json)
// and within itself, for exact and near copies (lowercased, punctuation stripped, token-set Jaccard >=
// 0.7), printing only indices and scores: the checks flagged 23 drafts in 18 of the batches, all
// against the earlier sets and none within (scores 0.700 to 1.000, 4 of them with identical token
// sets), most of them stock Bible questions or stock phrasings, and all 23 were rewritten as fresh
// sentences, none of them flagged again; 21 more drafts scoring 0.636 to 0.696 against the earlier
// sets were rewritten for margin under the same check, which then flagged nothing; the final set's
// closest pair is 0.630 against the earlier sets and 0.370 within itself. Formatted with the repo's
// Prettier config (the folder's JSON is prettier-ignored, so it was run with the ignore file bypassed)
// and sealed with its SHA-256 on its own before the tuning it measures. Its labels are the 60 topic
// ids of TOPICS in ../topics.ts; its brief asked for at least 700 messages and for each topic to lead
// exactly thirteen. Fails if a byte changes.
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { TOPICS } from "../topics.js";
import { readTopicSet } from "./relevance.js";
import { checkSealedTopicSet } from "./sealed-set-checks.js";

describe("topic-relevance blind set 27", () => {
  checkSealedTopicSet("blind-27", 700);

  it("leads with each topic at least 13 times", () => {
    const messages = readTopicSet(fileURLToPath(new URL("./blind-27.json", import.meta.url)));
    for (const { id } of TOPICS) expect(messages.filter((m) => m.topics[0] === id).length, id).toBeGreaterThanOrEqual(13);
  });
});
