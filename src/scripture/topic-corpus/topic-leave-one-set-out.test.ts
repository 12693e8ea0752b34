// The word vectors' nearest neighbours measured the honest way (docs/decisions.md, issue 12): each
// labelled set is read with the other four as the neighbours' examples, so no message finds itself.
// The rules were tuned on every set but blind-5, so on the other four the rules alone are favoured;
// blind-5 is the only set where this run reads what a new author would get today.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { blendTopics } from "../topic-blend.js";
import { topicNeighbours, type TopicExample } from "../topic-neighbours.js";
import { countedWords, detectTopicsByRules } from "../topics.js";
import { TOPIC_EXAMPLE_FILES } from "./example-files.js";

// Sets in TOPIC_EXAMPLE_FILES order: train, blind-2, blind-3, blind-4, blind-5. Measured on GloVe's
// 100-d vectors: rules alone 1595, 331, 394, 508, 344; rules with the neighbours 1590, 331, 394,
// 504, 357; the neighbours alone 910, 253, 257, 300, 264. (Session 24 measured the sentence
// encoder's word vectors here: the neighbours alone 1000, 269, 296, 343, 318, with the rules 1592,
// 332, 397, 505, 362; not shipped, docs/decisions.md.)
const FLOORS = [1590, 331, 394, 504, 357];

describe("topic reading, each set left out of the neighbours' examples in turn", () => {
  const sets = TOPIC_EXAMPLE_FILES.map((file) => JSON.parse(readFileSync(file, "utf8")) as TopicExample[]);

  it("prints rules alone, rules with the neighbours and the neighbours alone, and holds the floors", { timeout: 60_000 }, () => {
    const figures = sets.map((held, i) => {
      const votes = topicNeighbours(sets.filter((_, j) => j !== i).flat());
      let rules = 0;
      let blended = 0;
      let alone = 0;
      for (const m of held) {
        const byRules = detectTopicsByRules(m.text);
        const words = countedWords(m.text);
        rules += Number(m.topics.includes(byRules[0]?.id ?? ""));
        blended += Number(m.topics.includes(blendTopics(byRules, words, votes)[0]?.id ?? ""));
        // The neighbours alone: their most voted topic, whatever the rules say.
        const most = [...votes(words)].reduce<[string, number]>((a, b) => (b[1] > a[1] ? b : a), ["", -1]);
        alone += Number(m.topics.includes(most[0]));
      }
      const name = TOPIC_EXAMPLE_FILES[i].split("/").pop();
      console.log(
        `[topic leave-one-set-out] ${name}: rules ${rules}/${held.length}, with the neighbours ${blended}/${held.length}, the neighbours alone ${alone}/${held.length}`,
      );
      return { rules, blended };
    });
    figures.forEach(({ blended }, i) => expect(blended).toBeGreaterThanOrEqual(FLOORS[i]));
    // blind-5, the one set the rules were never tuned on: the neighbours must add to the rules.
    expect(figures[4].blended).toBeGreaterThan(figures[4].rules);
  });
});
