import type { ReactNode } from "react";
import { AlertCircle, CheckCircle2 } from "lucide-react";
import { cx } from "./cx";

/** An inline message; errors are announced immediately, confirmations politely. */
export function Alert({ tone, children, className }: { tone: "error" | "success"; children: ReactNode; className?: string }) {
  const Icon = tone === "error" ? AlertCircle : CheckCircle2;
  return (
    <div
      role={tone === "error" ? "alert" : "status"}
      className={cx(
        "flex items-start gap-2 rounded-md border px-3 py-2 text-sm",
        tone === "error" ? "border-danger text-danger" : "border-success text-success",
        className,
      )}
    >
      <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <div>{children}</div>
    </div>
  );
}
