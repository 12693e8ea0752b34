import { describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import { THEMES, MODES } from "../../core/options";
import { contrastRatio } from "./contrast";

const css = readFileSync(new URL("./tokens.css", import.meta.url), "utf8");

function tokensFor(theme: string, mode: string): Record<string, string> {
  const selector = `[data-theme="${theme}"][data-mode="${mode}"]`;
  const start = css.indexOf(selector);
  if (start < 0) throw new Error(`No token block for ${selector}`);
  const block = css.slice(css.indexOf("{", start) + 1, css.indexOf("}", start));
  const tokens: Record<string, string> = {};
  for (const [, name, value] of block.matchAll(/--ws-([\w-]+):\s*([^;]+);/g)) tokens[name] = value.trim();
  return tokens;
}

const TEXT_PAIRS: Array<[string, string]> = [
  ["text", "bg"],
  ["text", "surface"],
  ["text", "surface-2"],
  ["muted", "bg"],
  ["muted", "surface"],
  ["muted", "surface-2"],
  ["primary-fg", "primary"],
  ["primary-fg", "primary-hover"],
  ["primary", "bg"],
  ["primary", "surface"],
  ["accent", "bg"],
  ["accent", "surface"],
  ["danger", "bg"],
  ["danger", "surface"],
  ["success", "bg"],
  ["success", "surface"],
];
const UI_PAIRS: Array<[string, string]> = [
  ["border-strong", "bg"],
  ["border-strong", "surface"],
  ["ring", "bg"],
  ["ring", "surface"],
];

describe("colour tokens meet WCAG AA in every theme and mode", () => {
  it("computes the known black-on-white ratio", () => {
    expect(contrastRatio("#000000", "#ffffff")).toBeCloseTo(21, 5);
  });
  for (const theme of THEMES) {
    for (const mode of MODES) {
      it(`${theme} / ${mode}`, () => {
        const tokens = tokensFor(theme, mode);
        const failures: string[] = [];
        for (const [fg, bg] of TEXT_PAIRS) {
          const ratio = contrastRatio(tokens[fg], tokens[bg]);
          if (ratio < 4.5) failures.push(`${fg} on ${bg}: ${ratio.toFixed(2)}`);
        }
        for (const [fg, bg] of UI_PAIRS) {
          const ratio = contrastRatio(tokens[fg], tokens[bg]);
          if (ratio < 3) failures.push(`${fg} on ${bg}: ${ratio.toFixed(2)}`);
        }
        expect(failures).toEqual([]);
      });
    }
  }
});
