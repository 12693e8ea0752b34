// The direct head (src/guide/classifier/: hashed features and the mean word vector) measured with
// the whole crisis check, leaving one readable crisis set out at a time: train the head on the
// other sets, run checkCrisis on the set left out with that head in place of the committed one,
// and count what it adds to the check with no direct head at all: direct statements newly met, and
// false alarms on ordinary messages, at each threshold. The rules were tuned on
// most of these sets, so the direct gains there say little; the false alarms are the head's own.
// The blind sets by new authors (blind-7, -9, -11, -12) are the honest reading of gains.
// docs/decisions.md, "A direct head that reads meaning". About 10 minutes (20 trainings):
//   npx tsx bench/crisis-direct-loso.ts
//   THRESHOLDS=0.9/0.8,0.9 SHOW=0.9/0.8 npx tsx bench/crisis-direct-loso.ts   # list the changed messages at 0.9 with "likely" at 0.8
// A threshold "t/l" is the head's threshold t with its "likely" level at l (crisis.ts: a word of
// risk and a second reader needed); "t" alone has no likely level. NEW names the new authors' folds
// summed on the last line.
import { directHeadExamples } from "../src/guide/classifier/data.js";
import { directDenseFeatures } from "../src/guide/classifier/direct-head-features.js";
import { withDirectHead } from "../src/guide/classifier/index.js";
import { score, train, TRAIN_OPTIONS } from "../src/guide/classifier/model.js";
import { isDirect, isEveryday, type CorpusMessage } from "../src/guide/corpus/categories.js";
import { received } from "../src/guide/corpus/evaluate.js";
import { readableCrisisSets } from "../src/guide/corpus/example-sets.js";

const THRESHOLDS = (process.env.THRESHOLDS ?? "0.85,0.9,0.9/0.8,0.9/0.75,0.9/0.7").split(",");
const SHOW = process.env.SHOW;
const NEW = (process.env.NEW ?? "blind-11,blind-12,blind-13,blind-14").split(",");
const levels = (t: string) => t.split("/").map(Number) as [number, number?];

const examples = directHeadExamples();
const crisisReply = (messages: readonly CorpusMessage[]) => messages.map((m) => received(m.text).outcome === "crisis");
const totals = new Map<string, { direct: number; falseAlarms: number }>(THRESHOLDS.map((t) => [t, { direct: 0, falseAlarms: 0 }]));
const newTotals = new Map<string, { direct: number; falseAlarms: number }>(THRESHOLDS.map((t) => [t, { direct: 0, falseAlarms: 0 }]));
const header = ["set", "direct met (no head)", "false alarms (no head)", ...THRESHOLDS.map((t) => `${t}: direct, false alarms`)];
console.log(`| ${header.join(" | ")} |`);
for (const [set, messages] of readableCrisisSets()) {
  const model = train(
    examples.filter((e) => e.set !== set),
    TRAIN_OPTIONS,
    directDenseFeatures,
  );
  const scoreOf = (message: string) => score(model, message, directDenseFeatures);
  const before = withDirectHead(
    () => 0,
    1,
    () => crisisReply(messages),
  );
  const directCount = (reply: boolean[]) => messages.filter((m, i) => isDirect(m.category) && reply[i]).length;
  const alarmCount = (reply: boolean[]) => messages.filter((m, i) => isEveryday(m.category) && reply[i]).length;
  const cells = [
    set,
    `${directCount(before)}/${messages.filter((m) => isDirect(m.category)).length}`,
    `${alarmCount(before)}/${messages.filter((m) => isEveryday(m.category)).length}`,
  ];
  for (const t of THRESHOLDS) {
    const [sure, likely] = levels(t);
    const after = withDirectHead(scoreOf, sure, () => crisisReply(messages), likely);
    const direct = directCount(after) - directCount(before);
    const falseAlarms = alarmCount(after) - alarmCount(before);
    for (const sum of NEW.includes(set) ? [totals, newTotals] : [totals]) {
      sum.get(t)!.direct += direct;
      sum.get(t)!.falseAlarms += falseAlarms;
    }
    cells.push(`${direct >= 0 ? "+" : ""}${direct}, ${falseAlarms >= 0 ? "+" : ""}${falseAlarms}`);
    if (t === SHOW)
      messages.forEach((m, i) => {
        if (after[i] !== before[i]) console.log(`  ${after[i] ? "+" : "-"} ${m.category} (${set}): ${m.text}`);
      });
  }
  console.log(`| ${cells.join(" | ")} |`);
}
for (const [name, sum] of [
  ["all", totals],
  [NEW.join(" "), newTotals],
] as const)
  console.log(
    `| ${name} | | | ${THRESHOLDS.map((t) => `${sum.get(t)!.direct >= 0 ? "+" : ""}${sum.get(t)!.direct}, +${sum.get(t)!.falseAlarms}`).join(" | ")} |`,
  );
