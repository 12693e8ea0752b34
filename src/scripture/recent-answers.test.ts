import { describe, expect, it } from "vitest";
import { RecentAnswers } from "./recent-answers.js";

describe("RecentAnswers", () => {
  it("computes an answer once, keeps null answers too, and forgets the oldest when full", () => {
    let computed = 0;
    const answers = new RecentAnswers<string, string | null>(2);
    const read = (key: string) => answers.get(key, () => (computed++, key === "none" ? null : key.toUpperCase()));
    expect(read("a")).toBe("A");
    expect(read("a")).toBe("A");
    expect(read("none")).toBeNull();
    expect(read("none")).toBeNull();
    expect(computed).toBe(2);
    read("b"); // full: "a" is forgotten
    read("a");
    expect(computed).toBe(4);
    answers.clear();
    read("a");
    expect(computed).toBe(5);
  });
});
