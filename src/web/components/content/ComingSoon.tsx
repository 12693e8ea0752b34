import { Sprout } from "lucide-react";
import { PageContainer, PageHeading } from "./PageHeading";

/** A calm placeholder for a screen that a later release fills in. */
export function ComingSoon({ title, sentence }: { title: string; sentence: string }) {
  return (
    <PageContainer narrow>
      <PageHeading title={title} />
      <div className="flex items-start gap-4 rounded-lg border border-border bg-surface p-6 shadow-soft">
        <Sprout aria-hidden="true" className="mt-1 size-6 shrink-0 text-accent" />
        <p className="text-lg text-fg">{sentence}</p>
      </div>
    </PageContainer>
  );
}
