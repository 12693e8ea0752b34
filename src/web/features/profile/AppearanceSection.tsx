import { MODES, THEMES } from "@core/options";
import { cx } from "../../components/ui/cx";
import { useTheme } from "../../app/theme/ThemeProvider";
import { THEME_LABELS } from "../../app/theme/ThemeMenu";

const MODE_LABELS = { light: "Light", dark: "Dark" } as const;

const optionClasses = (checked: boolean) =>
  cx(
    "inline-flex min-h-11 cursor-pointer items-center rounded-md border px-4 text-sm font-semibold transition-colors",
    "has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring",
    checked ? "border-primary bg-primary text-primary-fg" : "border-border-strong bg-surface text-fg hover:bg-surface-2",
  );

/** Colour theme and display mode; each choice applies (and is kept) the moment it is made. */
export function AppearanceSection() {
  const { theme, mode, setTheme, setMode } = useTheme();
  return (
    <div className="flex flex-col gap-5">
      <fieldset>
        <legend className="mb-2 text-sm font-semibold text-fg">Colour theme</legend>
        <div className="flex flex-wrap gap-2">
          {THEMES.map((option) => (
            <label key={option} className={optionClasses(theme === option)}>
              <input
                type="radio"
                name="profile-theme"
                value={option}
                checked={theme === option}
                onChange={() => setTheme(option)}
                className="sr-only"
              />
              {THEME_LABELS[option]}
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset>
        <legend className="mb-2 text-sm font-semibold text-fg">Display mode</legend>
        <div className="flex flex-wrap gap-2">
          {MODES.map((option) => (
            <label key={option} className={optionClasses(mode === option)}>
              <input
                type="radio"
                name="profile-mode"
                value={option}
                checked={mode === option}
                onChange={() => setMode(option)}
                className="sr-only"
              />
              {MODE_LABELS[option]}
            </label>
          ))}
        </div>
      </fieldset>
      <p className="text-xs text-muted">
        Changes apply straight away and are remembered on this device; your colour theme also follows you when you sign in elsewhere.
      </p>
    </div>
  );
}
