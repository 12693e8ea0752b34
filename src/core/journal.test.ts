import { describe, expect, it } from "vitest";
import { JournalContent, JournalTags } from "./journal-schemas";
import { addTag, normaliseTags, reflectionContent, wordCount, wordCountLabel } from "./journal";

describe("journal rules", () => {
  it("counts whitespace-separated words of the trimmed text", () => {
    expect(wordCount("")).toBe(0);
    expect(wordCount("   ")).toBe(0);
    expect(wordCount(" grace ")).toBe(1);
    expect(wordCount("grace  upon\n grace")).toBe(3);
    expect(wordCountLabel(1)).toBe("1 word");
    expect(wordCountLabel(0)).toBe("0 words");
    expect(wordCountLabel(2)).toBe("2 words");
  });

  it("trims tags, drops blanks and duplicates", () => {
    expect(normaliseTags([" hope ", "", "hope", "  ", "peace"])).toEqual(["hope", "peace"]);
    expect(addTag(["wellspring"], "  wellspring ")).toEqual(["wellspring"]);
    expect(addTag(["wellspring"], " grief ")).toEqual(["wellspring", "grief"]);
  });

  it("formats a reflection as the spec says", () => {
    expect(reflectionContent("What gives you hope?", "  The morning light.  ")).toBe(
      "Reflection Prompt: What gives you hope?\n\nReflection: The morning light.",
    );
  });

  it("refuses blank content and normalises tags on parse", () => {
    expect(JournalContent.safeParse(" \n ").success).toBe(false);
    expect(JournalContent.safeParse("Thank you, Lord").success).toBe(true);
    expect(JournalTags.parse([" a ", "a", ""])).toEqual(["a"]);
  });
});
