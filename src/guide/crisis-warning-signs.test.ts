// Veiled warning signs (crisis-signals-warning-signs.ts) earn the gentle care line, and the same
// words in ordinary life do not.
import { describe, expect, it } from "vitest";
import { checkCrisis } from "./crisis.js";
import { needsCare } from "./safety-net.js";

const careOrMore = (text: string) => {
  const check = checkCrisis(text);
  return check.crisis || needsCare(text, check);
};

describe("veiled warning signs", () => {
  it.each([
    "cut again last night, i'm sorry",
    "i've still been cutting since the divorce",
    "cutting is how i cope and i hate it",
    "i broke my own hand on purpose after he yelled",
    "i scratched my skin raw again in the shower",
    "my wife would cope better without me around",
    "i'm dragging my whole family down",
    "i'm just another mouth to feed here",
    "i don't see how this ever gets better",
    "i can't face another winter of this",
    "i switched my phone off so people would stop checking on me",
    "no more church no more friends",
    "goodbye lord, see you soon",
    "i won't get the chance to tell her myself",
    "there's a letter for my son in the drawer, he'll find it after",
    "gave my brother my guitar, figured now was the time",
  ])("earns at least the care line: %s", (text) => {
    expect(careOrMore(text)).toBe(true);
  });

  it.each([
    "i cut again, my hair is so short now",
    "used the scissors on my arm cast to cut it off lol",
    "i'm writing a will now that we have kids, the lawyer said it's smart",
    "I want to write a letter to my kids about my faith for when they're older",
    "sorry for leaving early last night, the babysitter called",
    "our youth group would run smoother with two more volunteers",
    "this is my last exam before the holidays!",
  ])("stays ordinary: %s", (text) => {
    expect(careOrMore(text)).toBe(false);
  });
});

// Session 42 (crisis-signals.ts, VEILED_CONCERN): farewells in the words of a note, weeks of cutting,
// hiding from whoever comes to the door (seventeen of the older sets' veiled signs the heads had trained
// on and still missed). Fresh wordings; the first fails on the code before.
describe("session 42: a farewell in the words of a note", () => {
  it.each([
    "If you're reading this afterwards, Mum, I love you. The money for the gas is in the tin.",
    "Boys, you won't hear from me again. Look after each other on the boat.",
  ])("earns at least the care line: %s", (text) => {
    expect(careOrMore(text)).toBe(true);
  });

  it.each([
    "Whoever finds my lost keys, please hand them in at the church office!",
    "If you're reading this afterwards, the leftover cake is in the fridge, enjoy.",
    "Week six of cutting back on sugar and I feel amazing.",
  ])("stays ordinary: %s", (text) => {
    expect(careOrMore(text)).toBe(false);
  });
});

// Session 42 (crisis-signals.ts, VEILED_CONCERN): withdrawal and giving away in plain words (twenty-two of
// the older sets' veiled signs the heads had trained on and still missed). The fresh wordings below were
// met on the code before too (the trained heads hear fresh withdrawal); they guard the rule's reach, and
// a week alone at a cabin stays ordinary.
describe("session 42: no one seen in weeks, things left with those who'll be around", () => {
  it.each([
    "Not spoken to anybody in weeks. Easier that way.",
    "Ma pal chapped the door and I sat still till he went.",
    "The tortoise is with my nephew now. I won't be here to look after him.",
  ])("earns at least the care line: %s", (text) => {
    expect(careOrMore(text)).toBe(true);
  });

  it("stays ordinary: a week alone at the cabin", () => {
    expect(careOrMore("Haven't seen a soul in a week up at the cabin, pure bliss, back on Sunday.")).toBe(false);
  });
});

// Session 43 (crisis-signals-warning-signs.ts): a goodbye made final by its own words ("not the see you
// later kind", "forever this time"). Both fail on the code before; a church building left for a new one
// stays ordinary.
describe("session 43: a goodbye made final by its own words", () => {
  it.each(["bye mum. not the see you later kind.", "Said my goodbyes at work today, forever this time. Nobody noticed."])(
    "earns at least the care line: %s",
    (text) => {
      expect(careOrMore(text)).toBe(true);
    },
  );

  it("stays ordinary: a church building left for a new one", () => {
    expect(careOrMore("Saying goodbye to the old church building forever, we move to the new one on Sunday")).toBe(false);
  });
});

// Session 43 (crisis-signals-warning-signs.ts): a burden told as what others would gain, a hole too deep
// to climb out of, cutting gone back to, hiding away so as not to speak to anybody. The first fails on
// the code before; the rest met it too (the trained heads hear them) and guard the rules' reach. Hedges
// cut at the allotment stay ordinary.
describe("session 43: what others would gain, cutting gone back to, hiding away", () => {
  it.each([
    "Mum's pension keeps us both. She'd have more without me.",
    "Better for the lads if I'm gone, then the farm goes to them.",
    "Gone back to cutting since Easter.",
    "I wait in the car at pickup so I don't have to speak to anybody.",
  ])("earns at least the care line: %s", (text) => {
    expect(careOrMore(text)).toBe(true);
  });

  it("stays ordinary: hedges cut at the allotment", () => {
    expect(careOrMore("Been cutting at the allotment all morning, hedges done")).toBe(false);
  });
});
