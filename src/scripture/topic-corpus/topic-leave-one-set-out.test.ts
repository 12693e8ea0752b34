// Run with `npm run test:eval` (vitest.eval.config.ts), not by `npm test` since session 39: a topic
// round or a join runs it (docs/decisions.md, "Test suite time, session 39").
// The topic reading measured the honest way (docs/decisions.md, issue 12) on the newest two
// readable labelled sets, the newest authors: each is read with every other readable set as the
// classifier's training data and the neighbours' examples (TOPIC_EXAMPLE_FILES less the set read:
// blind-6 on are no examples), so no message finds itself. The rules were never tuned on these
// authors, so this is what a new author gets. Every fold (one training per readable set, 5-7 min
// at eight folds and growing) is read by bench/topic-classifier-loso.ts, which prints each reader's
// figures and the blend grid; since session 28 this test holds the newest folds only, to keep the
// unit suite's time (the older folds' figures are in the bench's output and docs/decisions.md):
// three in session 28 (110 s idle, 250 s under CI load), two since session 29 (blind-10, blind-11; blind-11, blind-12 since session 30;
// blind-12, blind-13 since session 31; blind-13, blind-14 since session 32; blind-14, blind-15 since session 33;
// blind-15, blind-16 since session 34; blind-16, blind-17 since session 35; blind-17, blind-18 since session 36; blind-18, blind-19 since session 37; blind-19, blind-20 since session 38;
// blind-20, blind-21 since session 39; blind-21, blind-22 since session 40; blind-22, blind-23 since session 41; blind-23, blind-24 since session 42;
// blind-24, blind-25 since session 43; blind-25, blind-26 since session 44; blind-26, blind-27 since session 45; blind-27, blind-28 since session 46; blind-28, blind-29 since session 47; blind-29, blind-30 since session 48; blind-30, blind-31 since session 49; blind-31, blind-32 since session 50; blind-32, blind-33 since session 51; blind-33, blind-34 since session 52; blind-37, blind-38 since session 56; blind-38, blind-39 since session 57; blind-40, blind-41 since session 59).
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { buildTopicModelBytes } from "../../../data/build-topic-classifier.js";
import { blendTopics } from "../topic-blend.js";
import { deserialiseTopicModel } from "../topic-classifier-model.js";
import { probabilitiesBy } from "../topic-classifier.js";
import { topicNeighbours, type TopicExample } from "../topic-neighbours.js";
import { countedWords, detectTopicsByRules } from "../topics.js";
import { TOPIC_CLASSIFIER_FILES, TOPIC_EXAMPLE_FILES } from "./example-files.js";

