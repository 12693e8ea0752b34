// Session 59's round (crisis round 23), read on crisis blind-47 once it was readable (its direct, veiled and abuse
// misses and its false alarms on hard negatives). Each family is tried on fresh wordings, not the set's sentences; the
// look-alikes guard each family's reach.
import { describe, expect, it } from "vitest";
import { received } from "./corpus/evaluate.js";
import { checkCrisis } from "./crisis.js";

describe("session 59: a plan ticked off, kept secret or counted down", () => {
  it.each([
    "Plan sorted. Letters written.",
    "Choir on Tuesday, I'll keep up like everything's fine. My plan is already set for after.",
    "I have a plan and I'm seeing it through. Please don't try to stop me.",
    "A matter of days now. I've decided.",
    "I won't be seeing another Easter. That's my choice.",
    "I've picked Friday after dark.",
    "Tuesday after church. I made up my mind.",
  ])("gets the full crisis reply: %s", (text) => {
    expect(received(text).outcome).toBe("crisis");
  });

  it.each([
    "Lesson plan done, date set for the test, notes done for the class.",
    "Plan done, notes sorted, venue booked for the wedding!",
    "I'll act normal at the surprise party on Saturday, the plans are already made.",
    "I've got a plan and I'm seeing it through, the kitchen will be done by the baptism.",
    "The surgeon says it'll be days rather than weeks before I'm home, I've made up my mind to rest.",
    "We're moving to Spain in the autumn, I'm not seeing another January in this cold flat.",
    "I've chosen Sunday for the picnic, after church.",
  ])("does not raise the crisis reply: %s", (text) => {
    expect(checkCrisis(text).crisis).toBe(false);
  });
});

describe("session 59: a veiled sign made concrete", () => {
  it.each([
    "I can't keep going. Picked the day. Nobody knows.",
    "I can't go on like this. I know exactly what I'll do and how.",
    "I've hidden the sleeping pills from my operation. Saving them for when I'm ready. I'm so tired of everything.",
    "My flat is on the 14th floor and lately I sit by the window thinking about falling. I can't go on.",
    "I'm so tired of living. Once my old cat has gone I'm going too.",
  ])("gets the full crisis reply: %s", (text) => {
    expect(received(text).outcome).toBe("crisis");
  });

  it.each([
    "We picked a date for the proposal, told nobody yet!",
    "I know exactly what I'm going to do and when: propose on the beach at sunset.",
    "Skydiving next week from 14,000 feet, I can't stop thinking about jumping!",
    "My birthday's the day we fly to Lisbon.",
  ])("does not raise the crisis reply: %s", (text) => {
    expect(checkCrisis(text).crisis).toBe(false);
  });
});

describe("session 59: veiled signs get at least the care line", () => {
  it.each([
    "You've kept me going through the long nights. Thank you. I'm signing off.",
    "Sat by Mum's grave and told her it won't be much longer until I'm with her.",
    "Left a letter in my desk for whoever finds it.",
    "Hugged my son and told him I love him. I want those to be the last words he hears from me.",
    "Thank you Lord for carrying me as far as you have.",
    "Took everything to the tip, all but the clothes I'm stood up in.",
    "Gave the goldfish to next door. Nobody around to feed them after.",
    "I'm just in the way at work and at home.",
    "All I ever give my family is worry and tears.",
    "No shore in sight, just more water.",
    "Every path I try ends in the same dead end.",
    "I've shut everyone out. Easier.",
    "I pretend I'm out when my friends call round.",
  ])("gets the care line or more: %s", (text) => {
    expect(received(text).outcome).not.toBe("none");
  });

  it.each([
    "Signing off for the night, see you all tomorrow for prayer!",
    "No end in sight for these roadworks outside my house.",
    "Gave my plants to the neighbours while I'm away on holiday, nobody here to water them for three weeks.",
    "I'm the reason she's struggling with maths, I never helped with homework.",
  ])("does not raise the crisis reply: %s", (text) => {
    expect(checkCrisis(text).crisis).toBe(false);
  });
});

