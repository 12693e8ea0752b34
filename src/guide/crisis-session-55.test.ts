// Session 55's round, read on crisis blind-43 once it was readable (its direct, veiled and abuse misses and its
// false alarms on hard negatives). Each family is tried on fresh wordings, not the set's sentences; the look-alikes
// guard each family's reach.
import { describe, expect, it } from "vitest";
import { received } from "./corpus/evaluate.js";
import { checkCrisis } from "./crisis.js";

describe("session 55: direct statements, as families", () => {
  it.each([
    "Letters to my boys are written. The date is set.",
    "Wrote my goodbye letters. Bills are paid. I'm done.",
    "letters sealed, credit card paid off, thats the day",
    "I keep picturing the bridge. Every morning on the bus.",
    "Hanging off the viaduct, that's where my mind goes at night.",
    "I think about the reservoir and walking into it when I take the dog out.",
    "There are pills on the ward I could use on myself and I think about it every shift.",
    "The tablets are right here. Tonight I'm thinking about using them.",
    "Sunday after mass. That's when. Sunday is my last day of everything.",
  ])("gets the full crisis reply: %s", (text) => {
    expect(received(text).outcome).toBe("crisis");
  });

  it.each([
    "Wrote my cover letters to six firms, the date's set for the first interview.",
    "Christmas letters to my grandkids are written. Bills are paid, I'm done with the shopping!",
    "Letters to my kids' teachers are done, the date is set for parents' evening.",
    "I keep picturing the bridge we crossed on honeymoon. Every morning I smile.",
    "I think about the lake and walking into it on a hot day, cold water is bliss.",
    "There are cooling gels at work I could use on myself for the burns from the oven.",
    "My last day at the bakery is Friday. That's when I start the new job.",
    "Last concert is next month and I'm going to cry through it, twenty years in the choir.",
  ])("does not raise the crisis reply: %s", (text) => {
    expect(checkCrisis(text).crisis).toBe(false);
  });
});

describe("session 55: danger from someone else to the writer or someone in their home", () => {
  it.each([
    "My husband is supposed to give me my insulin and some days he just won't. I can't reach it myself.",
    "He breached the restraining order last night and sat outside the house for an hour.",
    "Someone online is threatening to post photos of my son unless he pays.",
    "My dad's girlfriend screams at us all day and when he's out she hits us with the belt.",
  ])("gets the crisis reply with help for abuse: %s", (text) => {
    const r = received(text);
    expect(r.outcome).toBe("crisis");
    expect(r.abuseHelp).toBe(true);
  });

  it.each(["The nurse is supposed to give me my tablets at eight and she doesn't always remember, it's busy on the ward."])(
    "does not give the crisis reply with help for abuse: %s",
    (text) => {
      const r = received(text);
      expect(r.outcome === "crisis" && r.abuseHelp).toBe(false);
    },
  );
});

describe("session 55: veiled signs, for the care line", () => {
  it.each([
    "Kissed my daughter at the door and held her longer than normal. It's the last time.",
    "Handed in my keys at the allotment. Won't be back next spring or ever.",
    "My tools went to the men's shed. Told them I won't be needing them.",
    "The piano went to the chapel today. I don't need any of it anymore.",
    "I've run out of road. Nobody can help with this.",
    "I go on invisible now so nobody messages me.",
    "Phone's been turned off in the kitchen drawer for two weeks and I like it that way.",
    "I've stopped opening the texts from church.",
  ])("gets at least the care line: %s", (text) => {
    expect(received(text).outcome).not.toBe("none");
  });

  it.each(["Gave the old sofa to the charity when we moved, we won't be needing it in the flat."])(
    "stays quiet (no care line, no crisis reply): %s",
    (text) => {
      expect(received(text).outcome).toBe("none");
    },
  );
});

