import { useId, type ReactNode } from "react";

/** A labelled native select over one of the spec's option lists; "" means not chosen. */
export function ChoiceField<T extends string>({
  label,
  options,
  value,
  onChange,
  hint,
  placeholder = "Choose…",
}: {
  label: string;
  options: readonly T[];
  value: T | null;
  onChange: (value: T | null) => void;
  hint?: ReactNode;
  placeholder?: string;
}) {
  const id = useId();
  const hintId = `${id}-hint`;
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-semibold text-fg">
        {label}
      </label>
      <select
        id={id}
        value={value ?? ""}
        onChange={(event) => onChange(options.find((option) => option === event.target.value) ?? null)}
        aria-describedby={hint ? hintId : undefined}
        className="min-h-11 w-full rounded-md border border-border-strong bg-surface px-3 text-base text-fg"
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
      {hint ? (
        <p id={hintId} className="text-xs text-muted" aria-live="polite">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
