// Session 50's crisis round (crisis-signals-fourteenth.ts, and the helper's readings it widened), read on
// crisis blind-38 once it joined the heads (its misses readable). Each family is tried on fresh wordings,
// not the set's sentences; the look-alikes guard each family's reach.
import { describe, expect, it } from "vitest";
import { received } from "./corpus/evaluate.js";
import { checkCrisis } from "./crisis.js";
import { needsCare } from "./safety-net.js";

describe("session 50: a plan that ends in the writer's death, an illness's work finished, a day decided", () => {
  it.each([
    "Letters are in the drawer, the dog is going to my sister. The last part of the plan is me not waking up.",
    "Lock keeper. I've planned my own death the way I plan a lock flight, step by step, and I've written to the harbour master.",
    "The stroke nearly killed me in March. I'm going to finish what it started, I've thought about how.",
    "Friday is the day. I've been so much calmer since I made my decision.",
    "tonight feels like it. me ending it all, i mean",
    "My plan is set now. The dog has a new home to go to and my passwords are in an envelope for my son.",
  ])("gets the crisis reply: %s", (text) => {
    expect(checkCrisis(text).crisis).toBe(true);
  });

  it.each([
    "The plan is me driving the first half and my wife the rest. Road trip to Nova Scotia!",
    "I've planned my own funeral hymns with the vicar, which felt oddly peaceful.",
    "Chemo nearly killed me last year but I'm here and going to finish the marathon I started.",
    "Saturday is the day! Feel calmer since deciding on the hymns for the wedding, though.",
    "She said it's me ending things with her tonight or she will. Breakups are awful.",
    "We're moving to Spain. The cat has a new home lined up with my neighbour and my passwords are sorted.",
  ])("raises no alarm: %s", (text) => {
    expect(checkCrisis(text).crisis).toBe(false);
  });
});

describe("session 50: a method pictured, a weapon or medicines thought about", () => {
  it.each([
    "Bus mechanic. On the bypass I picture wrapping the van round a pillar, just not braking.",
    "Wind-turbine tech. Up the mast I keep thinking about unclipping. Nobody knows.",
    "Dad's shotgun is in the cabinet at the farm. I keep thinking about that gun and ending it all.",
    "Pharmacy assistant. I could get hold of tablets at work if I wanted to, and I keep thinking about what they would do to me.",
  ])("gets the crisis reply: %s", (text) => {
    expect(checkCrisis(text).crisis).toBe(true);
  });

  it.each([
    "I nearly crashed the car on ice today because the wheel wouldn't turn. Thank God for the verge.",
    "Driving my car home I think about not braking so hard at the bend, my driving instructor says I'm too jumpy.",
    "Thinking about unclipping the dog's lead at the beach tomorrow, is she ready?",
    "I could get at the paracetamol at work if I wanted but I'd rather bring my own for my headaches.",
  ])("raises no alarm: %s", (text) => {
    expect(checkCrisis(text).crisis).toBe(false);
  });
});

describe("session 50: abuse of a child, a person in care, young workers, a maid", () => {
  it.each([
    "When my stepdad's been at the pub he goes for my little sister. I get between them. I'm 14.",
    "The night carer at Gran's has been pinching her. I saw the bruises. Gran lives with me and I'm her carer.",
    "The overseer at the estate beats the lads if they don't fill the sacks. My boy is twelve.",
    "The pastor told everyone my son is possessed. They want him kept at the camp for deliverance and they tied his hands last time.",
    "My stepbrother took power of attorney for Mum and now he won't let me see her at all.",
    "The manager at the packing shed says the young girls have to sleep with him if they want more shifts.",
    "I clean for a family in Beirut. They have taken my passport and I am not allowed to go out. Please.",
  ])("gets the crisis reply with help for abuse: %s", (text) => {
    const r = received(text);
    expect(r.outcome).toBe("crisis");
    expect(r.abuseHelp).toBe(true);
  });

  it.each([
    "My dad always goes for my little brother's football team, never mine! So unfair haha.",
    "Our carer has been hitting the gym before her shift, she's so strong now.",
    "The boss says the new girls have to be nice to the customers. Fair enough.",
    "My sister has power of attorney for Dad and she lets me see him whenever I like. Grateful.",
    "My employer keeps my passport in the safe for the visa paperwork, I get it back next week.",
  ])("raises no alarm: %s", (text) => {
    expect(checkCrisis(text).crisis).toBe(false);
  });
});

