// Session 34's direct families (crisis-signals-direct-session34.ts): each gets the full crisis
// reply; the ordinary look-alike beside it stays quiet. The statements are fresh wordings of each
// family's structure, not the older sets' sentences.
import { describe, expect, it } from "vitest";
import { checkCrisis } from "./crisis.js";

describe("session 34 direct families", () => {
  it.each([
    // the act in its long form after a day
    "thursday night i will do it, no matter what anyone says",
    // the short act before new year's eve
    "i'm going to do it on new year's eve when everyone is out",
    // no longer existing from a dated time on
    "by sunday morning i won't be alive",
    // ending oneself in slang
    "i've decided to end me. i'm tired",
    // a means named as the way
    "the sleeping pills in my drawer are how i'll go",
    // a means from work, stolen or pointed at
    "i nicked the ketamine from the clinic where i work",
    // a blade kept for one use
    "the razor in my bathroom drawer is only for one thing now",
    // the hanging set up
    "the rope is up in the loft. i rigged it last night",
    // another's gun in reach
    "my uncle's pistol is in his truck and i know where he keeps the key",
    // Scots
    "a'm gonnae kill masel the night",
  ])("crisis: %s", (text) => {
    expect(checkCrisis(text).crisis).toBe(true);
  });

  it.each([
    "this math homework is gonna end me",
    "i'll do it on new year's eve, the big clean out of the garage",
    "by tomorrow i won't need anything from the shop, thanks",
    "the bus is how i'll go to work this week",
    "i'm a pharmacist and the insulin we keep at work is in the fridge",
    "as a pharmacist i keep the pills at work, locked in the dispensary",
    "i'll do it friday, after i finish the report",
    "i took some chemicals home from the lab for my son's science fair",
    "the knife is only for one thing, slicing bread",
    "our gym has rope, a beam and a stool for the kids",
    "my dad keeps his rifle in the safe and i know where he hides the key, should i tell mum",
    "i have a key to my grandpa's house where he keeps his shotgun for hunting season",
  ])("stays quiet: %s", (text) => {
    expect(checkCrisis(text).crisis).toBe(false);
  });
});
