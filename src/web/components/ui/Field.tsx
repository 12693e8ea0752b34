import { useId, type InputHTMLAttributes, type ReactNode } from "react";
import { cx } from "./cx";

export interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "id"> {
  label: string;
  /** Messages shown under the field; the first makes the field invalid for assistive tech. */
  errors?: readonly string[];
  hint?: ReactNode;
}

/** A labelled input with its hint and error messages wired to aria-describedby. */
export function Field({ label, errors = [], hint, className, ...inputProps }: FieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const invalid = errors.length > 0;
  const describedBy = [hint ? hintId : null, invalid ? errorId : null].filter(Boolean).join(" ") || undefined;
  return (
    <div className={cx("flex flex-col gap-1.5", className)}>
      <label htmlFor={id} className="text-sm font-semibold text-fg">
        {label}
      </label>
      <input
        id={id}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        className={cx(
          "min-h-11 w-full rounded-md border bg-surface px-3 text-base text-fg placeholder:text-muted",
          invalid ? "border-danger" : "border-border-strong",
        )}
        {...inputProps}
      />
      {hint ? (
        <p id={hintId} className="text-xs text-muted">
          {hint}
        </p>
      ) : null}
      {invalid ? (
        <ul id={errorId} className="flex flex-col gap-0.5 text-sm text-danger" aria-live="polite">
          {errors.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
