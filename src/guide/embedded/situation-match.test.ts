// Which situation a message is about: the rules that read a message as a pastor would (who it is
// about, distress over occasion, the event over the feeling), not the bank's vocabulary.
import { describe, expect, it } from "vitest";
import { SITUATIONS } from "../material/situations.js";
import { chooseWeeklySituation, chooseWeekPassages } from "./plan.js";
import { isHurting } from "./register-rules.js";
import { situationOfText } from "./situation-match.js";
import { situationTheme } from "./situation-theme.js";
import { GENERAL_SITUATION } from "../material/general.js";

const idOf = (text: string) => situationOfText(text)?.id;

describe("situation of a message", () => {
  it("gives someone the member loves their own situation, not the member's", () => {
    expect(idOf("I'm drinking too much again")).not.toBe("spouse_addiction");
    expect(idOf("my husband's drinking is destroying our family")).toBe("spouse_addiction");
    expect(idOf("my teenage son is angry all the time")).toBe("parenting_struggle");
    expect(idOf("my wife was diagnosed with cancer")).toBe("cancer_loved_one");
    expect(idOf("I was diagnosed with cancer")).toBe("cancer_self");
    expect(idOf("my husband has parkinson's and it's getting worse")).toBe("illness_loved_one");
  });

  it("never reads a celebration into a message of distress", () => {
    expect(situationOfText("nobody came to my birthday")?.need).not.toBe("joy");
    expect(situationOfText("no one remembered my birthday and I'm sad")?.need).not.toBe("joy");
    expect(situationOfText("it's my 50th birthday today")?.need).toBe("joy");
  });

  it("lets the event a message names outrank a bare feeling", () => {
    expect(idOf("I'm divorced and I feel like a failure at church")).toBe("divorce");
  });

  it("reads a teaching topic said in distress as that topic's pain", () => {
    expect(isHurting(situationOfText("I pray and pray and it feels like nobody is listening, I'm so hurt")!)).toBe(true);
  });

  it("takes good news the bank has no words for as good news", () => {
    expect(situationOfText("they offered me the nursing position I interviewed for!")?.need).toBe("joy");
    expect(idOf("we finally got our visas approved!")).toBe("joy_general");
    expect(situationOfText("we finally got our visas approved, I'm so worried it will fall through")?.need).not.toBe("joy");
  });
});

describe("a week for a message no situation names", () => {
  it("is seven register-safe passages of God's care with no blessing standing in for comfort", () => {
    expect(chooseWeeklySituation(["something happened and I can't explain it"])).toBeUndefined();
    const week = chooseWeekPassages(situationTheme(GENERAL_SITUATION), "WEB", () => 0.5, 7, true);
    expect(week).toHaveLength(7);
    expect(week.map((p) => p.reference)).not.toContain("Numbers 6:24-26");
  });

  it("never runs out: every situation gives seven distinct passages", () => {
    for (const s of SITUATIONS) expect(situationTheme(s).passages.length, s.id).toBe(7);
  });
});
