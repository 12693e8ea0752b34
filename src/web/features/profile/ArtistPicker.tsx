import { useId, useState, type KeyboardEvent } from "react";
import { Check, Plus, X } from "lucide-react";
import { ARTIST_CATEGORIES } from "@core/artists";
import { addArtist, customArtists, hasArtist, removeArtist, toggleArtist } from "@core/favorite-artists";
import { ARTIST_NAME_MAX_LENGTH } from "@core/profile";
import { Button } from "../../components/ui/Button";
import { cx } from "../../components/ui/cx";

/**
 * Favourite worship artists: the catalogue's eight categories as checkbox chips, and custom
 * artists (anything not in the catalogue) added by name, listed separately and removable.
 */
export function ArtistPicker({ value, onChange }: { value: string[]; onChange: (artists: string[]) => void }) {
  const [typed, setTyped] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const inputId = useId();
  const custom = customArtists(value);

  function add() {
    const result = addArtist(value, typed);
    setProblem(result.problem);
    if (result.problem) return;
    onChange(result.list);
    setTyped("");
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    // Enter adds the artist here instead of submitting the whole profile.
    if (event.key === "Enter") {
      event.preventDefault();
      add();
    }
  }

  return (
    <div className="flex flex-col gap-6">
      {ARTIST_CATEGORIES.map((category) => (
        <fieldset key={category.name}>
          <legend className="mb-2 text-sm font-semibold text-fg">{category.name}</legend>
          <div className="flex flex-wrap gap-2">
            {category.artists.map((artist) => {
              const checked = hasArtist(value, artist);
              return (
                <label
                  key={artist}
                  className={cx(
                    "inline-flex cursor-pointer items-center gap-1.5 rounded-full border px-3 py-1.5 text-sm transition-colors",
                    "has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring",
                    checked ? "border-primary bg-primary text-primary-fg" : "border-border-strong bg-surface text-fg hover:bg-surface-2",
                  )}
                >
                  <input type="checkbox" className="sr-only" checked={checked} onChange={() => onChange(toggleArtist(value, artist))} />
                  {checked ? <Check aria-hidden="true" className="size-3.5" /> : null}
                  {artist}
                </label>
              );
            })}
          </div>
        </fieldset>
      ))}

      <div className="flex flex-col gap-2">
        <label htmlFor={inputId} className="text-sm font-semibold text-fg">
          Add another artist
        </label>
        <div className="flex gap-2">
          <input
            id={inputId}
            value={typed}
            maxLength={ARTIST_NAME_MAX_LENGTH}
            onChange={(event) => setTyped(event.target.value)}
            onKeyDown={onKeyDown}
            placeholder="e.g. CeCe Winans"
            className="min-h-11 w-full min-w-0 rounded-md border border-border-strong bg-surface px-3 text-base text-fg placeholder:text-muted"
          />
          <Button variant="secondary" onClick={add} disabled={!typed.trim()}>
            <Plus aria-hidden="true" className="size-4" />
            Add
          </Button>
        </div>
        {problem ? (
          <p role="alert" className="text-sm text-danger">
            {problem}
          </p>
        ) : null}
      </div>

      <section aria-labelledby={`${inputId}-custom`}>
        <h3 id={`${inputId}-custom`} className="mb-2 text-sm font-semibold text-fg">
          Your other artists
        </h3>
        {custom.length === 0 ? (
          <p className="text-sm text-muted">Artists you add yourself appear here.</p>
        ) : (
          <ul className="flex flex-wrap gap-2">
            {custom.map((artist) => (
              <li
                key={artist}
                className="inline-flex items-center gap-1 rounded-full border border-primary bg-surface-2 py-1 pl-3 pr-1 text-sm text-fg"
              >
                {artist}
                <button
                  type="button"
                  aria-label={`Remove ${artist}`}
                  onClick={() => onChange(removeArtist(value, artist))}
                  className="inline-flex size-7 items-center justify-center rounded-full text-muted hover:bg-surface hover:text-fg"
                >
                  <X aria-hidden="true" className="size-4" />
                </button>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
