// Session 57's round, read on crisis blind-45 once it was readable (its direct, veiled and abuse misses and its
// false alarms on hard negatives). Each family is tried on fresh wordings, not the set's sentences; the look-alikes
// guard each family's reach.
import { describe, expect, it } from "vitest";
import { received } from "./corpus/evaluate.js";
import { checkCrisis } from "./crisis.js";

describe("session 57: direct statements, as families", () => {
  it.each(["Day marked. Plans made. At peace now.", "date set. plan done. no more waiting", "The day is chosen and the plan is in place."])(
    "gets the full crisis reply: %s",
    (text) => {
      expect(received(text).outcome).toBe("crisis");
    },
  );

  it.each([
    "Date circled for the christening. Plan made for the food!",
    "Day set for our kitchen refit and the plan is finished, so excited.",
    "The date is fixed for my hernia op and the care plan is in place.",
    "Date's set, plan made for the youth camp in July.",
  ])("does not raise the crisis reply: %s", (text) => {
    expect(checkCrisis(text).crisis).toBe(false);
  });
});

describe("session 57: veiled signs get at least the care line", () => {
  it.each([
    "Said my goodbyes at the allotment today. Nobody understood what I meant.",
    "I won't be around for my daughter's wedding next year. I wanted to say sorry to someone.",
    "Gave my tools to my nephew. Leaving everything in other hands now.",
    "no more visitors, no more phone calls. leave me be",
    "I'm done with everyone. Not answering the door any more.",
    "I've withdrawn from everything. Choir, work, my friends.",
    "went quiet and i'm staying that way",
  ])("gets the care line or more: %s", (text) => {
    expect(received(text).outcome).not.toBe("none");
  });

  it.each([
    "I won't be around for my grandson's birthday because I'm working in Dubai that week, gutted.",
    "Putting everything in God's hands this week.",
    "I'm so done with people at work today lol, black friday was mad.",
    "I've stepped back from everything to focus on the new baby for a few months.",
    "Said goodbye to the last of the holiday guests and it was the last time we'll see the caravan this year.",
  ])("gets no care line: %s", (text) => {
    expect(received(text).outcome).toBe("none");
  });
});

describe("session 57: danger from someone else to the writer or someone in their home", () => {
  it.each([
    "My boss at the car wash keeps touching me and he says if I complain he will call immigration.",
    "They said my parents back home will be hurt if I try to escape.",
    "My ex keeps showing up outside my flat and now he's found out where I'm staying.",
    "Our pastor told me that God will curse my children if I leave the fellowship.",
  ])("gets the crisis reply with help for abuse: %s", (text) => {
    const r = received(text);
    expect(r.outcome).toBe("crisis");
    expect(r.abuseHelp).toBe(true);
  });

  it.each([
    "My manager said he'd call the Home Office to help sort my visa, so kind of him.",
    "My ex knows where I live, we co-parent fine and he drops the kids off on Sundays.",
    "The pastor preached that God will judge the nations, it was a powerful sermon.",
  ])("gets no alarm: %s", (text) => {
    expect(checkCrisis(text).crisis).toBe(false);
  });
});

describe("session 57: blind-45's false alarms, mended where they belong", () => {
  it.each([
    "Collected my insulin from the chemist, the new pens are much easier.",
    "Just collected mum's tablets for her, she's doing well after the op.",
    "We practised it three times before the nativity and the kids nailed it.",
    "In Judges 9 Abimelech asks his armour-bearer to kill him. Why is that in the Bible?",
    "In Acts 12 Herod is about to have Peter killed and an angel frees him. What does it teach?",
  ])("raises no crisis reply: %s", (text) => {
    expect(checkCrisis(text).crisis).toBe(false);
  });

  it.each([
    "I've collected up my tablets for weeks and I'm going to take them all tonight.",
    "I read Acts 16 last night and I want to kill myself like the jailer almost did.",
  ])("still gets the crisis reply: %s", (text) => {
    expect(received(text).outcome).toBe("crisis");
  });

  it.each(["My neighbour's wife told me he hits her, and I don't know how to help her."])(
    "a helper's story of another's abuse gets the care line, not the crisis reply: %s",
    (text) => {
      const r = received(text);
      expect(r.outcome).toBe("care");
    },
  );
});

