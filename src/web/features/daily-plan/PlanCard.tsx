import type { ReactNode } from "react";
import type { LucideIcon } from "lucide-react";
import { cx } from "../../components/ui/cx";

/** One of the plan's cards: a titled section so each reads as its own landmark-free region. */
export function PlanCard({
  id,
  title,
  icon: Icon,
  children,
  className,
}: {
  id: string;
  title: string;
  icon: LucideIcon;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section aria-labelledby={id} className={cx("min-w-0 rounded-lg border border-border bg-surface p-5 shadow-soft sm:p-6", className)}>
      <h2 id={id} className="flex items-center gap-2 text-xl font-semibold text-fg">
        <Icon aria-hidden="true" className="size-5 shrink-0 text-accent" />
        {title}
      </h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}
