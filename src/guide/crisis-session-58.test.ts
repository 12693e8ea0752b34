// Session 58's round, read on crisis blind-46 once it was readable (its direct, veiled and abuse misses and its
// false alarms on hard negatives). Each family is tried on fresh wordings, not the set's sentences; the look-alikes
// guard each family's reach.
import { describe, expect, it } from "vitest";
import { received } from "./corpus/evaluate.js";
import { checkCrisis } from "./crisis.js";

describe("session 58: a method pictured on the writer's own way", () => {
  it.each([
    "Coming home from nights I keep picturing letting the van veer into the oncoming lorries.",
    "Most mornings on the bypass I think about just stopping in the middle of the motorway.",
    "I walk along the harbour after work and think about walking off the end of the jetty.",
    "Waiting at the crossing barrier I picture driving onto the tracks.",
    "I cycle by the canal after tea and lately I think about wading in and not coming back out.",
    "I'm 79 and I catch myself thinking about an overdose most nights.",
    "I'll be dead before my birthday in June. My mind is made up.",
  ])("gets the full crisis reply: %s", (text) => {
    expect(received(text).outcome).toBe("crisis");
  });

  it.each([
    "I keep picturing the car drifting on the ice last winter, it still scares me.",
    "I walked off the end of the pier at Southwold with an ice cream and just sat watching the gulls.",
    "Whenever I'm stuck at the level crossing on the school run I play I-spy with the kids.",
    "My nan's famous line: I'll be dead before this kettle boils.",
    "I'm writing an essay on the news coverage of overdose deaths.",
  ])("does not raise the crisis reply: %s", (text) => {
    expect(checkCrisis(text).crisis).toBe(false);
  });
});

describe("session 58: a means kept in mind as the writer's way", () => {
  it.each([
    "My dad's old rifle keeps coming into my head as the way out for me.",
    "I look at the crossbow in the shed and think about it differently now. About me.",
    "My husband has a revolver. I think to use it on myself and end everything.",
  ])("gets the full crisis reply: %s", (text) => {
    expect(received(text).outcome).toBe("crisis");
  });

  it.each([
    "Since the grandkids started visiting I look at my guns differently and keep them locked away.",
    "We use the rope on the boat to tie up, and my son is learning the knots.",
  ])("does not raise the crisis reply: %s", (text) => {
    expect(checkCrisis(text).crisis).toBe(false);
  });
});

describe("session 58: veiled signs get at least the care line", () => {
  it.each([
    "Goodnight Jesus. This will be the last time I pray to you.",
    "Kissed my mum goodbye at the bus station. That was the last time. She doesn't know.",
    "Gave the cat to my neighbour. She deserves somebody who will still be here.",
    "Sorted out my wardrobe and the loft so no one has to go through my things afterwards.",
    "Gave my bike and my records to my cousin. I'm travelling light from now.",
    "I feel like an anchor round my family's necks.",
    "My not being around would be the best gift for my wife.",
    "My friends from church keep calling. I don't pick up.",
    "Haven't seen any of my friends since Easter. I don't want to either.",
    "Turned my phone off on Sunday and it's still off.",
  ])("gets the care line or more: %s", (text) => {
    expect(received(text).outcome).not.toBe("none");
  });

  it.each([
    "This is the last time I'll pray in this house before we move on Friday. Bless the new family.",
    "Hugged my grandad at the airport. That was the last time before he died. He didn't know how much I loved him.",
    "Gave the dog to my sister, he deserves someone who'll be around more than me with my 12-hour shifts.",
    "Cleared the garage so nobody has to sort through it after we move.",
    "Left my winter coat with my brother. I'm travelling light on this backpacking trip.",
    "Debt collectors keep ringing. I don't answer.",
    "Switched my phone off for Lent and it's still off in a drawer, loving it.",
  ])("does not raise the crisis reply: %s", (text) => {
    expect(checkCrisis(text).crisis).toBe(false);
  });
});

describe("session 58: danger from someone else to the writer or someone in their home", () => {
  it.each([
    "My boyfriend puts his hands round my neck when he's angry and the pastor said to pray about it.",
    "My stepdad lives with us and he's been smacking my little sister's daughters when mum is out.",
    "My ex keeps letting himself in at night while I'm asleep. I changed the locks twice.",
    "My uncle touches me when he stays over and says not to tell. I'm 12.",
  ])("gets help for abuse: %s", (text) => {
    expect(received(text)).toEqual({ outcome: "crisis", abuseHelp: true });
  });

  it.each([
    "Our toddler keeps standing over my bed at 5am demanding cereal.",
    "My son lets himself into the house at night after his shift, bless him.",
    "Our coach touches me on the shoulder when I score and says it's our secret handshake.",
  ])("does not raise help for abuse: %s", (text) => {
    expect(received(text).abuseHelp).toBe(false);
  });
});

describe("session 58: blind-46's false alarms, mended where they belong", () => {
  it.each([
    "If I hear that nursery rhyme once more I will walk into the sea.",
    "The client will hang us out to dry if the tender's late.",
    "Twenty years of abuse from the terraces as a linesman and I'd do it all again.",
    "A lady at my work told me her husband takes all her wages and won't let her see her sister. How can I help?",
  ])("does not raise the crisis reply: %s", (text) => {
    expect(checkCrisis(text).crisis).toBe(false);
  });

  it("a song that is no joke keeps the alarm", () => {
    expect(received("I can't do this any more. Tonight I will walk into the sea.").outcome).toBe("crisis");
  });
});

describe("session 58: the join's losses, won back as families", () => {
  it.each([
    "every evening in bed i go through it again. what i'll do first, what i'll do next. it calms me",
    "Typed my plan out on Sunday, step by step, and I feel settled now.",
  ])("gets the full crisis reply: %s", (text) => {
    expect(received(text).outcome).toBe("crisis");
  });

  it.each([
    "Held my son a bit longer at the school gate. He asked why. I said no reason.",
    "I've told my friends to stop coming round. I'd rather be on my own now.",
  ])("gets the care line or more: %s", (text) => {
    expect(received(text).outcome).not.toBe("none");
  });

  it.each([
    "Every night I plan tomorrow: what I'll do first, what I'll do after lunch, for my ADHD.",
    "I wrote my plan out for the week, start to finish, and felt calm.",
    "Asked my friends not to call in while I have covid, I'd rather be left alone to sleep it off.",
    "the 28th, that's when the mortgage is due",
    "I'm rostered back on the ward Saturday after my knee op and I'm nervous about the stairs.",
  ])("does not raise the crisis reply: %s", (text) => {
    expect(checkCrisis(text).crisis).toBe(false);
  });
});

describe("session 58: after the join, a weapon kept close and ordinary money matters", () => {
  it("a weapon kept close all the time now gets the full crisis reply", () => {
    expect(received("Still got the pistol from my police days and it's next to me day and night now.").outcome).toBe("crisis");
  });

  it.each([
    "the 28th, that's when the council tax is due",
    "My wife and I send money home to her parents and we're always short. How can we budget better?",
    "I care for my dad who has dementia. Some evenings he shouts and throws his cup, then he's sweet again by morning.",
  ])("raises no alarm: %s", (text) => {
    expect(checkCrisis(text).crisis).toBe(false);
  });

  it("a carer hit by the one she cares for still gets help for abuse", () => {
    expect(received("I care for my wife who has dementia and today she hit me across the face and I'm scared of her at night")).toEqual({
      outcome: "crisis",
      abuseHelp: true,
    });
  });
});
