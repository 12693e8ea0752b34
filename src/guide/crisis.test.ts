import { describe, expect, it } from "vitest";
import { checkCrisis } from "./crisis.js";

describe("crisis check", () => {
  it.each([
    ["I want to kill myself", "suicide"],
    ["Everyone would be better off without me", "suicide"],
    ["I keep hoping I won't wake up tomorrow", "suicide"],
    ["I've been hurting myself again", "self_harm"],
    ["My boyfriend shoves me and I'm scared of him when he drinks", "abuse"],
    ["Someone is stalking me", "danger"],
  ])("catches %s", (message, kind) => {
    const result = checkCrisis(message);
    expect(result.crisis).toBe(true);
    expect(result.kinds).toContain(kind);
  });

  it.each([
    "This deadline is killing me",
    "I'm dying to go on vacation",
    "I'm not suicidal, just exhausted",
    "It hit me hard when my dog died",
    "He hit me up last night about the party",
    "I'm in recovery from drug abuse and doing well",
    "I would never hurt myself, but I am very sad",
    "I'm so tired I could sleep for a week",
    "I feel hopeless about my job search",
  ])("does not raise an alarm for %s", (message) => {
    expect(checkCrisis(message).crisis).toBe(false);
  });

  it("treats two signals of despair together as a crisis", () => {
    expect(checkCrisis("I feel hopeless").crisis).toBe(false);
    expect(checkCrisis("I feel hopeless and trapped, like a burden to everyone").crisis).toBe(true);
  });
});
