import { createContext, useCallback, useContext, useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from "react";
import type { Mode, Theme } from "@core/options";
import { useSession } from "../../lib/auth-client";
import { isVisitorRender } from "../../lib/visitor-render";
import { useProfile, useUpdateProfile } from "../../features/profile/api";
import { applyPreferences, browserStorage, isTheme, readStoredPreferences, storePreferences, type DisplayPreferences } from "./preferences";

interface ThemeApi extends DisplayPreferences {
  setTheme: (theme: Theme) => void;
  setMode: (mode: Mode) => void;
}

const ThemeContext = createContext<ThemeApi | null>(null);

export function useTheme(): ThemeApi {
  const api = useContext(ThemeContext);
  if (!api) throw new Error("useTheme must be used inside <ThemeProvider>");
  return api;
}

/**
 * Owns the colour theme and display mode. Both live in localStorage (the head script reads
 * them before first paint); the theme is also part of a member's profile, so it follows them
 * to other devices: applied from the profile on sign-in, saved to it on change.
 */
export function ThemeProvider({ children }: { children: ReactNode }) {
  // A page prerendered for visitors was rendered with the default preferences; hydrate with those,
  // then switch to the stored ones before the first paint (the head script has already coloured
  // the page, so nothing flashes).
  const [hydrating, setHydrating] = useState(isVisitorRender);
  const [prefs, setPrefs] = useState<DisplayPreferences>(() => readStoredPreferences(hydrating ? undefined : browserStorage()));
  const { data: session } = useSession();
  const signedIn = Boolean(session?.user);
  const { data: profile } = useProfile();
  const { mutate: updateProfile } = useUpdateProfile();

  useLayoutEffect(() => {
    if (hydrating) {
      setPrefs(readStoredPreferences(browserStorage()));
      setHydrating(false);
      return;
    }
    applyPreferences(document.documentElement, prefs);
    storePreferences(browserStorage(), prefs);
  }, [prefs, hydrating]);

  // Apply the saved theme once per signed-in profile, not on every refetch, so a change made
  // here is never undone by a stale response.
  const appliedProfileId = useRef<string | null>(null);
  useEffect(() => {
    if (!profile || appliedProfileId.current === profile.id) return;
    appliedProfileId.current = profile.id;
    const saved = profile.theme_preference;
    if (isTheme(saved)) setPrefs((current) => (current.theme === saved ? current : { ...current, theme: saved }));
  }, [profile]);
  useEffect(() => {
    if (!signedIn) appliedProfileId.current = null;
  }, [signedIn]);

  const setTheme = useCallback(
    (theme: Theme) => {
      setPrefs((current) => ({ ...current, theme }));
      if (signedIn) {
        // Spec section 8: theme save failures are only logged; the local choice still holds.
        updateProfile({ theme_preference: theme }, { onError: (error) => console.warn("Failed to save theme preference", error) });
      }
    },
    [signedIn, updateProfile],
  );
  const setMode = useCallback((mode: Mode) => setPrefs((current) => ({ ...current, mode })), []);

  const value = useMemo(() => ({ ...prefs, setTheme, setMode }), [prefs, setTheme, setMode]);
  return <ThemeContext.Provider value={value}>{children}</ThemeContext.Provider>;
}