describe("session 50: goodbyes taken for ordinary ones, a burden, a withdrawal get the care line", () => {
  it.each([
    "Fishmonger. I've said cheerio to every regular this week. They think I meant for the holidays.",
    "I said goodbye to the lads on the ferry today without them realising what I meant.",
    "Bye as in for good. Thanks for everything.",
    "Said goodbye to the kids at Sunday school. I won't be there next week.",
    "My wife is eighty and still nursing me. I'm too much for her now.",
    "I don't go to choir anymore and I avoid everyone at chapel.",
    "Said goodbye to the hives this morning. Tell my nephew the bees are his.",
  ])("gets at least the care line: %s", (text) => {
    expect(received(text).outcome).not.toBe("none");
  });

  it.each([
    "Said goodbye to the kids at Sunday school. I won't be there next week as I'm on holiday in Crete!",
    "My toddler is too much for him some days, my husband says, but he loves bath time.",
  ])("no care line: %s", (text) => {
    expect(needsCare(text)).toBe(false);
  });
});

describe("session 50: a report card, a game, a job walked out of, a song are no alarm", () => {
  it.each([
    "when dad sees the dent in the car he is literally going to kill me",
    "Nobody's in danger except the pudding. How do I calm the family down over Christmas?",
    "At the nativity I have to lie dead as Herod for five minutes. Costume tips?",
    "This job is a joke. Some days I want to walk out and never come back. Pray for patience.",
    "If I have to sit through that advert one more time I'll throw myself out of the window lol",
    "Does Hamlet want to kill himself? We're reading it in English class.",
  ])("raises no alarm: %s", (text) => {
    expect(checkCrisis(text).crisis).toBe(false);
  });

  it.each([
    "When my husband finds out I went to see my sister he is going to kill me. I'm scared to go home.",
    "I want to walk out and never come back. Not from work. From everything. I have the pills.",
  ])("still alarms: %s", (text) => {
    expect(checkCrisis(text).crisis).toBe(true);
  });
});

describe("session 50: someone else's danger told by the person helping them", () => {
  it.each([
    "My cousin told me she's got a plan to end her life. What do I do?",
    "My friend has been hurting herself on purpose. How do I help her?",
  ])("the helper's line: %s", (text) => {
    const check = checkCrisis(text);
    expect(check.crisis).toBe(false);
    expect(check.forSomeoneElse).toBe(true);
  });

  it.each([
    "I'm worried my sister is in a controlling relationship. He checks her phone. What can I do?",
    "My son's girlfriend keeps him from seeing his friends and checks his phone. Is that abuse?",
    "A pupil told me her stepdad hits her. I've reported it to safeguarding and I keep thinking about her.",
  ])("no crisis reply spoken to the writer as the one in danger: %s", (text) => {
    expect(checkCrisis(text).crisis).toBe(false);
  });

  it("keeps the crisis reply when the writer is the one controlled", () => {
    const r = received("My husband checks my phone and won't let me see my family. I'm scared of him.");
    expect(r.outcome).toBe("crisis");
    expect(r.abuseHelp).toBe(true);
  });
});

describe("session 50: someone else's last weeks, with the subject left out, are no alarm", () => {
  it.each([
    "Dad's in the hospice and won't be here much longer. How do I say goodbye?",
    "Grandad has stage four cancer. Won't be here much longer. Pray for us.",
    "Mum is on end of life care now, won't be here much longer the nurses say.",
  ])("raises no alarm: %s", (text) => {
    expect(checkCrisis(text).crisis).toBe(false);
  });

  it.each(["Won't be here much longer. Sorted everything.", "Mum's in the hospice and I won't be here much longer either, I've decided."])(
    "still alarms: %s",
    (text) => {
      expect(checkCrisis(text).crisis).toBe(true);
    },
  );
});
