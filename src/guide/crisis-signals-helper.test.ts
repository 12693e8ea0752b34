// Someone else at risk, told by a helper (crisis-signals-helper.ts): the helper's line, not the
// crisis reply spoken to the writer; the writer's own danger, an emergency now, abuse and a writer
// speaking of themselves in the third person keep the crisis reply. Someone else in danger now, told
// by the person beside them, gets the helper's emergency line (session 31).
import { describe, expect, it } from "vitest";
import { HELPER_EMERGENCY_GUIDANCE_NOTE, HELPER_GUIDANCE_NOTE } from "@core/care-notes";
import { careFor } from "./care-for.js";
import { CONCERN_CARE, HELPER_CARE, HELPER_EMERGENCY_CARE, withConcernCare } from "./care.js";
import { checkCrisis } from "./crisis.js";

describe("someone else at risk, told by a helper", () => {
  it.each([
    "my nephew told me last night he wants to die. he is 15. how do i talk to my sister about it",
    "a lady in our choir has been talking about suicide since her divorce. what should our pastor do?",
    "my roommate is suicidal and has a therapist but i still worry. how can i be a good friend",
    "one of the boys on my team tried to kill himself in the spring. he is back now. how do i coach him",
    "my husband's best friend attempted suicide and my husband is shaken. pray for them both",
    "a customer told me she wants to end it all. i gave her the hotline card. did i do right?",
  ])("gives the helper's line, not the crisis reply: %s", (text) => {
    const check = checkCrisis(text);
    expect(check.crisis).toBe(false);
    expect(check.forSomeoneElse).toBe(true);
    expect(careFor(text)).toEqual({ level: "care", kinds: [], message: HELPER_CARE });
  });

  it.each([
    "my friend wants to kill himself and honestly so do i",
    "my sister tried to end her life last year and i want to do the same now",
    "my brother is suicidal and i'm going to kill myself too",
    "he says he will kill himself and me if i leave",
    "this user is going to kill himself tonight",
  ])("keeps the crisis reply: %s", (text) => {
    expect(checkCrisis(text).crisis).toBe(true);
  });

  it("speaks to the writer's own despair with the gentle care line, not the helper's", () => {
    expect(careFor("what's the point of anything anymore, i'm so tired of trying")?.message).toBe(CONCERN_CARE);
  });

  it("leads a normal reply with the helper's line and ends its guidance with the helper's pointer", () => {
    const reply = withConcernCare({ interpretation: "i", guidance: "g", prayer: "p", follow_up: "f" }, { forSomeoneElse: true });
    expect(reply.care).toBe(HELPER_CARE);
    expect(reply.guidance).toBe(`g\n\n${HELPER_GUIDANCE_NOTE}`);
    expect(HELPER_CARE).toContain("988");
    expect(HELPER_CARE).toContain("findahelpline.com");
    expect(HELPER_CARE).toContain("911");
  });
});

describe("someone else's ordinary mishap", () => {
  it.each([
    "my dad cuts himself shaving every single morning",
    "my son hurt himself playing football, nothing broken",
    "in the movie they both kill themselves at the end, i cried so much",
  ])("gets no helper's line: %s", (text) => {
    expect(checkCrisis(text).forSomeoneElse).toBeUndefined();
  });
});

describe("someone else's risk said with no word of a helper", () => {
  it("keeps the crisis reply: a bare statement about another person is not yet a helper's", () => {
    expect(checkCrisis("my husband wants to kill himself").crisis).toBe(true);
  });
});

describe("someone else in danger now, told by the person beside them (session 31)", () => {
  it.each([
    // Got nothing at all before.
    "my friend texted me goodbye and says she took all her pills, what should i do",
    "my daughter just cut her wrists and there is blood everywhere",
    "my mom is unresponsive and there are empty pill bottles next to her",
    // Got the crisis reply spoken to the writer as the one in danger before.
    "my son is on the bridge right now saying he wants to die",
    "my friend just took a bottle of pills, she wants to die",
    "my brother is on the bridge right now saying he will jump, what do i do",
    // A child's overdose got the crisis reply spoken to the writer ("Are you safe right now?").
    "my toddler just swallowed some of my pills",
    "my 2 year old just swallowed a bunch of my tablets, what do i do",
  ])("gives the helper's emergency line, the emergency number first: %s", (text) => {
    const check = checkCrisis(text);
    expect(check).toMatchObject({ crisis: false, forSomeoneElse: true, emergencyNow: true });
    expect(careFor(text)).toEqual({ level: "care", kinds: [], message: HELPER_EMERGENCY_CARE });
  });

  it.each([
    "my friend's brother overdosed last night, what do i say to her",
    "My son's friend overdosed at a party. He's okay now but our son is shaken. How do I talk to him?",
    "my husband is on the roof again clearing the gutters, how do i get him to use a harness",
    "my girlfriend texted goodbye and i called 911, they got there in time",
    "my wife just took all her pills and i want to do the same",
    "My toddler swallowed one of my vitamins. I've called poison control and she's fine.",
  ])("is not read as someone else's emergency now: %s", (text) => {
    expect(checkCrisis(text).emergencyNow).toBeUndefined();
  });

  it("leads with the emergency number, then Poison Control, 988 and findahelpline.com", () => {
    expect(HELPER_EMERGENCY_CARE).toMatch(/^This is an emergency: call your local emergency number now \(911 in the US/);
    for (const resource of ["1-800-222-1222", "988", "findahelpline.com", "stay with them"])
      expect(HELPER_EMERGENCY_CARE).toContain(resource);
    const reply = withConcernCare(
      { interpretation: "i", guidance: "g", prayer: "p", follow_up: "f" },
      { forSomeoneElse: true, emergencyNow: true },
    );
    expect(reply.care).toBe(HELPER_EMERGENCY_CARE);
    expect(reply.guidance).toBe(`g\n\n${HELPER_EMERGENCY_GUIDANCE_NOTE}`);
  });
});

describe("someone else's warning signs, noticed by a worried helper (session 31)", () => {
  it.each([
    "my wife keeps saying everyone would be better off without her. how do i help",
    "my best friend keeps giving away her stuff and saying goodbye. im scared. what do i do?",
    "my mother is giving away her things and I'm worried, what are the warning signs",
  ])("gives the helper's line: %s", (text) => {
    expect(checkCrisis(text)).toMatchObject({ crisis: false, forSomeoneElse: true });
    expect(careFor(text)?.message).toBe(HELPER_CARE);
  });

  it.each([
    "my neighbor is giving away his whole workshop since he's moving to Florida",
    "after dad died my mum gave away his clothes to charity, is that normal timing",
    "My husband gave away his entire record collection to make room for the baby's nursery. True love.",
  ])("leaves ordinary giving away alone: %s", (text) => {
    expect(checkCrisis(text).forSomeoneElse).toBeUndefined();
  });
});