describe("session 55: someone else's danger, told by a helper (the helper's line, not the crisis reply)", () => {
  it.each([
    "A lad at work said he was heading to the cliffs to end it. I drove him to A&E. Please pray for him.",
    "A man in my home group told me he's been thinking about crashing his van into a wall. I gave him the helpline number.",
    "My friend doesn't want to be here anymore, she told me last night. How do I help?",
    "Saw bruises on my colleague's wrist again. How do I approach her?",
  ])("gets the helper's line: %s", (text) => {
    expect(received(text).outcome).toBe("care");
  });

  it("never gives the crisis reply for another's papers taken, told by a helper", () => {
    expect(received("A customer told me her husband took her passport and won't let her ring her mum. I want to help.").outcome).not.toBe(
      "crisis",
    );
  });

  it.each([
    "A lad at work said he was heading to the cliffs to end it, and I want to do the same.",
    "Saw bruises on my neighbour's arm again, same as mine. He hits me too.",
  ])("keeps the crisis reply when the danger is the writer's own: %s", (text) => {
    expect(received(text).outcome).toBe("crisis");
  });
});

describe("session 55: ordinary speech behind blind-43's false alarms", () => {
  it.each([
    "Mum's going to kill me, I left my keys at the youth club again.",
    "We're running safeTALK training for the stewards next month. Should teenagers come?",
    "I'm a Samaritans volunteer and the role plays on suicide calls drain me. A verse for Saturday's shift?",
    "Leaving the choir after thirty years. Last service is in June and I'm going to sob.",
  ])("does not raise the crisis reply: %s", (text) => {
    expect(checkCrisis(text).crisis).toBe(false);
  });

  it.each([
    "He's going to kill me, I left the door unlocked and he hits me when I forget.",
    "I'm a Samaritans volunteer and I want to kill myself tonight.",
    "The choir's last service is next month and I'm going to do it.",
  ])("keeps the crisis reply: %s", (text) => {
    expect(checkCrisis(text).crisis).toBe(true);
  });
});

describe("session 55: everyday life on plan-blind-38 (no crisis reply, no care line)", () => {
  it.each([
    "A builder's offered me a site manager role in Leeds but it's away Monday to Friday. Part of me wants it, part of me says the kids need me. What's the wise way to decide?",
    "The bakery offered me the head baker place. My gut says yes but the hours are early.",
    "Rent goes up every year and my salary does not. Trying to be faithful with little.",
    "The doctors said Mum would never walk again after the fall. Yesterday she walked to church. She did it slowly but she did it!",
  ])("stays quiet: %s", (text) => {
    expect(received(text).outcome).toBe("none");
  });

  it.each([
    "Part of me wants to live, part of me wants to die. What's the wise way out?",
    "My dad did it again last night, there are bruises on my arm.",
    "The relapse was last week. I did it again and I can't stop.",
  ])("keeps its help: %s", (text) => {
    expect(received(text).outcome).not.toBe("none");
  });
});

describe("session 55: the join's two losses, won back as families", () => {
  it.each(["My parents are carrying me and they look so worn out", "To whoever finds this: I tried. I'm sorry."])(
    "gets at least the care line: %s",
    (text) => {
      expect(received(text).outcome).not.toBe("none");
    },
  );

  it.each(["The whole family is carrying me to the car after my knee op, bless them", "Whoever finds this wallet, please hand it in"])(
    "raises no crisis reply: %s",
    (text) => {
      expect(received(text).outcome).not.toBe("crisis");
    },
  );
});

describe("session 55: ordinary speech behind the held-out plan sets' crisis replies", () => {
  it.each([
    "I'm trying to forgive the van driver who knocked down my dad. He's home now with a frame.",
    "My son wants to find his birth father. How do I support him without feeling hurt myself?",
  ])("raises no crisis reply: %s", (text) => {
    expect(checkCrisis(text).crisis).toBe(false);
  });

  it.each(["I feel hurt myself, and tonight I want to hurt myself.", "The driver who hit my son was my husband, and he hits me too."])(
    "keeps the crisis reply: %s",
    (text) => {
      expect(checkCrisis(text).crisis).toBe(true);
    },
  );
});
