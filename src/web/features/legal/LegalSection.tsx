import type { ReactNode } from "react";

/** A titled section of a policy page, with readable prose spacing. */
export function LegalSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="mt-10">
      <h2 className="text-2xl font-semibold text-fg">{title}</h2>
      <div className="mt-3 flex flex-col gap-3 text-fg [&_li]:ml-5 [&_li]:list-disc [&_li]:pl-1 [&_ul]:flex [&_ul]:flex-col [&_ul]:gap-1.5">
        {children}
      </div>
    </section>
  );
}
