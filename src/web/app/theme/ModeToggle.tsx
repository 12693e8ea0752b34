import { Moon, Sun } from "lucide-react";
import { useTheme } from "./ThemeProvider";

/** The light/dark switch that is always in the header. */
export function ModeToggle() {
  const { mode, setMode } = useTheme();
  const dark = mode === "dark";
  return (
    <button
      type="button"
      aria-label="Dark mode"
      aria-pressed={dark}
      title={dark ? "Switch to light mode" : "Switch to dark mode"}
      onClick={() => setMode(dark ? "light" : "dark")}
      className="inline-flex size-10 items-center justify-center rounded-md text-fg hover:bg-surface-2"
    >
      {dark ? <Sun aria-hidden="true" className="size-5" /> : <Moon aria-hidden="true" className="size-5" />}
    </button>
  );
}
