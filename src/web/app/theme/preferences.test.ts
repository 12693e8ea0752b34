import { describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import { runInNewContext } from "node:vm";
import { THEMES, MODES } from "@core/options";
import { MODE_STORAGE_KEY, THEME_STORAGE_KEY, readStoredPreferences } from "./preferences";

const initScript = readFileSync(new URL("../../../../public/theme-init.js", import.meta.url), "utf8");

function memoryStorage(entries: Record<string, string>) {
  return { getItem: (key: string) => (key in entries ? entries[key] : null) };
}

// Runs public/theme-init.js against a fake document and returns what it set on <html>.
function runInitScript(stored: Record<string, string>) {
  const attributes: Record<string, string> = {};
  const documentElement = {
    style: {} as Record<string, string>,
    setAttribute: (name: string, value: string) => {
      attributes[name] = value;
    },
  };
  runInNewContext(initScript, { window: { localStorage: memoryStorage(stored) }, document: { documentElement } });
  return { theme: attributes["data-theme"], mode: attributes["data-mode"], colorScheme: documentElement.style.colorScheme };
}

describe("display preferences", () => {
  it("uses the spec's storage key for the mode", () => {
    expect(MODE_STORAGE_KEY).toBe("mode");
  });

  it("defaults to earth and light", () => {
    expect(readStoredPreferences(memoryStorage({}))).toEqual({ theme: "earth", mode: "light" });
    expect(runInitScript({})).toEqual({ theme: "earth", mode: "light", colorScheme: "light" });
  });

  it("ignores values outside the option lists", () => {
    const stored = { [THEME_STORAGE_KEY]: "neon", [MODE_STORAGE_KEY]: "sepia" };
    expect(readStoredPreferences(memoryStorage(stored))).toEqual({ theme: "earth", mode: "light" });
    expect(runInitScript(stored)).toMatchObject({ theme: "earth", mode: "light" });
  });

  it("the head script and the app read every theme and mode the same way", () => {
    for (const theme of THEMES) {
      for (const mode of MODES) {
        const stored = { [THEME_STORAGE_KEY]: theme, [MODE_STORAGE_KEY]: mode };
        expect(readStoredPreferences(memoryStorage(stored))).toEqual({ theme, mode });
        expect(runInitScript(stored)).toEqual({ theme, mode, colorScheme: mode });
      }
    }
  });

  it("survives storage that throws", () => {
    const throwing = {
      getItem: () => {
        throw new Error("blocked");
      },
    };
    expect(readStoredPreferences(throwing)).toEqual({ theme: "earth", mode: "light" });
  });
});
