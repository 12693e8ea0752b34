// Ordinary pastoral situations (crisis-signals-pastoral.ts) get the normal reply or the care line,
// not the crisis reply; the same words with the writer's own danger keep it. The first message of
// each family is from the older readable plan sets; each raised the crisis reply before session 32.
import { describe, expect, it } from "vitest";
import { checkCrisis } from "./crisis.js";

const crisisReply = (text: string) => checkCrisis(text).crisis;

describe("a dying person's own preparations", () => {
  it.each([
    "I'd like to plan my own funeral hymns while I still have my voice",
    "the consultant says it is months not years. pancreatic. I have sat with hundreds of dying folk and now I don't know how to do it myself",
    "Hospice came out today and set the bed up in the living room. I'd like to plan my own funeral this week while my head is still clear",
    "The doctors give me six months with this liver. I want to be ready to go home if He calls me. Is that a lack of faith?",
    "my cancer is back and I've started choosing my funeral hymns with the vicar",
  ])("gets the normal reply: %s", (text) => {
    expect(crisisReply(text)).toBe(false);
  });

  // With no illness named, the preparation may be a farewell: the care line stays.
  it.each([
    "we've started planning my funeral with my wife, strange thing to do over tea",
    "i've started writing letters for my boys to open when they're older",
  ])("keeps the care line without the illness named: %s", (text) => {
    expect(checkCrisis(text)).toMatchObject({ crisis: false, concern: true });
  });

  it.each([
    "I have cancer and I've planned my own funeral. I'm going to end it before the pain gets bad",
    "I have kept the lorazepam from my chemo. I'm keeping it for when I'm ready to go.",
    "the doctors gave me six months but I'm not waiting for Him to call me. I'm planning my funeral and then I'll take my own life",
    "I wrote letters to my kids and put them where they'll find them",
  ])("keeps the crisis reply: %s", (text) => {
    expect(crisisReply(text)).toBe(true);
  });
});

describe("grief for someone else's overdose or suicide", () => {
  it.each([
    "my brother's birthday is next week, the first since the overdose",
    "got the call at a truck stop that my big brother died. overdose. im 900 miles from home and i cant stop shaking",
    "Third year of seminary, and since my mum's suicide I can't pray",
  ])("keeps only the care line: %s", (text) => {
    expect(checkCrisis(text)).toMatchObject({ crisis: false, concern: true });
  });

  it.each([
    "since my brother's overdose i want to join him. i've got his pills",
    "the first anniversary since my son's suicide is friday and i'm going to do the same that night",
  ])("keeps the crisis reply: %s", (text) => {
    expect(crisisReply(text)).toBe(true);
  });
});

describe("abuse told as past", () => {
  it.each([
    "where was God when i was being abused as a child",
    "i was abused by a youth leader and i can't reconcile it with a loving God",
    "My father wants to make peace now he's old. He beat us as kids. I'm fifty years old and I still cannot forgive him",
    "my father beat us when we were young. now he is old and sick and wants me to visit. I know I am supposed to forgive",
    "the court let him off on a technicality. he hurt my sister and he walks out laughing",
  ])("gets the care line instead of the abuse reply: %s", (text) => {
    expect(checkCrisis(text)).toMatchObject({ crisis: false, concern: true });
  });

  it("a rescue is not abuse", () => {
    expect(crisisReply("got word Sarge is gone, cancer. he dragged me out of a bad spot outside Kandahar and I never thanked him")).toBe(
      false,
    );
  });

  it.each([
    "my dad beat me as a kid and he still hits me when he's drunk. where was god",
    "my husband beat me for years and I'm supposed to forgive him but I'm scared to go home tonight",
    "my mom burns me with the iron when im bad. its been going on for years",
  ])("keeps the abuse reply: %s", (text) => {
    expect(checkCrisis(text)).toMatchObject({ crisis: true });
    expect(checkCrisis(text).kinds).toContain("abuse");
  });
});

describe("ordinary uses of the words", () => {
  it.each([
    "I keep having panic attacks on the train, heart racing, sure I am going to die. Doctor checked my heart already",
    "I want to live my faith better at work. I'd love to pray for patients",
    "i want to do it well",
    "mum's ashes are still on the shelf, i can't bring myself to scatter them",
    "had to put Duke down this morning. 14 years old and the cab feels empty",
    "police gave me a crime reference number and that's it",
  ])("gets no crisis reply: %s", (text) => {
    expect(crisisReply(text)).toBe(false);
  });

  it.each([
    "my son is 24 with severe autism. I'm 61. who will look after him when I'm gone",
    "I relapsed. 14 months sober and I drank the whole bottle Friday. I feel like such a hypocrite",
  ])("keeps only the care line: %s", (text) => {
    expect(checkCrisis(text)).toMatchObject({ crisis: false, concern: true });
  });

  it.each([
    "I keep having panic attacks and honestly I want to die",
    "i want to do it well this time so i don't wake up",
    "i'm going to walk into the sea at the beach where we spread mum's ashes, thats my plan",
    "after my shift tonight im going to the parking garage roof and thats it",
    "14 months sober and tonight I drank the whole bottle with all my pills",
  ])("keeps the crisis reply: %s", (text) => {
    expect(crisisReply(text)).toBe(true);
  });
});
