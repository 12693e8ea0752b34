// The thirtieth topic-relevance blind set: 780 everyday messages over the index's 60 topics, in
// voices leaning away from blind-29's lists (see its hash test) and blind-28's (Coptic to Aladura,
// MS to bipolar, Vanuatu to Timor-Leste, Cajun English to Manglish): beekeepers, bus drivers,
// midwives, sign-language interpreters, miners, shepherds, prison officers, forestry workers,
// dockers, locksmiths, piano tuners, watchmakers, potters, dry-stone wallers, fishmongers, tram
// drivers, postal workers, lifeguards, call-centre workers, hotel housekeepers, bell ringers,
// oil-rig workers, wind-turbine technicians, nannies and farriers (with a harbour pilot, a rancher,
// a wheat farmer, a fisherman, a surgeon and a union rep); people living with epilepsy, type 1
// diabetes, migraine, fibromyalgia, ME/CFS, hearing loss, autism, ADHD, OCD, stroke, dialysis or
// heart failure, or caring for someone with them; Maronite, Syro-Malabar, Moravian, Hutterite,
// Quaker, Plymouth Brethren, Seventh-day Adventist, Nazarene, Laestadian, Dutch Reformed, Hungarian
// Reformed, Romanian and Serbian Orthodox, Ukrainian Greek Catholic, Tongan Methodist, PNG Lutheran,
// Rwandan Anglican, Congolese Baptist and Brazilian Assemblies of God writers; writers in or from
// Tonga, Papua New Guinea, Zambia, Rwanda, Uganda, Sri Lanka, Nepal, Romania, Hungary, Serbia,
// Lithuania, Finnish Lapland, Greenland, Tasmania, Otago, Anglesey, the Yorkshire Dales, Norfolk,
// Alaska, Montana, Saskatchewan, Cape Breton, Jamaica, Guyana, Bolivia, Chile, Cape Verde, Zanzibar
// and the Philippines; plain questions about what the Bible says, prayer requests, confessions,
// reflections on passages, idioms, negations, indirect wordings that never name the topic,
// fragments and rambles (23 of 40 words or more, 51 of nine words or fewer), with touches of
// Brummie, Yorkshire, Cork English, Jamaican Patois, Hinglish, Kiwi slang, Philippine English, Tok
// Pisin and Hawaiian Pidgin, non-native English from Hungarian, Serbian, Nepali, Sinhala, Tongan,
// Spanish, Kinyarwanda, Finnish, Romanian, Lithuanian, Dutch, Filipino, French, Luganda and
// Portuguese speakers, text-speak, one voice-to-text message and one transcribed voice note, emoji,
// teenagers and elders; most in plain English; 6 to 59 words (mean 21.29, counting whitespace-split
// tokens, emoji included). Hand-written in 60 batches of 13 (one per topic, in the order of TOPICS),
// each batch written and run through the copy check on its own before the next was begun, by a new
// helper who read only the blind-29 hash test, sealed-set-checks.ts, the first 40 lines of
// blind-29.json (for the format; they hold ten of that set's anxiety messages, seen before this
// set's anxiety batch was written), blind-29.sha256 (viewed with od -c for its trailing newline),
// the repo's .prettierrc.json and .prettierignore, and the topics' ids and labels (printed by a
// script outside the repo that imported topics.ts, run with the worktree's tsx); listed the
// folder's file names and ran only `git status --short`, `git add` and `git commit`; never ran a git
// history command or `git rev-parse`, never read topics.ts, the lexicons, relevance.ts or any
// detection code, never read an earlier set's texts by eye, and never ran topic detection or any
// project code on these messages. Labelled with what a pastor would say each is about; 44 carry a
// second topic (8 of them health; then family and marriage 4 each; school, singleness, parenting and
// work 3 each; loneliness, caregiving, aging, faith_growth and church 2 each; decisions, friendship,
// self_worth, scripture, fear and anxiety 1 each), all given in their batches; each topic leads
// exactly 13. Slips and touches, owned: the set has more long messages (23) and second topics (44)
// than the brief's "about 20" and "about 40", and a higher mean length than blind-29; the short
// count reached 57 by batch 53 and was brought back to 51 by lengthening eight short drafts (two in
// batch 53, one in 52, five in a final pass over batches 4, 10, 14, 15 and 23); length fixes also
// lengthened seven drafts that were under six words (batches 4, 5, 10, 11, 19, 22, 23) and made five
// long rambles (two lengthened, three rewritten from flagged or near drafts); two drafts were
// rewritten because they read as another topic (a temptation draft as addiction, a school draft as
// guilt) and two were given second labels during writing (health, work); after batch 51 a scan of
// the author's own drafts for names on the earlier lists led to six rewrites (one draft naming
// dyslexia, one Scots word, one in-text dialect label, two Lisbon settings and a bakery owner), all
// re-checked; a few touches near earlier lists remain (Cape Verdean and Brazilian writers whose
// first language is Portuguese, a chapel on Anglesey and a Methodist chapel, a Welsh hill farm,
// Galloway, Deaf church members and a Deaf wife, and dementia implied once in caregiving and
// memory loss once in aging); the dialect and non-native renderings, including the Tok Pisin and
// Patois lines, are the author's approximations, not checked by a speaker, and one Luganda phrase
// was corrected after its check (re-checked). No draft crossed the safety line and none needed a
// safety redraft; two drafts that alluded to wishing to die or to dwelling on death were reworded
// to keep the set everyday (a sadness draft on Elijah and a mortality draft), both re-checked.
// Checked by a script outside the repo, after every batch, against every string in train.json and
// blind-2.json to blind-29.json (29 files: 45,944 string values, labels included, plus their 43,654
// object keys, 89,598 in all, 21,876 distinct, 21,811 of them with two or more tokens) and within
// itself, for exact and near copies (lowercased, apostrophes dropped, split on any non-letter/digit,
// token-set Jaccard >= 0.7), printing only indices, labels and scores: the checks flagged 43 drafts
// in 31 of the batches, all against the earlier sets and none within (scores 0.714 to 1.000, 9 of
// them with identical token sets, 8 of those exact copies once normalised), mostly stock Bible
// questions, short stock phrases and verse quotations, and all 43 were rewritten as fresh sentences,
// none flagged again; 39 more rewrites of 38 drafts scoring 0.600 to 0.696 were made for margin. The
// final file, checked once more, has no exact copies and no flags; its closest pair is 0.593 against
// the earlier sets (22 drafts score 0.55 or more, none 0.6 or more) and 0.333 within itself.
// Formatted with the repo's Prettier config (the folder's JSON is prettier-ignored, so it was run
// with the ignore file bypassed) and sealed with its SHA-256 on its own before the tuning it
// measures. Its labels are the 60 topic ids of TOPICS in ../topics.ts; its brief asked for at least
// 700 messages and for each topic to lead exactly thirteen. Fails if a byte changes.
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { TOPICS } from "../topics.js";
import { readTopicSet } from "./relevance.js";
import { checkSealedTopicSet } from "./sealed-set-checks.js";

describe("topic-relevance blind set 30", () => {
  checkSealedTopicSet("blind-30", 700);

  it("leads with each topic at least 13 times", () => {
    const messages = readTopicSet(fileURLToPath(new URL("./blind-30.json", import.meta.url)));
    for (const { id } of TOPICS) expect(messages.filter((m) => m.topics[0] === id).length, id).toBeGreaterThanOrEqual(13);
  });
});
