// Topic relevance on the topic-relevance set (issue 12, "the right scripture for everyday words").
// Training split (1,207 messages over 60 topics: the first blind split, read and merged, 70
// paraphrases written for the synonym families of session 19, 60 plain "what does the Bible say
// about …" questions, one per topic, and 47 messages in other voices (slang, British, lowercase)),
// and since session 20 323 more paraphrases in five batches, each written before the round that
// tuned on it (1,530 in all), and since session 21 200 more (1,730): paraphrases of blind-4's
// families with twins that must keep their topic, plain questions, and a 50-message probe: the
// lexicon, negation and figure handling were tuned on it, so its figure is not an estimate.
// blind-2.json (359 messages over the 60 topics, written by someone who had not read the lexicons)
// was evaluated once, blind: 244/359 (68.0 %; 34 with no topic, 81 wrong) on 2026-11-24, target
// 90 % NOT met. Its misses were then read and tuned on (session 19), so it is training material now
// and its figure here is no estimate either.
// blind-3.json (443 messages, written by someone who had not read the lexicons, sealed before
// session 19's tuning) was evaluated once, blind, after that tuning was merged: 271/443 (61.2 %;
// 57 with no topic, 115 wrong) on 2026-11-24, target 90 % NOT met (the code before that tuning
// scored 265/443 on it). Session 20 read its misses and tuned on them (families of wording, not its
// sentences): 394/443, held below; it is training material now and that figure is no estimate.
import { describe, expect, it } from "vitest";
import {
  formatRelevance,
  readTopicSet,
  topicRelevance,
  TOPIC_BLIND_2_FILE,
  TOPIC_BLIND_3_FILE,
  TOPIC_BLIND_4_FILE,
  TOPIC_BLIND_5_FILE,
  TOPIC_BLIND_6_FILE,
  TOPIC_BLIND_7_FILE,
  TOPIC_BLIND_8_FILE,
  TOPIC_TRAIN_FILE,
} from "./relevance.js";

// Since the word vectors' neighbours (topic-blend.ts), every message of the first five sets is also
// one of the neighbours' examples, and since the topic classifier (session 25) every set here is in
// its training (blind-7 since session 26, blind-8 since session 27), so each finds itself: the
// figures below are in-sample and no estimate at all. topic-leave-one-set-out.test.ts reads each set
// with the others as the training instead. The records (session 27: blind-8 in the classifier and
// session 27's blend) are the in-sample figures as measured: 1715, 355, 433, 533, 540, 554, 596, 623.
// Training split: 1626/1730 with the neighbours (in-sample). The rules alone: 1595/1730 (92.2 %)
// after session 21's families (200 messages added: fresh paraphrases of blind-4's families with
// twins, plain questions, and a 50-message probe; the 1,530 older: 1402 -> 1406); 1402/1530
// (91.6 %) after session 20's families (the 1,207 older messages: 1108 -> 1114); 1108/1207 after
// session 19's synonym families; 927/1030 (90.0 %) before them.
// In-sample with the classifier since session 25; 1715/1730 since session 27.
const TRAIN_FLOOR = 1715;
// 339/359 with the neighbours (in-sample); 331/359 (92.2 %) after session 21 (330 after sessions
// 19-20); the blind once-figure was 244/359.
// 355/359 in-sample since session 27.
const BLIND_2_TUNED_FLOOR = 355;

// Blind-3: once-figure 271/443; 394/443 (88.9 %) once tuned on in session 20 (see above); 404/443
// with the neighbours (in-sample).
// 433/443 in-sample since session 27.
const BLIND_3_TUNED_FLOOR = 433;

// Blind-4: once-figure 380/543; 508/543 (93.6 %) once tuned on in session 21 (see below); 510/543
// with the neighbours (in-sample).
// 533/543 in-sample since session 27.
const BLIND_4_TUNED_FLOOR = 533;

