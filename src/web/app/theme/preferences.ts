import { DEFAULT_MODE, DEFAULT_THEME, MODE_STORAGE_KEY, MODES, THEMES, type Mode, type Theme } from "@core/options";

// public/theme-init.js repeats these keys and values (it runs before any module loads);
// src/web/app/theme/preferences.test.ts keeps the two in step.
export const THEME_STORAGE_KEY = "theme";
export { MODE_STORAGE_KEY };

export interface DisplayPreferences {
  theme: Theme;
  mode: Mode;
}

export function isTheme(value: unknown): value is Theme {
  return typeof value === "string" && (THEMES as readonly string[]).includes(value);
}

export function isMode(value: unknown): value is Mode {
  return typeof value === "string" && (MODES as readonly string[]).includes(value);
}

type ReadableStorage = Pick<Storage, "getItem">;
type WritableStorage = Pick<Storage, "setItem">;

export function readStoredPreferences(storage: ReadableStorage | undefined): DisplayPreferences {
  let theme: Theme = DEFAULT_THEME;
  let mode: Mode = DEFAULT_MODE;
  try {
    const savedTheme = storage?.getItem(THEME_STORAGE_KEY);
    const savedMode = storage?.getItem(MODE_STORAGE_KEY);
    if (isTheme(savedTheme)) theme = savedTheme;
    if (isMode(savedMode)) mode = savedMode;
  } catch {
    // Blocked storage: defaults apply.
  }
  return { theme, mode };
}

export function storePreferences(storage: WritableStorage | undefined, prefs: DisplayPreferences): void {
  try {
    storage?.setItem(THEME_STORAGE_KEY, prefs.theme);
    storage?.setItem(MODE_STORAGE_KEY, prefs.mode);
  } catch {
    // Blocked storage: the choice still applies for this page view.
  }
}

export function applyPreferences(root: HTMLElement, prefs: DisplayPreferences): void {
  root.setAttribute("data-theme", prefs.theme);
  root.setAttribute("data-mode", prefs.mode);
  root.style.colorScheme = prefs.mode;
}

export function browserStorage(): Storage | undefined {
  try {
    return typeof window === "undefined" ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}
