import { useEffect, useRef } from "react";
import { formatFullDate, formatShortWeekday, weekdayRow } from "@core/dates";
import { cx } from "../../components/ui/cx";

/** The week's days from today onwards; past days are shown but cannot be chosen. */
export function WeekdayRow({
  weekStart,
  today,
  selected,
  onSelect,
}: {
  weekStart: string;
  today: string;
  selected: number;
  onSelect: (index: number) => void;
}) {
  const selectedRef = useRef<HTMLButtonElement | null>(null);
  useEffect(() => {
    // Spec: the chosen day is scrolled to the centre of the row.
    selectedRef.current?.scrollIntoView?.({ inline: "center", block: "nearest", behavior: "smooth" });
  }, [selected]);
  return (
    <div role="group" aria-label="Choose a day" className="-mx-1 flex gap-2 overflow-x-auto px-1 pb-2">
      {weekdayRow(weekStart, today).map(({ index, date, past }) => {
        const isSelected = index === selected;
        return (
          <button
            key={date}
            ref={isSelected ? selectedRef : undefined}
            type="button"
            disabled={past}
            aria-pressed={isSelected}
            title={formatFullDate(date)}
            onClick={() => onSelect(index)}
            className={cx(
              "flex min-h-14 min-w-16 shrink-0 flex-col items-center justify-center rounded-md border px-3 py-1 text-sm font-semibold transition-colors",
              isSelected ? "border-primary bg-primary text-primary-fg" : "border-border-strong bg-surface text-fg hover:bg-surface-2",
              "disabled:cursor-not-allowed disabled:border-border disabled:bg-surface-2 disabled:text-muted disabled:hover:bg-surface-2",
            )}
          >
            <span>{formatShortWeekday(date)}</span>
            <span className="text-xs font-normal">{Number(date.slice(8))}</span>
          </button>
        );
      })}
    </div>
  );
}
