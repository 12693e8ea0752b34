import { useId } from "react";
import { LayoutGrid, ListFilter, Rows3, Search } from "lucide-react";
import { useQuery } from "@tanstack/react-query";
import { JOURNAL_SEARCH_MAX_LENGTH, JOURNAL_SORTS, JOURNAL_SORT_LABELS, type JournalSort } from "@core/journal-list";
import { Button } from "../../components/ui/Button";
import { cx } from "../../components/ui/cx";
import { journalTagsOptions } from "./api";
import type { JournalView } from "./journal-copy";

const selectClasses = "min-h-11 w-full rounded-md border border-border-strong bg-surface px-3 text-base text-fg disabled:opacity-60";

export function JournalSearchBox({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const id = useId();
  return (
    <div className="flex min-w-0 flex-1 flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-semibold text-fg">
        Search your journal
      </label>
      <div className="relative">
        <Search aria-hidden="true" className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted" />
        <input
          id={id}
          type="search"
          value={value}
          maxLength={JOURNAL_SEARCH_MAX_LENGTH}
          onChange={(event) => onChange(event.target.value)}
          placeholder="Search by words in an entry"
          className="min-h-11 w-full rounded-md border border-border-strong bg-surface pl-9 pr-3 text-base text-fg placeholder:text-muted"
        />
      </div>
    </div>
  );
}

export function ViewToggle({ view, onChange }: { view: JournalView; onChange: (view: JournalView) => void }) {
  const option = (value: JournalView, label: string, Icon: typeof LayoutGrid) => (
    <button
      type="button"
      aria-pressed={view === value}
      onClick={() => onChange(value)}
      className={cx(
        "inline-flex min-h-11 items-center gap-2 px-3 text-sm font-semibold transition-colors",
        view === value ? "bg-primary text-primary-fg" : "bg-surface text-fg hover:bg-surface-2",
      )}
    >
      <Icon aria-hidden="true" className="size-4" />
      {label}
    </button>
  );
  return (
    <div role="group" aria-label="View" className="inline-flex overflow-hidden rounded-md border border-border-strong">
      {option("grid", "Grid", LayoutGrid)}
      {option("timeline", "Timeline", Rows3)}
    </div>
  );
}

export function FilterToggle({
  open,
  onToggle,
  controls,
  active,
}: {
  open: boolean;
  onToggle: () => void;
  controls: string;
  active: number;
}) {
  return (
    <Button variant="secondary" aria-expanded={open} aria-controls={controls} onClick={onToggle}>
      <ListFilter aria-hidden="true" className="size-4" />
      Filters
      {active ? <span className="rounded-full bg-primary px-2 text-xs text-primary-fg">{active}</span> : null}
    </Button>
  );
}

export function FilterPanel({
  id,
  sort,
  onSort,
  tag,
  onTag,
  tagsApply,
}: {
  id: string;
  sort: JournalSort;
  onSort: (sort: JournalSort) => void;
  tag: string;
  onTag: (tag: string) => void;
  tagsApply: boolean;
}) {
  const sortId = useId();
  const tagId = useId();
  const hintId = useId();
  const tags = useQuery(journalTagsOptions());
  const available = tags.data?.tags ?? [];
  return (
    <div id={id} className="mt-4 grid gap-4 rounded-lg border border-border bg-surface p-4 sm:grid-cols-2">
      <div className="flex flex-col gap-1.5">
        <label htmlFor={sortId} className="text-sm font-semibold text-fg">
          Sort by date
        </label>
        <select id={sortId} value={sort} onChange={(event) => onSort(event.target.value as JournalSort)} className={selectClasses}>
          {JOURNAL_SORTS.map((value) => (
            <option key={value} value={value}>
              {JOURNAL_SORT_LABELS[value]}
            </option>
          ))}
        </select>
      </div>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={tagId} className="text-sm font-semibold text-fg">
          Filter by tag
        </label>
        <select
          id={tagId}
          value={tag}
          onChange={(event) => onTag(event.target.value)}
          disabled={!tagsApply}
          aria-describedby={tagsApply ? undefined : hintId}
          className={selectClasses}
        >
          <option value="">All tags</option>
          {tag && !available.includes(tag) ? <option value={tag}>{tag}</option> : null}
          {available.map((value) => (
            <option key={value} value={value}>
              {value}
            </option>
          ))}
        </select>
        {tagsApply ? null : (
          <p id={hintId} className="text-xs text-muted">
            Tags belong to reflections and prayers.
          </p>
        )}
      </div>
    </div>
  );
}
