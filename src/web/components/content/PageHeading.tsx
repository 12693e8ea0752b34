import type { ReactNode } from "react";

export function documentTitle(page?: string): string {
  return page ? `${page} · Wellspring` : "Wellspring";
}

/** The heading block at the top of a page: its h1 and an optional lead paragraph. */
export function PageHeading({ title, lead, eyebrow }: { title: string; lead?: ReactNode; eyebrow?: string }) {
  return (
    <header className="mb-8">
      {/* React 19 hoists <title> into <head>: every page gets its own tab and history name. */}
      <title>{documentTitle(title)}</title>
      {eyebrow ? <p className="mb-2 text-sm font-semibold uppercase tracking-widest text-accent">{eyebrow}</p> : null}
      <h1 className="text-3xl font-semibold text-fg sm:text-4xl">{title}</h1>
      {lead ? <p className="mt-3 max-w-2xl text-lg text-muted">{lead}</p> : null}
    </header>
  );
}

/** The standard centred content column. */
export function PageContainer({ children, narrow }: { children: ReactNode; narrow?: boolean }) {
  return <div className={`mx-auto w-full px-4 py-10 sm:px-6 sm:py-14 ${narrow ? "max-w-3xl" : "max-w-6xl"}`}>{children}</div>;
}