// Figures in TOPIC_CLASSIFIER_FILES order: train, blind-2, ..., blind-8 (blind-10 since session 28).
// Measured (session 26, seven folds, bench/topic-classifier-loso.ts): rules alone 1595, 331, 394,
// 508, 344, 371, 353; rules with the neighbours (the blend before the classifier) 1590, 331, 394,
// 504, 357, 380, 366; the classifier alone 1274, 314, 352, 426, 401, 436, 417; rules, neighbours and
// classifier (the blend of session 25) 1585, 336, 402, 505, 381, 408, 392; the blend of session 26
// (rules sure above 8, the classifier at 1.5 where the rules' best is at most 3, alone at 0.5) 1581,
// 338, 404, 501, 402, 421, 414: blind-5 to blind-7 1,103 -> 1,181 -> 1,237 of 1,829.
// Session 27, eight folds (blind-8 in the other folds' training): rules alone 1595, 331, 394, 508,
// 344, 371, 353, 387; the classifier alone 1295, 318, 361, 433, 410, 444, 420, 447; session 26's
// blend 1574, 337, 405, 503, 406, 435, 418, 438 (blind-5 to blind-8 1,697 of 2,534); the blend of
// session 27 (rules sure above 10, the classifier at 2 where the rules' best is at most 3, alone at
// 0.5 as before) 1573, 339, 402, 500, 413, 437, 425, 439 (1,714).
// Session 28, ten folds (blind-9 and blind-10 in the other folds' training): rules alone 1595, 331,
// 394, 508, 344, 371, 353, 387, 331, 366; the classifier alone 1341, 319, 362, 444, 419, 452, 438,
// 461, 435, 472; session 27's blend 1576, 336, 407, 502, 419, 442, 440, 450, 413, 452 (blind-7 to
// blind-10 1,755 of 2,750); the blend of session 28 (rules sure above 12, the classifier at 1, at
// 2.5 where the rules' best is at most 3, alone at 0.55) 1558, 338, 406, 502, 417, 449, 446, 458,
// 426, 459 (1,789; alone at 0.5, 1,799, named "the quick brown fox" rejection). The floors hold the
// blend shipped on the newest three folds (blind-8, blind-9, blind-10); the bench reads the rest.
// With session 28's everyday phrases (topics.ts lexicons): 1559, 338, 406, 502, 418, 449, 447, 458,
// 430, 465 (1,800).
// Session 29, eleven folds (blind-11 in the other folds' training; blind-11's own fold is session 28's
// shipped classifier, read blind at 528/780): the blend of session 28 on blind-8 to blind-11 457,
// 436, 473, 528 (1,894 of 2,883; the classifier alone 472, 436, 489, 540). The floors hold the
// newest two folds (blind-10, blind-11; three until session 29, for CI time). The blend of session 29
// (the classifier at 1.25, at 3 where the rules' best is at most 3; named with the neighbours'
// agreement at 0.3 when the rules find nothing) on the eleven folds: 1550, 337, 406, 501, 425, 454,
// 458, 465, 442, 486, 537 (blind-8 to blind-11 1,930); with session 29's everyday phrases 1550, 337,
// 406, 501, 426, 454, 459, 466, 442, 487, 539 (1,934).
// Session 30, twelve folds (blind-12 in the other folds' training; blind-12's own fold is session
// 29's shipped classifier, read blind at 476/780): the newest two folds, blind-11 and blind-12, 550
// and 476 (blind-11 539 -> 550 with blind-12 in its fold's training); with session 30's lexicon
// (setting words as hints) 552 and 484 (550 -> 552, 476 -> 484; train, blind-2, blind-3 and blind-10
// on the bench 1560, 338, 406, 493). With the classifier naming a topic alone from 0.6 (was 0.55;
// "the quick brown fox"), 551 and 482.
// Session 31, thirteen folds (blind-13 in the other folds' training; blind-13's own fold is session
// 30's shipped classifier, read blind at 502/780): the newest two folds, blind-12 and blind-13, 493
// and 502 (blind-12 482 -> 493 with blind-13 in its fold's training). 494 and 503 with the classifier's
// agreement with the neighbours from 0.2 (was 0.3; session 31, read on all thirteen folds).
// Session 32, fourteen folds (blind-14 in the other folds' training; blind-14's own fold is session
// 31's shipped classifier, read blind at 520/780): the newest two folds, blind-13 and blind-14, 515
// and 520 (blind-13 503 -> 515 with blind-14 in its fold's training). Session 32 (topic round): 516
// and 525 with the classifier weighing 8 where the rules' best is a hint, and naming a topic alone
// from 0.6 for a message that speaks of someone or asks something (read on all fourteen folds: the
// twelve older ones 6,632 -> 6,646 of 7,787).
// Session 33, fifteen folds (blind-15 in the other folds' training; blind-15's own fold is session
// 32's shipped classifier, read blind at 483/780): the newest two folds, blind-14 and blind-15, 532
// and 483 (blind-14 525 -> 532 with blind-15 in its fold's training). The classifier alone reads 557
// and 492 on them.
// Session 33 (topic round): 532 -> 535, 483 -> 486 (the classifier leads from 0.7 where the rules are
// not sure, and chooses between rule topics within 0.8 of the best; read on all fifteen folds); then
// 535 -> 537, 486 -> 491 (the classifier names a topic alone from 0.45 for a message about someone).
// Session 33 (second topic round): 537 -> 538, 491 -> 493 (the neighbours' likeliest named where the
// classifier gives it 0.1, when the rules find nothing in a message about someone; read on all fifteen folds).
// Session 34, sixteen folds (blind-16 in the other folds' training; blind-16's own fold is session
// 33's shipped classifier, read blind at 490/780): the newest two folds, blind-15 and blind-16, 505
// and 490 (blind-15 493 -> 505 with blind-16 in its fold's training). The classifier alone reads 513
// and 488 on them.
// Session 34 (topic round): 505 -> 514, 490 -> 500 (995 -> 1,014; the classifier alone 1,001), the
// classifier weighing 3 wherever the rules are not sure (1.25 above a rules' best of 3 until then;
// topic-blend.ts CLASSIFIER_WEIGHT; blind-14's fold 541 -> 555).
// Session 35, seventeen folds (blind-17 in the other folds' training; blind-17's own fold is session
// 34's shipped classifier, read blind at 593/780): the newest two folds, blind-16 and blind-17, 504
// and 593 (blind-16 500 -> 504 with blind-17 in its fold's training). The classifier alone reads 517
// and 585 on them.
// Session 35 (classifier round), on the newest two folds blind-16 and blind-17 (each with every other
// readable set, blind-17 or blind-16 among them, in its training): 504 -> 516, 593 -> 603 (1,097 ->
// 1,119 of 1,560; the classifier alone 517 -> 514, 585 level), the classifier trained with a message's second topic
// at a quarter of the target and its probabilities sharpened by 1.5 (TOPIC_TRAIN_OPTIONS), with
// messages of fewer than three content words left to the rules and naming alone from 0.75
// (topic-blend.ts); blind-15 509 -> 525, blind-14 555 -> 566.
// Session 36, eighteen folds (blind-18 in the other folds' training; blind-18's own fold is session
// 35's shipped classifier, read blind at 548/780): the newest two folds, blind-17 and blind-18, 607
// and 548 (blind-17 603 -> 607 with blind-18 in its fold's training). The classifier alone reads 593
// and 533 on them.
// Session 37, nineteen folds (blind-19 in the other folds' training; blind-19's own fold is session
// 36's shipped classifier, read blind at 620/780): the newest two folds, blind-18 and blind-19, 549
// and 620 (blind-18 548 -> 549 with blind-19 in its fold's training). The classifier alone reads 540
// and 616 on them.
// Session 38, twenty folds (blind-20 in the other folds' training; blind-20's own fold is session
// 37's shipped classifier, read blind at 583/780): the newest two folds, blind-19 and blind-20, 623
// and 583 (blind-19 620 -> 623 with blind-20 in its fold's training). The classifier alone reads 618
// and 576 on them.
// Session 39 (join, blind-27 / topic blind-21 / plan-blind-20 trained on), twenty-one folds (blind-21 in
// the other folds' training; blind-21's own fold is session 38's shipped classifier, read blind at
// 597/780): the newest two folds, blind-20 and blind-21, 591 and 597 (blind-20 583 -> 591 with blind-21
// in its fold's training). The classifier alone reads 579 and 594 on them.
// Session 40 (join, blind-28 / topic blind-22 / plan-blind-21 trained on), twenty-two folds (blind-22
// in the other folds' training; blind-22's own fold is session 39's shipped classifier, read blind at
// 610/780): the newest two folds, blind-21 and blind-22, 606 and 610 at 8,192 buckets (blind-21 597 ->
// 606 with blind-22 in its fold's training). Session 40 (the topic classifier at 65,536 buckets, l2
// 8e-5; docs/decisions.md "Topic classifier capacity (session 40)"): 624 and 628 (1,216 -> 1,252 of
// 1,560); the classifier alone reads 638 and 628 on them.
// Session 41 (join, blind-29 / topic blind-23 / plan-blind-22 trained on), twenty-three folds (blind-23
// in the other folds' training; blind-23's own fold is session 40's shipped classifier, read blind at
// 582/780): the newest two folds, blind-22 and blind-23, 631 and 582 (blind-22 628 -> 631 with blind-23
// in its fold's training). The classifier alone reads 634 and 599 on them.
// Session 42 (join, blind-30 / topic blind-24 / plan-blind-23 trained on), twenty-four folds (blind-24
// in the other folds' training; blind-24's own fold is session 41's shipped classifier, read blind at
// 582/780): the newest two folds, blind-23 and blind-24, 585 and 582 (blind-23 582 -> 585 with blind-24
// in its fold's training). The classifier alone reads 601 and 604 on them.
// Session 42 (the classifier weighs 4 in the blend, topic-blend.ts): 592 and 594.
// Session 43 (join, blind-31 / topic blind-25 / plan-blind-24 trained on), twenty-five folds (blind-25
// in the other folds' training; blind-25's own fold is session 42's shipped classifier, read blind at
// 623/780): the newest two folds, blind-24 and blind-25, 598 and 623 (blind-24 594 -> 598 with blind-25
// in its fold's training). The classifier alone reads 603 and 625 on them.
// Session 44 (join, blind-32 / topic blind-26 / plan-blind-25 trained on), twenty-six folds (blind-26
// in the other folds' training; blind-26's own fold is session 43's shipped classifier, read blind at
// 624/780): the newest two folds, blind-25 and blind-26, 631 and 624 (blind-25 623 -> 631 with blind-26
// in its fold's training). The classifier alone reads 635 and 635 on them.
// Session 45 (join, blind-33 / topic blind-27 / plan-blind-26 trained on), twenty-seven folds (blind-27
// in the other folds' training; blind-27's own fold is session 44's shipped classifier, read blind at
// 612/780): the newest two folds, blind-26 and blind-27, 628 and 612 (blind-26 624 -> 628 with blind-27
// in its fold's training). The classifier alone reads 640 and 633 on them.
// Session 46 (join, blind-34 / topic blind-28 / plan-blind-27 trained on), twenty-eight folds (blind-28
// in the other folds' training; blind-28's own fold is session 45's shipped classifier, read blind at
// 620/780): the newest two folds, blind-27 and blind-28, 616 and 620 (blind-27 612 -> 616 with blind-28
// in training). The classifier alone reads them 638 and 634.
// Session 47 (join, blind-35 / topic blind-29 / plan-blind-28 trained on), twenty-nine folds (blind-29
// in the other folds' training; blind-29's own fold is session 46's shipped classifier, read blind at
// 611/780): the newest two folds, blind-28 and blind-29, 620 and 611 (blind-28 level with blind-29 in
// training). The classifier alone reads them 635 and 618.
// Session 48 (join, blind-36 / topic blind-30 / plan-blind-29 trained on), thirty folds (blind-30 in the
// other folds' training; blind-30's own fold is session 47's shipped classifier, read blind at 583/780): the
// newest two folds, blind-29 and blind-30, 615 and 582 (blind-29 611 -> 615 with blind-30 in training). The
// classifier alone reads them 625 and 595.
// Session 49 (join, blind-37 / topic blind-31 / plan-blind-30 trained on), thirty-one folds (blind-31 in the
// other folds' training; blind-31's own fold is session 48's shipped classifier, read blind at 615/780): the
// newest two folds, blind-30 and blind-31, 579 and 617 (blind-30 582 -> 579 with blind-31 in training). The
// classifier alone reads them 604 and 624, above the blend on both.
// Session 50 (join, blind-38 / topic blind-32 / plan-blind-31 trained on), thirty-two folds (blind-32 in the
// other folds' training; blind-32's own fold is session 49's shipped classifier, read blind at 452/600): the
// newest two folds, blind-31 and blind-32, 616 and 452 (blind-31 617 -> 616 with blind-32 in training). The
// classifier alone reads them 625 and 467. Letting the classifier lead wherever the rules are not sure
// (CLASSIFIER_LEADS 0.7 -> 0.1) read blind-29 to blind-32 2,262 -> 2,281 of 2,940 but cost the plan sets
// study days (older -33, held out -5) and was not shipped (docs/decisions.md, "Session 50's join").
// Session 51 (join, blind-39 / topic blind-33 / plan-blind-32 trained on), thirty-three folds (blind-33 in the
// other folds' training; blind-33's own fold is session 50's shipped classifier, read blind at 491/600): the
// newest two folds, blind-32 and blind-33, 454 and 492 (blind-32 452 -> 454 with blind-33 in training). The
// classifier alone reads them 473 and 505.
// Session 52 (join, blind-40 / topic blind-34 / plan-blind-33 trained on), thirty-four folds (blind-34 in the
// other folds' training; blind-34's own fold is session 51's shipped classifier, read blind at 471/600): the
// newest two folds, blind-33 and blind-34, 490 and 471 (blind-33 492 -> 490 with blind-34 in training). The
// classifier alone reads them 504 and 488.
// Session 53 (join, blind-41 / topic blind-35 / plan-blind-34 trained on), thirty-five folds (blind-35 in the
// other folds' training; blind-35's own fold is session 52's shipped classifier, read blind at 496/600): the
// newest two folds, blind-34 and blind-35, 473 and 495 (blind-34 471 -> 473 with blind-35 in training). The
// classifier alone reads them 491 and 502, above the blend on both again.
// Session 54 (join, blind-42 / topic blind-36 / plan-blind-35 trained on), thirty-six folds (blind-36 in the
// other folds' training; blind-36's own fold is session 53's shipped classifier, read blind at 473/600): the
// newest two folds, blind-35 and blind-36, 496 and 473 (blind-35 495 -> 496 with blind-36 in training). The
// classifier alone reads them 501 and 478, above the blend on both again.
// Session 55 (join, blind-43 / topic blind-37 / plan-blind-36 trained on), thirty-seven folds (blind-37 in the
// other folds' training; blind-37's own fold is session 54's shipped classifier, read blind at 488/600): the
// newest two folds, blind-36 and blind-37, 474 and 488 (blind-36 473 -> 474 with blind-37 in training). The
// classifier alone reads them 480 and 491, above the blend on both again.
// Session 56 (join, blind-44 / topic blind-38 / plan-blind-37 trained on), thirty-eight folds (blind-38 in the
// other folds' training; blind-38's own fold is session 55's shipped classifier, read blind at 477/600): the
// newest two folds, blind-37 and blind-38, 489 and 477 with the blend as it was (blind-37 488 -> 489 with blind-38 in
// training); the classifier alone 494 and 489. With session 56's blend (rules sure above 20, the classifier alone from
// 0.9 for a message of few words; docs/decisions.md): 490 and 482.
// Session 57 (join, blind-45 / topic blind-39 / plan-blind-38 trained on), thirty-nine folds (blind-39 in the
// other folds' training; blind-39's own fold is session 56's shipped classifier, read blind at 461/600): the newest
// two folds, blind-38 and blind-39, 487 and 461 (blind-38 482 -> 487 with blind-39 in training); the classifier alone
// 495 and 470.
// Session 59 (joins of sessions 58 and 59: topic blind-40 and blind-41 trained on; session 58 did not run this test),
// forty-one folds (blind-41 in the other folds' training; blind-41's own fold reads it as session 58's shipped
// classifier did, 482/600 blind): the newest two folds, blind-40 and blind-41, 474 and 483 (blind-40 473 -> 474 with
// blind-41 in training); the classifier alone 488 and 494, above the blend on both, as in sessions 50 to 57.
// Session 60 (join, topic blind-42 trained on), forty-two folds (blind-42's own fold reads it as session 59's shipped
// classifier did, 477/600 blind): the newest two folds, blind-41 and blind-42, 482 and 476 (blind-41 483 -> 482 with
// blind-42 in training); the classifier alone 497 and 491, above the blend on both.
const FLOORS = [482, 476];
// The rules with the neighbours and no classifier, under the blend's thresholds (rules sure above 12
// since session 28, 10 since session 27: 1589, 330, 394, 503, 358, 380, 370, 394, 342, 376 on the
// ten folds with either; 504 on blind-4 with session 26's 8; 1590, 331, 394, 504, 357, 380, 366
// with session 25's 5), held exactly on the newest three; 395, 348, 384 there with session 28's
// everyday phrases; 348, 384, 446 on blind-9 to blind-11 with session 29's folds (the newest two held);
// 386, 448 on blind-10 and blind-11 with session 29's everyday phrases; 448, 385 on blind-11 and
// blind-12 (session 30's folds); 451, 386 with session 30's lexicon (448 -> 451, 385 -> 386); 386,
// 379 on blind-12 and blind-13 (session 31's folds).
// 379, 415 on blind-13 and blind-14 (session 32's folds).
// 415, 366 on blind-14 and blind-15 (session 33's folds).
// 366, 364 on blind-15 and blind-16 (session 34's folds).
// 364, 451 on blind-16 and blind-17 (session 35's folds).
// 451, 388 on blind-17 and blind-18 (session 36's folds).
// 388, 450 on blind-18 and blind-19 (session 37's folds).
// 450, 444 on blind-19 and blind-20 (session 38's folds).
// 444, 463 on blind-20 and blind-21 (session 39's folds).
// 463, 441 on blind-21 and blind-22 (session 40's folds).
// 441, 423 on blind-22 and blind-23 (session 41's folds).
// 423, 380 on blind-23 and blind-24 (session 42's folds).
// 380, 376 on blind-24 and blind-25 (session 43's folds).
// 376, 413 on blind-25 and blind-26 (session 44's folds).
// 413, 405 on blind-26 and blind-27 (session 45's folds).
// 405, 404 on blind-27 and blind-28 (session 46's folds).
// 404, 407 on blind-28 and blind-29 (session 47's folds).
// 407, 366 on blind-29 and blind-30 (session 48's folds).
// 366, 398 on blind-30 and blind-31 (session 49's folds).
// 398, 278 on blind-31 and blind-32 (session 50's folds).
// 278, 290 on blind-32 and blind-33 (session 51's folds).
// 290, 327 on blind-33 and blind-34 (session 52's folds).
// 327, 337 on blind-34 and blind-35 (session 53's folds).
// 337, 331 on blind-35 and blind-36 (session 54's folds).
// 331, 332 on blind-36 and blind-37 (session 55's folds).
// 332, 317 on blind-37 and blind-38 (session 56's folds, rules sure above 20).
// 317, 296 on blind-38 and blind-39 (session 57's folds).
// 308, 333 on blind-40 and blind-41 (session 59's folds).
// 333, 323 on blind-41 and blind-42 (session 60's folds).
const BEFORE = [333, 323];

