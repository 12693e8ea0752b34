import { describe, expect, it } from "vitest";
import { CONCERN_CARE } from "./care.js";
import { checkCrisis } from "./crisis.js";
import { createGuide } from "./index.js";

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

  it.each([
    "I feel hopeless about everything lately",
    "what's the point, nothing ever changes",
    "I'm so tired of everything",
    "I feel worthless",
  ])("marks concern below the crisis bar for %s", (message) => {
    const result = checkCrisis(message);
    expect(result.crisis).toBe(false);
    expect(result.concern).toBe(true);
  });

  it.each(["I'm grateful for a good week", "this job is killing me", "I'm dying to see my family"])(
    "marks no concern for %s",
    (message) => {
      expect(checkCrisis(message)).toEqual({ crisis: false, kinds: [], concern: false });
    },
  );

  // Session 28: figures of speech and a range named (they had raised the crisis reply), each beside
  // a twin with the writer's own danger that must keep it.
  it.each([
    ["i want to jump out of my skin when the fire alarm goes off", "i want to jump off the roof of my building tonight"],
    ["i've decided to die to my old habits this lent", "i've decided to die, i can't do this anymore"],
    ["it took me 20 minutes to find the gun range", "i bought a gun at the range and i'm going to use it on myself tonight"],
  ])("raises no crisis for %j, and does for its twin %j", (ordinary, twin) => {
    expect(checkCrisis(ordinary).crisis).toBe(false);
    expect(checkCrisis(twin).crisis).toBe(true);
  });

  it("sets aside a distant past the member says is over", () => {
    expect(checkCrisis("I used to self-harm as a teen but I've been free for ten years").crisis).toBe(false);
    expect(checkCrisis("I used to self-harm as a teen and I started again last week").crisis).toBe(true);
  });
});

describe("concern replies", () => {
  const guide = createGuide({});

  it("keep the normal reply and lead with a gentle care line naming 988 and findahelpline.com", async () => {
    const reply = await guide.respond("I feel hopeless and I'm tired of everything", {}, {});
    expect(reply.crisis).toBe(false);
    const r = reply.response;
    expect(Object.keys(r)[0]).toBe("care");
    expect(r.care).toBe(CONCERN_CARE);
    expect(r.care).toContain("call or text 988");
    expect(r.care).toContain("findahelpline.com");
    expect(r.care).toMatch(/pastor/);
    expect(r.scripture).toBeDefined();
    expect(r.prayer).toBeDefined();
    expect(r.guidance).toContain("988");
  });

  it("leave an ordinary reply without a care line", async () => {
    const reply = await guide.respond("I'm nervous about my exam tomorrow", {}, {});
    expect(reply.response.care).toBeUndefined();
  });
});
