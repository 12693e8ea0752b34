import { useEffect, useId, useRef, useState } from "react";
import { Palette } from "lucide-react";
import { THEMES, type Theme } from "@core/options";
import { useTheme } from "./ThemeProvider";

export const THEME_LABELS: Record<Theme, string> = { earth: "Earth", ocean: "Ocean", dawn: "Dawn" };

// Swatches use fixed colours: they show what each theme looks like, whatever is active now.
const SWATCHES: Record<Theme, [string, string]> = {
  earth: ["#7a4a22", "#3d6848"],
  ocean: ["#0b5f8a", "#0d6b62"],
  dawn: ["#a13d58", "#6e4a94"],
};

/**
 * The colour-theme picker beside the mode toggle (the profile screen will offer it too).
 * A disclosure with native radio buttons rather than a menu library: it is in every page's
 * first download, and native radios bring keyboard and screen-reader behaviour for free.
 */
export function ThemeMenu() {
  const { theme, setTheme } = useTheme();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const container = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!container.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        setOpen(false);
        trigger.current?.focus();
      }
    };
    document.addEventListener("pointerdown", onPointer);
    document.addEventListener("keydown", onKey);
    // Focus the chosen option so arrow keys move between themes straight away.
    container.current?.querySelector<HTMLInputElement>("input:checked")?.focus();
    return () => {
      document.removeEventListener("pointerdown", onPointer);
      document.removeEventListener("keydown", onKey);
    };
  }, [open]);

  return (
    <div ref={container} className="relative">
      <button
        ref={trigger}
        type="button"
        aria-label="Colour theme"
        aria-expanded={open}
        aria-controls={panelId}
        title={`Colour theme: ${THEME_LABELS[theme]}`}
        onClick={() => setOpen(!open)}
        className="inline-flex size-10 items-center justify-center rounded-md text-fg hover:bg-surface-2"
      >
        <Palette aria-hidden="true" className="size-5" />
      </button>
      <div
        id={panelId}
        hidden={!open}
        className="absolute right-0 top-full z-50 mt-1.5 min-w-44 rounded-md border border-border bg-surface p-1 text-fg shadow-lift"
      >
        <fieldset>
          <legend className="px-2 py-1.5 text-xs font-semibold text-muted">Colour theme</legend>
          {THEMES.map((option) => (
            <label key={option} className="flex cursor-pointer items-center gap-2 rounded-sm px-2 py-2 text-sm hover:bg-surface-2">
              <input
                type="radio"
                name="colour-theme"
                value={option}
                checked={theme === option}
                onChange={() => setTheme(option)}
                className="size-4 accent-primary"
              />
              <span aria-hidden="true" className="flex">
                <span className="size-3.5 rounded-full" style={{ background: SWATCHES[option][0] }} />
                <span className="-ml-1 size-3.5 rounded-full" style={{ background: SWATCHES[option][1] }} />
              </span>
              <span className="flex-1">{THEME_LABELS[option]}</span>
            </label>
          ))}
        </fieldset>
      </div>
    </div>
  );
}