describe("topic relevance", () => {
  it("training split (tuned on): prints the figure and holds its floor", () => {
    const r = topicRelevance(readTopicSet(TOPIC_TRAIN_FILE));
    console.log(formatRelevance("training split (tuned on; not an estimate)", r));
    expect(r.relevant).toBeGreaterThanOrEqual(TRAIN_FLOOR);
  });

  it("blind-2 split (blind once at 244/359, tuned on since): prints the figure and holds its floor", () => {
    const r = topicRelevance(readTopicSet(TOPIC_BLIND_2_FILE));
    console.log(formatRelevance("blind-2 split (tuned on since its single blind run at 244/359; not an estimate)", r));
    expect(r.relevant).toBeGreaterThanOrEqual(BLIND_2_TUNED_FLOOR);
  });

  it("blind-3 split (blind once at 271/443, tuned on since): prints the figure and holds its floor", () => {
    const r = topicRelevance(readTopicSet(TOPIC_BLIND_3_FILE));
    console.log(formatRelevance("blind-3 split (tuned on since its single blind run at 271/443; not an estimate)", r));
    expect(r.relevant).toBeGreaterThanOrEqual(BLIND_3_TUNED_FLOOR);
  });

  // blind-4.json (543 messages, written by a helper who had not read the lexicons, sealed before
  // session 20's topic round): run ONCE after that round's merges (2026-11-24): 380/543 relevant
  // (70.0 %; 58 no topic, 105 a wrong topic), target 90 % NOT met. The code before that round
  // (2581cf9) scored 366/543 (67.4 %). Session 21 read its misses and tuned on them (families of
  // wording with fresh paraphrases and twins in train.json, not its sentences): 508/543 (93.6 %),
  // held below; it is training material now and that figure is no estimate. A fresh probe of 50
  // everyday messages, written after those families and scored before any cue for it, read 39/50
  // both before and after them (docs/decisions.md): expect a new blind set near its predecessors.
  it("blind-4 split (blind once at 380/543, tuned on since): prints the figure and holds its floor", () => {
    const r = topicRelevance(readTopicSet(TOPIC_BLIND_4_FILE));
    console.log(formatRelevance("blind-4 split (tuned on since its single blind run at 380/543; not an estimate)", r));
    expect(r.relevant).toBeGreaterThanOrEqual(BLIND_4_TUNED_FLOOR);
  });

  // blind-5.json (578 messages over the 60 topics, written by a helper who had not read the lexicons,
  // sealed before session 21's topic round): run ONCE after that round's merges (2026-11-24):
  // 344/578 relevant (59.5 %; 53 no topic, 181 a wrong topic), target 90 % NOT met. The code before
  // that round (d5c0ce3) scored 332/578 (57.4 %). The rules were never tuned on it, but since the
  // word vectors' neighbours its messages are their examples: 383/578 in-sample, no estimate (with
  // the other four sets as the examples: 357/578, topic-leave-one-set-out.test.ts). With the
  // classifier trained on it as well: 540/578 in-sample since session 27, the record.
  it("blind-5 split (blind once at 344/578, the neighbours' examples since): prints the figure and holds its floor", () => {
    const r = topicRelevance(readTopicSet(TOPIC_BLIND_5_FILE));
    console.log(formatRelevance("blind-5 split (blind once at 344/578; the neighbours' examples since, not an estimate)", r));
    expect(r.relevant).toBeGreaterThanOrEqual(540);
  });

  // blind-6.json (604 messages over the 60 topics, written by a helper who had not read the lexicons,
  // sealed before session 22's word vectors): run ONCE after they were merged (2026-11-25): 380/604
  // relevant (62.9 %; 43 no topic, 181 a wrong topic), target 90 % NOT met. The code before the
  // vectors (c019d4a) scored 371/604 (61.4 %). Only the figure is printed. In the classifier's training
  // since session 25, so in-sample since: 554/604 since session 27, the record.
  it("blind-6 split (blind once at 380/604, the classifier's training since): prints the figure and holds it", () => {
    const r = topicRelevance(readTopicSet(TOPIC_BLIND_6_FILE));
    console.log(formatRelevance("blind-6 split (blind once at 380/604; the classifier's training since, not an estimate)", r));
    expect(r.relevant).toBeGreaterThanOrEqual(554);
  });

  // blind-7.json (647 messages over the 60 topics, written by a helper who had not read the lexicons,
  // sealed before session 24's changes): run ONCE on the session's code (2026-11-25): 366/647
  // relevant (56.6 %; 51 no topic, 230 a wrong topic), target 90 % NOT met. No topic change shipped
  // that session (the encoder's vectors for the topic neighbours were measured leave-one-set-out and
  // dropped, docs/decisions.md), so the code before and after is the same for this set. Run a
  // second time, unread, on session 25's final code (the trained topic classifier shipped, chosen
  // leave-one-set-out on the six readable sets before this run): 392/647 (60.6 %; 42 no topic, 213
  // a wrong topic), +26 (+4.0 points, as the folds' +3.7 foretold). In the classifier's training since
  // session 26, so in-sample since: 596/647 since session 27, the record.
  it("blind-7 split (blind twice, at 366 and 392/647; the classifier's training since): prints the figure and holds it", () => {
    const r = topicRelevance(readTopicSet(TOPIC_BLIND_7_FILE));
    console.log(
      formatRelevance("blind-7 split (blind at 392/647 on session 25's code; the classifier's training since, not an estimate)", r),
    );
    expect(r.relevant).toBeGreaterThanOrEqual(596);
  });

  // blind-8.json (705 messages over the 60 topics, written by a helper who had not read the lexicons,
  // sealed at the end of session 25, after that session's topic classifier): run ONCE on session
  // 25's final code (2026-11-25): 424/705 relevant (60.1 %; 29 no topic, 252 a wrong topic), target
  // 90 % NOT met. Run once more on session 26's final code (blind-7 in the classifier, the blend
  // re-judged on the three newest authors): 438/705 (62.1 %; 24 no topic, 243 a wrong topic). Its
  // pass or fail line was seen once on that blend before it was final (a helper's run of this file,
  // docs/decisions.md "Topic round, session 26"). Readable since; in the classifier's training since
  // session 27 (docs/decisions.md "Topic round, session 27"), so in-sample: 623/705, the record
  // (read with the other seven sets as the training: 439/705, topic-leave-one-set-out.test.ts).
  it("blind-8 split (blind twice, at 424 and 438/705; the classifier's training since): prints the figure and holds it", () => {
    const r = topicRelevance(readTopicSet(TOPIC_BLIND_8_FILE));
    console.log(
      formatRelevance("blind-8 split (blind at 438/705 on session 26's code; the classifier's training since, not an estimate)", r),
    );
    expect(r.relevant).toBeGreaterThanOrEqual(623);
  });
});