describe("session 59: danger at home read with a second reader", () => {
  it.each([
    "My husband and his mother padlock the fridge and I must ask permission to eat. I have nobody here.",
    "My son took my bank card and when I ask for it back he shoves me. I'm scared in my own home.",
    "My stepdad yanks me by my hair when he's drunk and I'm scared to go home.",
    "My boyfriend smacks my little girl when he's angry and I'm frightened of him.",
    "My family are forcing me to marry a man I've never met and they've taken my passport. I'm so scared.",
    "My husband refuses to give me my insulin unless I do what he says. I'm frightened.",
  ])("gets help for abuse: %s", (text) => {
    expect(received(text)).toEqual({ outcome: "crisis", abuseHelp: true });
  });

  it.each([
    "My coach pushes me hard at training and my dad says it's good for me.",
    "My husband pushes me on the swing at the park and we laugh like kids.",
  ])("does not raise help for abuse: %s", (text) => {
    expect(received(text).abuseHelp).toBe(false);
  });
});

describe("session 59: blind-47's false alarms, mended where they belong", () => {
  it.each([
    "Cup final on Saturday, it's do or die for the lads.",
    "Fire drill at my daughter's school today, they all hid under the tables and she loved it.",
    "Our church ran a naloxone training class so we can help anyone who overdoses on the estate.",
    "I think my friend's husband is hitting her. She lives in Leeds. Who can she call?",
    "My dad's carer seems to be taking cash from him. How do I check?",
    "My old teammate keeps posting about how sick of life he is. Is it my place?",
  ])("does not raise the crisis reply: %s", (text) => {
    expect(checkCrisis(text).crisis).toBe(false);
  });

  it("a drill named beside the writer's own wish keeps the full crisis reply", () => {
    expect(received("Fire drill at work today and I just want to end my life.").outcome).toBe("crisis");
  });

  it("a parent who fears for their own daughter keeps the help for abuse", () => {
    expect(received("I think my son's wife is hurting him, he has bruises and she won't let him call us")).toEqual({
      outcome: "crisis",
      abuseHelp: true,
    });
  });
});

describe("session 59: the join's losses, won back as families", () => {
  it("a life's end set by a season's, with the plan and the date, gets the full crisis reply", () => {
    expect(received("Shepherd. When the lambing is done, I go. That's my plan and my day.").outcome).toBe("crisis");
  });

  it.each([
    "When my friends call round I pretend nobody's home.",
    "My kids have earned a break from me after all these years of hospital visits.",
    "Lost the farm, lost the marriage. I've reached the end of my road.",
    "Haven't rung my brother in six weeks. Can't face hearing him ask how I am.",
  ])("gets the care line or more: %s", (text) => {
    expect(received(text).outcome).not.toBe("none");
  });

  it.each([
    "When the harvest finishes I finish my contract and fly home to see my mum.",
    "We came to the end of the road on the coast walk and had chips.",
  ])("does not raise the crisis reply: %s", (text) => {
    expect(checkCrisis(text).crisis).toBe(false);
  });
});

describe("session 59: plan messages that had the crisis reply", () => {
  it.each([
    "Nan says she's ready to go home to Jesus. She's 93 and sleeps most of the day now. How do I say goodbye?",
    "My wife came home after her hip replacement and I'm doing everything, the meals, the washing, the tablets. I'm 79 myself.",
    "Sorry, I've waffled on long enough.",
  ])("does not raise the crisis reply: %s", (text) => {
    expect(checkCrisis(text).crisis).toBe(false);
  });

  it("one's own readiness to go, with no dying named, keeps at least the care line", () => {
    expect(received("I'm ready to go home to Jesus now. I can't do this any more.").outcome).not.toBe("none");
  });
});

describe('session 59: "that\'s the plan" said bare or of an outing', () => {
  it.each(["That's the plan.", "Going to the beach on Saturday with the kids, that's the plan.", "Okay, that's the plan for now."])(
    "does not raise the crisis reply: %s",
    (text) => {
      expect(checkCrisis(text).crisis).toBe(false);
    },
  );

  it.each(["Saturday. Pills. That's the plan.", "Walk out to the point, leave my phone and wallet on the rocks, that's the plan."])(
    "a plan with a means or a place keeps the full crisis reply: %s",
    (text) => {
      expect(received(text).outcome).toBe("crisis");
    },
  );
});
