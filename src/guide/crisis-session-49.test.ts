// Session 49's crisis round (crisis-signals-thirteenth.ts), read on crisis blind-37 once it joined the
// heads (its misses readable). Each family is tried on fresh wordings, not the set's sentences; the
// look-alikes guard each family's reach.
import { describe, expect, it } from "vitest";
import { received } from "./corpus/evaluate.js";
import { checkCrisis } from "./crisis.js";
import { needsCare } from "./safety-net.js";

describe("session 49: one's own death in the old words, a life not kept much longer", () => {
  it.each([
    "Thatcher, sixty-one. Wife gone, roof over me falling in. I'm thinking of doing away with myself, and soon.",
    "Honest to God I'm about to neck myself. Please don't lecture me.",
    "been meaning to say. i'm going to top myself after the match on saturday",
    "I'm not staying alive much longer and nobody's going to talk me out of it.",
    "Everyone thinks I'll be around for years. I won't be here much longer, I'll make sure of that myself.",
  ])("gets the crisis reply: %s", (text) => {
    expect(checkCrisis(text).crisis).toBe(true);
  });

  it.each([
    "I'll top myself up with another coffee before the service.",
    "Best Christmas dinner I ever cooked last year. I'm thinking about how to top myself this year!",
    "Staying alive on the night shift is all about flasks of tea, haha.",
  ])("raises no alarm: %s", (text) => {
    expect(checkCrisis(text).crisis).toBe(false);
  });
});

describe("session 49: a means kept back, looked at, or made ready", () => {
  it.each([
    "When Grandad died we kept his sleeping pills. They're still in the drawer and I keep thinking about taking them.",
    "Dad's painkillers from his last months are still in the cupboard. I think about them every night.",
    "Groundsman. We keep weedkiller in the shed and I've started looking at it differently. That scares me.",
    "Cattle farmer. Lately I go to the gun cabinet and look at it and think about using it.",
    "Everything I'd need is in the house now. Been here a couple of weeks. I check on it.",
    "so the means are ready. just the day to choose",
  ])("gets the crisis reply: %s", (text) => {
    expect(checkCrisis(text).crisis).toBe(true);
  });

  it.each([
    "Mum's tablets are still in the house since she died. Where can I hand them in safely? I keep thinking about it.",
    "We kept Dad's medicines after the funeral, I think about taking them back to the chemist.",
    "I've started looking at the river differently since the baptism there last summer, it feels holy now.",
    "In my stats homework the means are sorted by group before the t-test.",
    "Everything I'd need for the camping trip is here. I keep checking it, so excited!",
  ])("raises no alarm: %s", (text) => {
    expect(checkCrisis(text).crisis).toBe(false);
  });
});

describe("session 49: a method pictured, a plan's how and when, a date kept moving", () => {
  it.each([
    "Lorry driver. On the coast road I keep picturing driving straight off the edge into the sea.",
    "Window cleaner. Top floors now I think about letting myself fall off the ledge.",
    "At the sawmill I think about getting pulled into the belt on purpose.",
    "Decided the how on Monday. Picked the when last night. It's a relief.",
    "I've got a plan now and I feel strangely calm about it.",
    "It's all planned. Made my peace with God and with my brother.",
    "I've kept pushing back the date all winter. It's Friday now. Not pushing it back again.",
  ])("gets the crisis reply: %s", (text) => {
    expect(checkCrisis(text).crisis).toBe(true);
  });

  it.each([
    "On the abseil training I practised letting myself drop off the edge in the harness.",
    "We worked out the how and the when of the surprise party for Mum's seventieth!",
    "Made a plan for my revision and I feel much better.",
    "The wedding's planned. Made my peace with the cost.",
    "We keep moving the date of the wedding, it's next week now, not moving it again!",
  ])("raises no alarm: %s", (text) => {
    expect(checkCrisis(text).crisis).toBe(false);
  });
});

