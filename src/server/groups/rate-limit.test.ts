import { describe, expect, it } from "vitest";
import { createRateLimiter } from "./rate-limit.js";

describe("rate limiter", () => {
  it("allows the limit per window and per key, then refuses until the window passes", () => {
    const limiter = createRateLimiter(2, 1000);
    expect(limiter.exhausted("a", 0)).toBe(false);
    expect(limiter.take("a", 0)).toBe(true);
    expect(limiter.take("a", 10)).toBe(true);
    expect(limiter.exhausted("a", 15)).toBe(true);
    expect(limiter.take("a", 20)).toBe(false);
    expect(limiter.take("b", 20)).toBe(true);
    expect(limiter.exhausted("a", 1000)).toBe(false);
    expect(limiter.take("a", 1000)).toBe(true);
  });

  it("gives an attempt back within its window", () => {
    const limiter = createRateLimiter(1, 1000);
    expect(limiter.take("a", 0)).toBe(true);
    expect(limiter.exhausted("a", 5)).toBe(true);
    limiter.giveBack("a", 5);
    expect(limiter.exhausted("a", 5)).toBe(false);
    expect(limiter.take("a", 6)).toBe(true);
    expect(limiter.take("a", 7)).toBe(false);
  });
});
