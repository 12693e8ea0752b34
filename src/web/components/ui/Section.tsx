import type { ReactNode } from "react";

/** A titled card section of a page (e.g. the profile's "About you"), labelled by its heading. */
export function Section({ id, title, lead, children }: { id: string; title: string; lead?: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-lg border border-border bg-surface p-5 shadow-soft sm:p-6">
      <h2 id={id} className="text-xl font-semibold text-fg">
        {title}
      </h2>
      {lead ? <p className="mt-1 text-sm text-muted">{lead}</p> : null}
      <div className="mt-5">{children}</div>
    </section>
  );
}