describe("session 49: abuse of an older parent, a worker, a wife kept from her family, a person in care", () => {
  it.each([
    "My grandson has my pension card and I haven't had a penny of it since summer. I'm 84.",
    "My nephew took over my savings when I moved in. He won't let me go to the bank on my own.",
    "My husband's family lock the fridge and I can't eat until they've eaten.",
    "My husband says I'm not allowed to phone my parents any more.",
    "The gaffer on the site hit one of us last week and says he knows where we live if we talk.",
    "Our youth leader keeps me back after group. I don't want to talk about what happens.",
    "The boss says we owe for the flights and the room. The debt never goes down and he holds our documents.",
    "My mum has dementia and lives with us. My husband pushes her when she's slow. I'm frightened for her.",
  ])("gets the crisis reply with help for abuse: %s", (text) => {
    const r = received(text);
    expect(r.outcome).toBe("crisis");
    expect(r.abuseHelp).toBe(true);
  });

  it.each([
    "My son looks after my bank card and does my shopping, I'm 86 and so grateful for him.",
    "Someone stole my bank card from my bag at the market and I've lost my pension money. The bank called.",
    "We lock the fridge at night because the toddler raids it.",
    "At the retreat we're not allowed to call our families for a week, it's a silent retreat.",
    "My accountant has my documents for the tax return and I still owe a bit.",
  ])("raises no alarm: %s", (text) => {
    expect(checkCrisis(text).crisis).toBe(false);
  });
});

describe("session 49: veiled signs in new pictures get the care line", () => {
  it.each([
    "I'm the pebble in everybody's shoe at home.",
    "I feel like a thorn in my family's side.",
    "My son gave up his job to look after me. I'm stealing his best years.",
    "Writing this to say farewell to the choir. You were good to me.",
    "My fishing rods to my nephew, the boat to the lad at the harbour. I've no need of any of it now.",
    "I've given up on people.",
  ])("gets at least the care line: %s", (text) => {
    expect(received(text).outcome).not.toBe("none");
  });

  it.each([
    "I've never given up on people, that's what grace taught me.",
    "Gave the old cot to the food bank for a new mum. We've no need of it now the kids are grown, and we're downsizing.",
  ])("no care line: %s", (text) => {
    expect(needsCare(text)).toBe(false);
  });
});

describe("session 49: exasperation, photos hung, a child's question and a party are no alarm", () => {
  it.each([
    "if i have to hear that christmas jingle one more time in the shop i'm going to shoot myself",
    "Somebody keeps parking in my space at church. I'm going to kill whoever it is.",
    "Hanging the new family photos in the hall today. Any tips for nails in plaster?",
    "My little girl asked me last night if I'm going to die like Grandpa. How do I answer her?",
    "The choir threw me a surprise leaving do. I cried!",
  ])("raises no alarm: %s", (text) => {
    expect(checkCrisis(text).crisis).toBe(false);
  });

  it.each([
    "If I have to live one more day like this I'm going to kill myself.",
    "I'm going to hang myself in the hall tonight.",
    "He threw me against the wall again last night.",
  ])("still alarms: %s", (text) => {
    expect(checkCrisis(text).crisis).toBe(true);
  });
});

describe("session 49: a child's own words quoted by a worried parent get the helper's line", () => {
  it.each([
    'My boy told me "I want to die" last night and he\'s only eleven. What do I do?',
    "Our daughter texted me 'I don't want to be here anymore'. How can we help her?",
  ])("the helper's line, no crisis reply spoken to the writer: %s", (text) => {
    const check = checkCrisis(text);
    expect(check.crisis).toBe(false);
    expect(check.forSomeoneElse).toBe(true);
  });

  it("keeps the crisis reply when the writer shares the wish", () => {
    expect(checkCrisis('My son said "I want to die" and honestly so do I. What do I do?').crisis).toBe(true);
  });
});
