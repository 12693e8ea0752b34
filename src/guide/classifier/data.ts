// The training data: every crisis/non-crisis labelled message in the fixtures EXCEPT
// crisis-heldout-2.ts, which stays the untouched generalisation estimate.
import { BLIND_MESSAGES } from "../fixtures/blind-messages.js";
import { CRISIS_HELDOUT } from "../fixtures/crisis-heldout.js";
import { FINAL_BLIND_MESSAGES } from "../fixtures/final-blind-messages.js";
import { HELD_OUT_MESSAGES } from "../fixtures/held-out-messages.js";
import { LABELLED_MESSAGES } from "../fixtures/labelled-messages.js";

export interface Example {
  text: string;
  crisis: boolean;
  set: string;
  /** Labelled topics (empty for crisis messages and unlabelled ordinary ones). */
  topics: readonly string[];
}

export function trainingExamples(): Example[] {
  const out: Example[] = [];
  const seen = new Set<string>();
  const push = (text: string, crisis: boolean, set: string, topics: readonly string[] = []) => {
    if (seen.has(text)) return;
    seen.add(text);
    out.push({ text, crisis, set, topics });
  };
  for (const [set, list] of [
    ["labelled", LABELLED_MESSAGES],
    ["held-out", HELD_OUT_MESSAGES],
    ["blind", BLIND_MESSAGES],
    ["final-blind", FINAL_BLIND_MESSAGES],
  ] as const) {
    for (const m of list) push(m.text, m.crisis, set, m.topics);
  }
  for (const text of CRISIS_HELDOUT.crisis) push(text, true, "heldout-1");
  for (const text of CRISIS_HELDOUT.ordinary) push(text, false, "heldout-1");
  return out;
}