describe("session 57: the join's losses, won back as families", () => {
  it.each([
    "I'll do it when the biopsy results come back, if they're bad.",
    "the picture is always jumping off the bridge on the ring road. that's the one that won't go away",
  ])("gets the full crisis reply: %s", (text) => {
    expect(received(text).outcome).toBe("crisis");
  });

  it.each([
    "I'm going to do it when the exam results come out, if they're good we'll go out for a meal!",
    "The thought that keeps coming back is the bungee jump we did in New Zealand, best day ever.",
  ])("does not raise the crisis reply: %s", (text) => {
    expect(checkCrisis(text).crisis).toBe(false);
  });

  it.each([
    "The last thing I want to say is sorry, to all of you.",
    "My space on this earth should go to someone more deserving.",
    "Scars on my thighs and I keep adding more.",
    "I've been causing pain on purpose again, it's the only pain I can control.",
  ])("gets the care line or more: %s", (text) => {
    expect(received(text).outcome).not.toBe("none");
  });

  it.each([
    "The youngest has gone off to uni and the house is so quiet. Learning to enjoy a tidy kitchen!",
    "My seat at the concert should go to someone who'll enjoy it more, I'm full of cold.",
  ])("raises no crisis reply: %s", (text) => {
    expect(checkCrisis(text).crisis).toBe(false);
  });
});

describe("session 57: plan messages that had the crisis reply", () => {
  it.each([
    "The gas bill came and I've been keeping the heating off till six, it scares me at my age.",
    "we split after two years and he was my whole plan honestly",
    "Somebody followed me home from the station again. I've reported it to the police.",
    "I don't want to go on the youth weekend after what she said about me.",
    "dont want to go on friday, everyone will be staring",
  ])("raises no crisis reply: %s", (text) => {
    expect(checkCrisis(text).crisis).toBe(false);
  });

  it.each(["I don't want to go on, not past friday.", "He was my whole plan and now I have a plan of my own: tonight, the pills."])(
    "still gets the crisis reply: %s",
    (text) => {
      expect(received(text).outcome).toBe("crisis");
    },
  );
});

describe("session 57: the accident reading shared by every self-harm rule", () => {
  it.each([
    "I've been burning my arms at work on the fryer, the new one spits.",
    "i keep scratching my legs when i sleep, eczema",
    "I've been scratching my arms, this rash is driving me mad",
  ])("raises no crisis reply: %s", (text) => {
    expect(checkCrisis(text).crisis).toBe(false);
  });

  it.each(["I keep scratching my arms till they bleed, I hate myself", "I've started cutting my thighs again"])(
    "still gets the crisis reply: %s",
    (text) => {
      expect(received(text).outcome).toBe("crisis");
    },
  );
});

describe("session 57: another at risk with a weapon, told by a helper", () => {
  it("someone beside a brother with a gun now gets the emergency line for a helper, not help for abuse", () => {
    const check = checkCrisis("my brother has a gun right now and says he's going to shoot himself");
    expect(check.crisis).toBe(false);
    expect(check.forSomeoneElse).toBe(true);
    expect(check.emergencyNow).toBe(true);
  });

  it("a father who doesn't want to wake up any more gets the helper's line", () => {
    const check = checkCrisis("My dad lost his job and says he doesn't want to wake up anymore. How do I help him?");
    expect(check.crisis).toBe(false);
    expect(check.forSomeoneElse).toBe(true);
  });

  it.each([
    "my husband has a gun and says he'll shoot himself and me if I leave",
    "my dad has a gun and he's drunk and says he's going to kill us all",
  ])("danger to the writer from a weapon at home keeps help for abuse: %s", (text) => {
    const r = received(text);
    expect(r.outcome).toBe("crisis");
    expect(r.abuseHelp).toBe(true);
  });
});

describe("session 57: photos shared in fun are no image threat", () => {
  it("baby photos on a birthday raise no alarm", () => {
    expect(checkCrisis("My sister is threatening to share the baby photos of me on my birthday haha").crisis).toBe(false);
  });

  it.each([
    "my boyfriend says he will share my old photos with everyone, the private ones, if I break up with him",
    "he says he'll send the holiday photos to my husband if I don't pay him",
  ])("a threat with private photos or a condition keeps help for abuse: %s", (text) => {
    const r = received(text);
    expect(r.outcome).toBe("crisis");
    expect(r.abuseHelp).toBe(true);
  });
});
