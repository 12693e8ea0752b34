import { describe, expect, it } from "vitest";
import { BIBLE_VERSIONS } from "@core/options";
import { bibleVersionHint } from "./bible-version-hint";

describe("bibleVersionHint", () => {
  it("tells KJV readers they read the KJV", () => {
    expect(bibleVersionHint("KJV")).toMatch(/King James Version, labelled “KJV”/);
  });

  it("tells readers of every copyrighted version that they are shown WEB", () => {
    for (const version of BIBLE_VERSIONS.filter((v) => v !== "KJV")) {
      expect(bibleVersionHint(version)).toBe(
        `${version} is copyrighted, so Wellspring shows you the public-domain World English Bible, labelled “WEB”.`,
      );
    }
  });

  it("explains the choice once when nothing is chosen yet", () => {
    expect(bibleVersionHint(null)).toMatch(/KJV/);
    expect(bibleVersionHint(null)).toMatch(/“WEB”/);
  });
});
