// Someone else's overdose (crisis-signals-others.ts) is not the writer's crisis; the writer's own
// overdose, or following someone who overdosed, still is.
import { describe, expect, it } from "vitest";
import { checkCrisis } from "./crisis.js";

describe("someone else's overdose", () => {
  it.each([
    "our youth leader's nephew overdosed on saturday and the whole church is reeling. how do we pray?",
    "the family next door lost their boy to a fentanyl overdose. what can i bring them?",
    "rough night on the ambulance, two overdose calls back to back. both made it",
    "she overdosed at a concert last summer and is doing great now, such a testimony",
    "my brother in law died from an accidental overdose in march. grief comes in waves",
  ])("stays quiet: %s", (text) => {
    expect(checkCrisis(text).crisis).toBe(false);
  });

  it.each([
    "i'm going to take an overdose tonight",
    "my cousin overdosed last month and i want to do the same",
    "my dad died of an overdose and i want to die too",
    "i overdosed on purpose last night and nobody knows",
  ])("raises the crisis reply: %s", (text) => {
    expect(checkCrisis(text).crisis).toBe(true);
  });
});
