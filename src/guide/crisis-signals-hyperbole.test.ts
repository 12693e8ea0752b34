// Everyday hyperbole (crisis-signals-hyperbole.ts) is not a crisis; the same words with the
// writer's own wish or act after them still are.
import { describe, expect, it } from "vitest";
import { checkCrisis } from "./crisis.js";

describe("everyday hyperbole", () => {
  it.each([
    "that rollercoaster dropped so fast i thought i was going to die haha",
    "we ate so much at the thanksgiving buffet i might die",
    "the wings at the game were so spicy they're killing me",
    "the frost last night is going to kill our seedlings",
    // Session 31: the direct head retrained with blind-19 read this as a plan (ORDINARY_MATTER).
    "i'm going to kill it at the interview tomorrow",
    // Session 34: a thing that "is going to kill me", a move in a game that "is suicide".
    "this commute is going to be the death of me",
    "the paperwork is literally going to kill me this week",
    "that raid strategy was suicide, we wiped four times",
  ])("stays quiet: %s", (text) => {
    expect(checkCrisis(text).crisis).toBe(false);
  });

  it.each([
    "when the car spun i thought i was going to die and i wish i had",
    "i ate so much again, i'm going to end it tonight",
    "i'm going to die tonight, i've decided",
    "i'm going to kill it at the marathon, then i'm going to kill myself",
    "this job is going to kill me, i'm going to kill myself tonight",
    "the pain is going to be the end of me, i have the pills ready",
  ])("raises the crisis reply: %s", (text) => {
    expect(checkCrisis(text).crisis).toBe(true);
  });
});
