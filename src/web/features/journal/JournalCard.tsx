import { Suspense, lazy, useEffect, useRef, useState } from "react";
import { Check, Music, Share2, Trash2 } from "lucide-react";
import { JOURNAL_MESSAGES } from "@core/journal";
import { journalShareText, type JournalTab } from "@core/journal-list";
import { Alert } from "../../components/ui/Alert";
import { Button } from "../../components/ui/Button";
import { cx } from "../../components/ui/cx";
import { useDeleteJournalItem, type JournalItem } from "./api";
import { entryDate } from "./journal-copy";

/** Spec section 9: the copied confirmation shows for 2 s. */
export const COPIED_FOR_MS = 2000;

function cardTitle(item: JournalItem): string {
  switch (item.kind) {
    case "entry":
      return item.title || (item.type === "prayer" ? "Prayer" : "Reflection");
    case "scripture":
      return item.verse_reference;
    case "devotional":
      return item.title;
    case "song":
      return item.title;
  }
}

function CardBody({ item }: { item: JournalItem }) {
  switch (item.kind) {
    case "entry":
      return (
        <>
          <p className="whitespace-pre-wrap break-words text-fg">{item.content}</p>
          {item.tags.length ? (
            <ul aria-label="Tags" className="mt-3 flex flex-wrap gap-1.5">
              {item.tags.map((tag) => (
                <li key={tag} className="rounded-full bg-surface-2 px-2.5 py-0.5 text-xs font-semibold text-fg">
                  {tag}
                </li>
              ))}
            </ul>
          ) : null}
        </>
      );
    case "scripture":
      return (
        <>
          <blockquote className="whitespace-pre-wrap break-words border-l-4 border-accent pl-3 italic text-fg">
            {item.verse_text}
          </blockquote>
          {item.note ? <p className="mt-2 whitespace-pre-wrap break-words text-sm text-muted">{item.note}</p> : null}
        </>
      );
    case "devotional":
      return (
        <>
          {item.scripture_reference ? (
            <p className="text-sm font-semibold text-accent">
              {item.scripture_reference}
              {item.scripture_text ? <span className="font-normal italic text-muted"> {item.scripture_text}</span> : null}
            </p>
          ) : null}
          <p className="mt-2 whitespace-pre-wrap break-words text-fg">{item.content}</p>
        </>
      );
    case "song":
      return (
        <div className="flex items-center gap-3">
          <span
            aria-hidden="true"
            className="inline-flex size-12 shrink-0 items-center justify-center rounded-md bg-surface-2 text-primary"
          >
            <Music className="size-6" />
          </span>
          <div className="min-w-0">
            <p className="break-words text-fg">{item.artist}</p>
            {item.spotify_url ? (
              <a href={item.spotify_url} target="_blank" rel="noreferrer noopener" className="text-sm">
                Listen on Spotify<span className="sr-only"> (opens in a new tab)</span>
              </a>
            ) : null}
          </div>
        </div>
      );
  }
}

function ShareButton({ item, title }: { item: JournalItem; title: string }) {
  const [state, setState] = useState<"idle" | "copied" | "failed">("idle");
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  async function share() {
    clearTimeout(timer.current);
    try {
      await navigator.clipboard.writeText(journalShareText(item));
      setState("copied");
    } catch {
      setState("failed");
    }
    timer.current = setTimeout(() => setState("idle"), COPIED_FOR_MS);
  }

  return (
    <>
      <Button variant="ghost" size="sm" onClick={share} aria-label={state === "idle" ? `Share ${title}` : undefined}>
        {state === "copied" ? <Check aria-hidden="true" className="size-4" /> : <Share2 aria-hidden="true" className="size-4" />}
        {state === "copied" ? "Copied!" : state === "failed" ? "Could not copy" : "Share"}
      </Button>
    </>
  );
}

// The confirmation dialog (Radix, ~13 KB gzipped) loads when a member first asks to delete, not
// with the journal: the page's first load carries less code, and a list of cards no longer renders
// a closed dialog per card (issue 13).
const loadDialog = () => import("../../components/ui/Dialog");
const Dialog = lazy(async () => ({ default: (await loadDialog()).Dialog }));

function DeleteButton({ tab, item, title }: { tab: JournalTab; item: JournalItem; title: string }) {
  const [open, setOpen] = useState(false);
  const [asked, setAsked] = useState(false);
  const remove = useDeleteJournalItem();
  const change = (next: boolean) => {
    if (remove.isPending) return;
    setOpen(next);
    if (!next) remove.reset();
  };
  return (
    <>
      <Button
        variant="ghost"
        size="sm"
        onPointerEnter={() => void loadDialog()}
        onFocus={() => void loadDialog()}
        onClick={() => {
          setAsked(true);
          setOpen(true);
        }}
        aria-label={`Delete ${title}`}
      >
        <Trash2 aria-hidden="true" className="size-4" />
        Delete
      </Button>
      {asked ? (
        <Suspense fallback={null}>
          <Dialog
            open={open}
            onOpenChange={change}
            title="Delete this entry?"
            description={`"${title}" will be removed from your journal. This cannot be undone.`}
          >
            {remove.isError ? (
              <Alert tone="error" className="mb-4">
                {JOURNAL_MESSAGES.deleteFailed}
              </Alert>
            ) : null}
            <div className="flex flex-wrap justify-end gap-3">
              <Button variant="secondary" onClick={() => change(false)} disabled={remove.isPending}>
                Cancel
              </Button>
              <Button
                onClick={() => remove.mutate({ tab, id: item.id }, { onSuccess: () => setOpen(false) })}
                disabled={remove.isPending}
                variant="secondary"
                className="border-danger! text-danger!"
              >
                {remove.isPending ? "Deleting…" : "Delete entry"}
              </Button>
            </div>
          </Dialog>
        </Suspense>
      ) : null}
    </>
  );
}

export function JournalCard({ tab, item, timeline }: { tab: JournalTab; item: JournalItem; timeline?: boolean }) {
  const title = cardTitle(item);
  return (
    <article
      aria-label={title}
      className={cx("flex h-full min-w-0 flex-col rounded-lg border border-border bg-surface p-5 shadow-soft", timeline && "relative")}
    >
      <header className="mb-3 flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <h3 className="min-w-0 break-words text-lg font-semibold text-fg">{title}</h3>
        <time dateTime={item.created_at} className="text-sm text-muted">
          {entryDate(item.created_at)}
        </time>
      </header>
      <div className="flex-1">
        <CardBody item={item} />
      </div>
      <footer className="mt-4 flex flex-wrap justify-end gap-2 border-t border-border pt-3">
        <ShareButton item={item} title={title} />
        <DeleteButton tab={tab} item={item} title={title} />
      </footer>
    </article>
  );
}
