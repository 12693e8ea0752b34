import { useEffect, useRef } from "react";
import { Link } from "react-router";
import { useInfiniteQuery } from "@tanstack/react-query";
import { JOURNAL_MESSAGES } from "@core/journal";
import { Alert } from "../../components/ui/Alert";
import { Button, buttonClasses } from "../../components/ui/Button";
import { Spinner } from "../../components/ui/Spinner";
import { cx } from "../../components/ui/cx";
import { journalEntriesOptions, type JournalFilters, type JournalItem } from "./api";
import { JournalCard } from "./JournalCard";
import { JOURNAL_EMPTY_STATES, NO_MATCHES, entryDate, type JournalView } from "./journal-copy";

/** Loads the next page when this sentinel scrolls into view (the button below is the fallback). */
function useLoadMoreWhenVisible(enabled: boolean, loadMore: () => void) {
  const sentinel = useRef<HTMLDivElement>(null);
  const latest = useRef(loadMore);
  latest.current = loadMore;
  useEffect(() => {
    const node = sentinel.current;
    if (!enabled || !node || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) latest.current();
      },
      { rootMargin: "200px 0px" },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [enabled]);
  return sentinel;
}

export function JournalTabPanel({ filters, view, filtered }: { filters: JournalFilters; view: JournalView; filtered: boolean }) {
  const query = useInfiniteQuery(journalEntriesOptions(filters));
  const { data, isPending, isError, hasNextPage, isFetchingNextPage, fetchNextPage, isFetchNextPageError } = query;
  const loadMore = () => {
    if (hasNextPage && !isFetchingNextPage && !isFetchNextPageError) void fetchNextPage();
  };
  const sentinel = useLoadMoreWhenVisible(Boolean(hasNextPage) && !isFetchNextPageError, loadMore);

  // The first page fills the screen while it loads, so the footer waits below the fold.
  if (isPending) return <Spinner label="Loading your journal" className="min-h-dvh" />;
  if (isError && !data) return <Alert tone="error">{JOURNAL_MESSAGES.loadFailed}</Alert>;

  const items = data.pages.flatMap((page): JournalItem[] => page.items);
  if (items.length === 0) {
    if (filtered) return <p className="rounded-lg border border-dashed border-border p-8 text-center text-muted">{NO_MATCHES}</p>;
    const empty = JOURNAL_EMPTY_STATES[filters.tab];
    return (
      <section aria-label={empty.title} className="rounded-lg border border-dashed border-border-strong bg-surface p-8 text-center">
        <h2 className="text-xl font-semibold text-fg">{empty.title}</h2>
        <p className="mx-auto mt-2 max-w-md text-muted">{empty.body}</p>
        <Link to={empty.link.to} className={buttonClasses("primary", "md", "mt-5")}>
          {empty.link.label}
        </Link>
      </section>
    );
  }

  return (
    <div>
      <p className="sr-only" aria-live="polite">
        {`${items.length} ${items.length === 1 ? "item" : "items"} shown`}
      </p>
      {view === "grid" ? (
        <ul aria-label="Journal entries" data-view="grid" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {items.map((item) => (
            <li key={item.id} className="min-w-0">
              <JournalCard tab={filters.tab} item={item} />
            </li>
          ))}
        </ul>
      ) : (
        <ol aria-label="Journal entries" data-view="timeline" className="relative ml-2 border-l-2 border-border pl-5 sm:ml-4 sm:pl-8">
          {items.map((item, index) => {
            const day = entryDate(item.created_at);
            const newDay = index === 0 || entryDate(items[index - 1].created_at) !== day;
            return (
              <li key={item.id} className={cx("relative min-w-0", newDay ? "mt-6 first:mt-0" : "mt-3")}>
                <span
                  aria-hidden="true"
                  className="absolute -left-[1.6rem] top-5 size-3 rounded-full border-2 border-surface bg-primary sm:-left-[2.35rem]"
                />
                {newDay ? <p className="mb-2 text-sm font-semibold uppercase tracking-wide text-accent">{day}</p> : null}
                <JournalCard tab={filters.tab} item={item} timeline />
              </li>
            );
          })}
        </ol>
      )}
      <div ref={sentinel} aria-hidden="true" className="h-px" />
      {isFetchNextPageError ? (
        <Alert tone="error" className="mt-4">
          {JOURNAL_MESSAGES.loadFailed}
        </Alert>
      ) : null}
      {hasNextPage ? (
        <div className="mt-6 flex justify-center">
          <Button variant="secondary" onClick={() => void fetchNextPage()} disabled={isFetchingNextPage}>
            {isFetchingNextPage ? "Loading…" : "Load more"}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
