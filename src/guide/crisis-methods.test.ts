// Direct statements by method (crisis-signals-methods.ts) and the shared drug names
// (crisis-drugs.ts): each family raises the full crisis reply when the method is turned on the
// writer, and stays quiet on the same words in play, chores, fiction or someone else's care.
import { describe, expect, it } from "vitest";
import { checkCrisis } from "./crisis.js";

describe("direct statements by method", () => {
  it.each([
    // fumes and gases
    "i'll sit in the car breathing the exhaust till it's over",
    "thinking about leaving the car running in the closed garage again",
    // chemicals
    "i'm going to drink the antifreeze in the shed tonight",
    "the bleach under the sink is for me, not for cleaning",
    // drugs, any named one
    "i'm going to overdose on my methadone",
    "thinking of overdosing on my gabapentin",
    "ready to inject the last of my insulin into myself",
    "what's the lethal number of my amitriptyline for someone my size",
    // hanging, drowning, firearms, fire, sharp objects
    "i want to put a plastic bag over my head and be done",
    "i'll swim out past the pier until i can't swim back",
    "i keep thinking of putting the rifle to my head",
    "i'm going to set myself on fire outside the church",
    "i'm going to slit my throat tonight",
    // heights, moving objects, vehicles
    "i want to jump off the multi storey car park roof",
    "planning to step in front of the train on my way home",
    "i'm going to drive my car into a tree on the back road",
    // treatment stopped in order to die; the end of one's life named
    "i'll stop my dialysis and let myself die",
    "i have decided to finish my life this week",
    "i have planned my own death and i'm at peace with it",
    "would a rope from the hardware store hold an adult's weight",
  ])("raises the crisis reply: %s", (text) => {
    expect(checkCrisis(text).crisis).toBe(true);
  });

  it.each([
    "I'm going to jump off the diving board at camp tomorrow, so scared lol",
    "I'm going to drive the car into the garage and clean it out this weekend",
    "I'm planning to swim out to the buoys and back for my triathlon training",
    "I want to finish my life's work before I retire, the book on Romans",
    "we planned my dad's funeral today, it was so hard",
    "which pills work fastest for a headache?",
    "where would you shoot the deer so it's instant and humane?",
    "the character throws himself off the bridge in the novel we're reading in class",
    "I overdosed on chocolate at Easter",
    "I overdosed on netflix this weekend",
    "found foil and a lighter in my son's room, I think it's heroin",
    "can you overdose on vitamin d? my mom takes a lot",
    "I keep the rat poison in the garage for the mice, is it safe with cats?",
  ])("stays quiet: %s", (text) => {
    expect(checkCrisis(text).crisis).toBe(false);
  });
});

describe("plans with the place or the means chosen", () => {
  it.each([
    "i'm up on the roof of the car park and i want to jump",
    "i've picked the spot, the bridge on the ring road, and written my letters",
    "the plan is to walk out into the sea past the rocks until i can't get back",
    "got three boxes of zopiclone in my drawer that nobody knows about",
  ])("raises the crisis reply: %s", (text) => {
    expect(checkCrisis(text).crisis).toBe(true);
  });

  it.each([
    "we picked the spot for the picnic by the bridge, bring the rope swing",
    "i'm on the roof fixing the gutter and want to get down before the rain",
    "my plan is to swim out to the raft and back before breakfast",
  ])("stays quiet: %s", (text) => {
    expect(checkCrisis(text).crisis).toBe(false);
  });
});

describe("means sought, made ready or gathered", () => {
  it.each([
    "went to the gun shop at lunch and picked one out, the waiting period is up friday",
    "the hose is bought, the garage door seals tight and the car has a full tank",
    "i worked out how many i need and i've got them",
    "30 of my dad's sleeping tablets are in my locker at school",
  ])("raises the crisis reply: %s", (text) => {
    expect(checkCrisis(text).crisis).toBe(true);
  });

  it.each([
    "bought a rifle for deer season, i pick it up after the waiting period",
    "taped the garage door for winter drafts, the car starts better now",
    "i have 30 of my mum's old tablets in a bag to take back to the pharmacy",
    "the gun is in the boot for the clay shoot at the range on sunday",
  ])("stays quiet: %s", (text) => {
    expect(checkCrisis(text).crisis).toBe(false);
  });
});

describe("the details worked out", () => {
  it.each([
    "wrote the letters, picked the spot at the quarry, going saturday",
    "i have decided: friday night, in the garage, with my dad's rifle",
    "my brother's hunting rifle is under the bed and i've been taking it out and holding it",
  ])("raises the crisis reply: %s", (text) => {
    expect(checkCrisis(text).crisis).toBe(true);
  });

  it.each(["picked the spot at the cliffs for our picnic on saturday", "we decided on friday for the bible study potluck"])(
    "stays quiet: %s",
    (text) => {
      expect(checkCrisis(text).crisis).toBe(false);
    },
  );
});

describe("a method chosen, a rail to go over (session 29)", () => {
  it.each([
    "the method i've settled on is the rope. i'm calm about it",
    "standing at the railing on the bridge. i want to go over",
    "going to jump off the stern tonight. that's how i'll go",
  ])("raises the crisis reply: %s", (text) => {
    expect(checkCrisis(text).crisis).toBe(true);
  });

  it.each([
    "the way i've picked is the train, it's cheaper than flying",
    "we're at the bridge and i want to go over to the other side for photos",
  ])("stays quiet: %s", (text) => {
    expect(checkCrisis(text).crisis).toBe(false);
  });
});
