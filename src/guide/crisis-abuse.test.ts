// Danger from someone at home (crisis-signals-abuse.ts): the crisis reply with help for abuse, and
// the same words in ordinary family life left alone.
import { describe, expect, it } from "vitest";
import { checkCrisis } from "./crisis.js";

describe("abuse at home", () => {
  it.each([
    "my man backhanded me in the kitchen last night",
    "the guy whose flat i'm on grabbed my throat when i said i'd leave",
    "my husband keeps my passport and my wages and won't let me see my family",
    "he told me he'd make it look like an accident",
    "i sleep with my shoes on in case i need to run from him",
    "my ex keeps turning up at my work and i'm terrified",
    "my mum's new partner comes into my room at night",
    "my son takes my pension every week and shouts if i ask for it",
  ])("raises the crisis reply with abuse help: %s", (text) => {
    const check = checkCrisis(text);
    expect(check.crisis).toBe(true);
    expect(check.kinds).toContain("abuse");
  });

  it.each([
    "my husband keeps the car on weekdays since i work from home",
    "my son took my walker to get it fixed at the shop",
    "my boyfriend grabbed my arm to stop me stepping into the road",
    "i'm scared of him leaving me, we've been fighting about money",
    "my husband put a gun on the table at the gun safety class",
    "my mum keeps my passport in the safe so i don't lose it before the trip",
    "my daughter hides my glasses as a joke, she's four",
    "my business partner took the money and disappeared",
    "Proverbs says the fear of the Lord is wisdom. Am I supposed to be scared of Him?",
    "my dad comes into my room at night to say goodnight",
  ])("stays quiet: %s", (text) => {
    expect(checkCrisis(text).crisis).toBe(false);
  });
});
