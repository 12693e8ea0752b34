import { cx } from "./cx";

/** A loading indicator announced to assistive tech by its label. */
export function Spinner({ label = "Loading", className }: { label?: string; className?: string }) {
  return (
    <div role="status" aria-label={label} className={cx("flex items-center justify-center p-8", className)}>
      <span
        aria-hidden="true"
        className="size-9 rounded-full border-4 border-border border-t-primary"
        style={{ animation: "ws-spin 0.9s linear infinite" }}
      />
    </div>
  );
}
