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
    "she screams at me over nothing, breaks my things, then kicks me when i'm on the floor",
    "my stepmother beats me with the belt when dad is at work",
    "he swore he'll track us down if i take the girls to my sister's",
    "she said she'll kill me when i get home. she means it",
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
    "my son kicked me in his sleep all night",
    "my wife will kill me if i forget our anniversary lol",
    "she'll kill me if i tell anyone what she got me for christmas",
  ])("stays quiet: %s", (text) => {
    expect(checkCrisis(text).crisis).toBe(false);
  });

  // Someone else's abuse, told by a person helping them (helpingAnotherAwayFromAbuse): the care
  // line, not the crisis reply; the writer's own danger, or "for a friend", keeps the alarm.
  it.each([
    "a lady from my bible study told me her boyfriend hits her when he drinks. how can i support her?",
    "my niece is terrified of her partner. i gave her the hotline number last night",
    "my daughter's boyfriend hit her last week. what should i say to her?",
    "we drove my cousin to the shelter after her abusive husband threatened her. she's safe with us now",
    // Session 34: the victim named as a colleague, read also before idioms are set aside.
    "i think my colleague is being abused by her boyfriend, she had a split lip. how should i approach her?",
  ])("gives a helper the care line, not the crisis reply: %s", (text) => {
    const check = checkCrisis(text);
    expect(check.crisis).toBe(false);
    expect(check.concern).toBe(true);
  });

  it.each([
    "asking for a friend: her husband hits her. how can i help her?",
    "my husband hits me and my sister's boyfriend hits her. how can i help her?",
    "her dad hits her and he hits me too. what can i do?",
  ])("keeps the crisis reply with abuse help when the writer may be in danger too: %s", (text) => {
    const check = checkCrisis(text);
    expect(check.crisis).toBe(true);
    expect(check.kinds).toContain("abuse");
  });
});

describe("abuse families without a second reader (session 32)", () => {
  it.each([
    "my husband pushed my face under the water in the sink last night",
    "my girlfriend controls who i text and what i wear",
    "he ran over my dog to show me what he'd do to me",
  ])("raises the crisis reply with abuse help: %s", (text) => {
    const check = checkCrisis(text);
    expect(check.crisis).toBe(true);
    expect(check.kinds).toContain("abuse");
  });

  it.each([
    "my sister's husband controls everything she does, how do i talk to her",
    "my wife controls the thermostat and i'm always cold lol",
  ])("stays quiet: %s", (text) => {
    expect(checkCrisis(text).crisis).toBe(false);
  });
});
