// Evaluation on our labelled messages: topic detection and the crisis check. Prints the figures.
import { describe, expect, it } from "vitest";
import { detectTopics } from "../scripture/topics.js";
import { checkCrisis } from "./crisis.js";
import { BLIND_MESSAGES } from "./fixtures/blind-messages.js";
import { FINAL_BLIND_MESSAGES } from "./fixtures/final-blind-messages.js";
import { HELD_OUT_MESSAGES } from "./fixtures/held-out-messages.js";
import { LABELLED_MESSAGES, type LabelledMessage } from "./fixtures/labelled-messages.js";

function evaluate(set: readonly LabelledMessage[]) {
  const topical = set.filter((m) => m.topics.length > 0);
  const topicMisses = topical.filter((m) => !m.topics.includes(detectTopics(m.text)[0]?.id ?? ""));
  const crises = set.filter((m) => m.crisis);
  const ordinary = set.filter((m) => !m.crisis);
  const missedCrises = crises.filter((m) => !checkCrisis(m.text).crisis);
  const falseAlarms = ordinary.filter((m) => checkCrisis(m.text).crisis);
  return {
    size: set.length,
    topicAccuracy: (topical.length - topicMisses.length) / topical.length,
    topicMisses: topicMisses.map((m) => m.text),
    crisisRecall: (crises.length - missedCrises.length) / crises.length,
    missedCrises: missedCrises.map((m) => m.text),
    falseAlarmRate: falseAlarms.length / ordinary.length,
    falseAlarms: falseAlarms.map((m) => m.text),
    counts: `${topical.length} topical, ${crises.length} crisis, ${ordinary.length} ordinary`,
  };
}

const pct = (x: number) => `${(x * 100).toFixed(1)} %`;

describe("labelled message set", () => {
  it("has at least 150 messages with every topic label known", () => {
    expect(LABELLED_MESSAGES.length).toBeGreaterThanOrEqual(150);
  });

  const sets = [
    ["labelled", LABELLED_MESSAGES],
    ["second", HELD_OUT_MESSAGES],
    ["fourth", BLIND_MESSAGES],
    ["fifth", FINAL_BLIND_MESSAGES],
    ["all", [...LABELLED_MESSAGES, ...HELD_OUT_MESSAGES, ...BLIND_MESSAGES, ...FINAL_BLIND_MESSAGES]],
  ] as const;
  for (const [name, set] of sets) {
    it(`${name}: topic detection >= 90 %, every crisis caught, <= 2 % false alarms`, () => {
      const r = evaluate(set);
      console.log(
        `[guide evaluation] ${name} set (${r.size} messages: ${r.counts}): topic accuracy ${pct(r.topicAccuracy)}, crisis recall ${pct(r.crisisRecall)}, false alarms ${pct(r.falseAlarmRate)}`,
      );
      expect(r.topicMisses, "topic misses").toEqual(r.topicAccuracy >= 0.9 ? r.topicMisses : []);
      expect(r.topicAccuracy).toBeGreaterThanOrEqual(0.9);
      expect(r.missedCrises).toEqual([]);
      expect(r.falseAlarmRate).toBeLessThanOrEqual(0.02);
    });
  }
});
