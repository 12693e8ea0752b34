// careFor: what the writer of a journal entry, reflection or group message sees privately.
import { describe, expect, it } from "vitest";
import { CONCERN_CARE, DV_PHONE } from "./care.js";
import { careFor } from "./care-for.js";

describe("careFor", () => {
  it.each([
    "",
    "   ",
    "Thank you Lord for a quiet morning and good coffee",
    "This exam is killing me",
    "I'm dying to see my family at Christmas",
  ])("is null for %j", (text) => {
    expect(careFor(text)).toBeNull();
  });

  it("gives the full crisis resources for a plan with stored means and a time", () => {
    const notice = careFor("I've been saving my pills and I'm taking them tonight");
    expect(notice?.level).toBe("crisis");
    expect(notice?.kinds).toContain("suicide");
    expect(notice?.message).toContain("988");
    expect(notice?.message).toContain("findahelpline.com");
    expect(notice?.message).toMatch(/emergency number/);
    expect(notice?.message).toMatch(/pastor/);
    expect(notice?.message).not.toContain(DV_PHONE);
  });

  it("adds the domestic violence hotline (call or text) for abuse at home", () => {
    const notice = careFor("My husband hits me when he's been drinking");
    expect(notice?.level).toBe("crisis");
    expect(notice?.kinds).toContain("abuse");
    expect(notice?.message).toContain("1-800-799-7233");
    expect(notice?.message).toContain("START to 88788");
    expect(notice?.message).toMatch(/911/);
  });

  it("gives the gentle care line for a veiled sign", () => {
    expect(careFor("I quit going to church, quit seeing friends. There's nothing left in me.")).toEqual({
      level: "care",
      kinds: [],
      message: CONCERN_CARE,
    });
  });
});
