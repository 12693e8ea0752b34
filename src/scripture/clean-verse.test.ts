// The markup cleaner of data/build-bibles.ts, on OSIS fragments taken from the SWORD modules.
import { describe, expect, it } from "vitest";
import { cleanVerse } from "../../data/build-bibles.js";

describe("cleanVerse", () => {
  it("drops a note and restores the space it sat in between two words", () => {
    expect(
      cleanVerse(
        '<q marker="" who="Jesus"><w lemma="strong:G3439">only</w> born</q><note placement="foot"><reference type="annotateRef">3:16 </reference>The phrase “only born”…</note><q marker="" who="Jesus"><w lemma="strong:G5207">Son</w>.</q>',
      ),
    ).toBe("only born Son.");
  });

  it("leaves no space where a note sat before punctuation", () => {
    expect(cleanVerse('two assaria coins</q> <note placement="foot">An assarion…</note> <q marker="">? Not one')).toBe(
      "two assaria coins? Not one",
    );
  });

  it("drops titles, speaker labels, ¶ and stray \\nd codes, keeping the words of <w> and <transChange>", () => {
    expect(
      cleanVerse(
        '<title type="psalm">A Psalm of David.</title><speaker>Beloved</speaker><q marker="">¶ <w lemma="strong:H1">The</w> \\nd <w lemma="strong:H3068">LORD</w></divineName> <transChange type="added">is</transChange> my shepherd</q>',
      ),
    ).toBe("The LORD is my shepherd");
  });

  it("cuts everything after the chapter's end: glossaries and subscriptions", () => {
    expect(
      cleanVerse('Amen.  <div eID="gen9005" type="x-p"/> <chapter eID="Rom.16"/> <title>Written to the Romans from Corinthus.</title>'),
    ).toBe("Amen.");
    expect(cleanVerse('saints. Amen. <chapter eID="Rev.22"/><div sID="g" type="glossary"/> Abaddon is Hebrew for destruction.')).toBe(
      "saints. Amen.",
    );
  });

  it("separates words across line and paragraph breaks and decodes entities", () => {
    expect(cleanVerse('shepherd;<lb type="x-p"/>I shall<l eID="x"/><l sID="y"/>lack &amp; want')).toBe("shepherd; I shall lack & want");
  });

  it("turns a verse that is only a note into an empty slot", () => {
    expect(cleanVerse('<note placement="foot">Some Greek manuscripts add…</note><div eID="g" type="x-p"/>')).toBe("");
  });
});
