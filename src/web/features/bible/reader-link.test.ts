import { describe, expect, it } from "vitest";
import { readerPath, readerPathForVersion } from "./reader-link";

describe("readerPath", () => {
  it.each([
    ["John 3:16-18", "WEB", "/bible/web/john/3#v16"],
    ["1 Corinthians 13:4-7", "KJV", "/bible/kjv/1-corinthians/13#v4"],
    ["Psalm 23", "WEB", "/bible/web/psalm/23"],
    ["Song of Solomon 2:4", "WEB", "/bible/web/song-of-solomon/2#v4"],
    ["1 Cor. 13:4", "WEB", "/bible/web/1-cor/13#v4"],
  ] as const)("%s (%s) -> %s", (reference, translation, path) => {
    expect(readerPath(reference, translation)).toBe(path);
  });

  it("returns null for text that is not a reference", () => {
    expect(readerPath("Be still")).toBeNull();
    expect(readerPath("")).toBeNull();
  });

  it("follows the version policy: KJV stays KJV, others read WEB", () => {
    expect(readerPathForVersion("John 3:16", "KJV")).toBe("/bible/kjv/john/3#v16");
    expect(readerPathForVersion("John 3:16", "NIV")).toBe("/bible/web/john/3#v16");
  });
});