/** The newest authors' folds, the last of TOPIC_CLASSIFIER_FILES (oldest first); FLOORS and BEFORE hold them in order. */
const NEWEST = 2;

describe("topic reading, each of the newest sets left out of the classifier's training and the neighbours' examples in turn", () => {
  const sets = TOPIC_CLASSIFIER_FILES.map((file) => JSON.parse(readFileSync(file, "utf8")) as TopicExample[]);
  const read = sets.map((_, i) => i).slice(-NEWEST);

  it(
    "prints rules alone, the blend before the classifier, the classifier alone and the blend, and holds the floors",
    // Session 48: thirty folds took more than 15 minutes alone on this 2-core machine (each prints before the assertions).
    { timeout: 1_800_000 },
    () => {
      const figures = read.map((i) => {
        const held = sets[i];
        const votes = topicNeighbours(TOPIC_EXAMPLE_FILES.flatMap((file, j) => (TOPIC_CLASSIFIER_FILES[i] === file ? [] : sets[j])));
        const model = deserialiseTopicModel(buildTopicModelBytes(sets.filter((_, j) => j !== i).flat()));
        // Read once per message (the readers below ask for it up to three times).
        const readings = new Map<string, ReturnType<typeof probabilitiesBy>>();
        const probabilitiesOf = (text: string, tokens: readonly string[]) => {
          let p = readings.get(text);
          if (!p) readings.set(text, (p = probabilitiesBy(model, text, tokens)));
          return p;
        };
        let rules = 0;
        let before = 0;
        let alone = 0;
        let withClassifier = 0;
        let blended = 0;
        // Where the rules find nothing: how many the blend names a topic for, and rightly.
        let silent = 0;
        let named = 0;
        let namedRight = 0;
        for (const m of held) {
          const byRules = detectTopicsByRules(m.text);
          const words = countedWords(m.text);
          const right = (id: string | undefined) => Number(id !== undefined && m.topics.includes(id));
          rules += right(byRules[0]?.id);
          before += right(blendTopics(byRules, words, m.text, { votesOf: votes, probabilitiesOf: () => new Map() })[0]?.id);
          withClassifier += right(blendTopics(byRules, words, m.text, { votesOf: () => new Map(), probabilitiesOf })[0]?.id);
          const first = blendTopics(byRules, words, m.text, { votesOf: votes, probabilitiesOf })[0]?.id;
          blended += right(first);
          if (!byRules.length) {
            silent++;
            named += Number(first !== undefined);
            namedRight += right(first);
          }
          // The classifier alone: its likeliest topic, whatever the rules say.
          const likeliest = [...probabilitiesOf(m.text, words)].reduce((a, b) => (b[1] > a[1] ? b : a));
          alone += right(likeliest[0]);
        }
        const name = TOPIC_CLASSIFIER_FILES[i].split("/").pop();
        console.log(
          `[topic leave-one-set-out] ${name}: rules ${rules}/${held.length}, rules with the neighbours ${before}/${held.length}, the classifier alone ${alone}/${held.length}, rules with the classifier ${withClassifier}/${held.length}, all three ${blended}/${held.length} (of ${silent} the rules find nothing in, ${named} named, ${namedRight} rightly)`,
        );
        return { rules, before, blended };
      });
      figures.forEach(({ blended }, i) => expect(blended).toBeGreaterThanOrEqual(FLOORS[i]));
      figures.forEach(({ before }, i) => expect(before).toBe(BEFORE[i]));
    },
  );
});
