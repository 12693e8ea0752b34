import { useEffect, useId, useState } from "react";
import * as Tabs from "@radix-ui/react-tabs";
import { Flame } from "lucide-react";
import { useQuery } from "@tanstack/react-query";
import { JOURNAL_TABS, JOURNAL_TAB_LABELS, tabHasTags, type JournalSort, type JournalTab } from "@core/journal-list";
import { streakLabel } from "@core/streak";
import { PageContainer, documentTitle } from "../../components/content/PageHeading";
import { cx } from "../../components/ui/cx";
import { useSession } from "../../lib/auth-client";
import { greetingName } from "@core/greeting-name";
import { useProfile } from "../profile/api";
import { browserTimeZone } from "../../lib/time-zone";
import { INITIAL_JOURNAL_FILTERS, journalStreakOptions } from "./api";
import { FilterPanel, FilterToggle, JournalSearchBox, ViewToggle } from "./JournalFilters";
import { JournalTabPanel } from "./JournalTabPanel";
import { readStoredView, storeView, type JournalView } from "./journal-copy";

/** The search box waits this long after the last keystroke before asking the server. */
const SEARCH_DEBOUNCE_MS = 300;

function useDebounced(value: string, delay: number): string {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return debounced;
}

function StreakLine() {
  const [timeZone] = useState(browserTimeZone);
  const { data, isError } = useQuery(journalStreakOptions(timeZone));
  // Two lines are kept on narrow screens, where the no-streak sentence wraps, so nothing below
  // moves when the answer arrives (issue 13: layout shift).
  if (isError || !data) return <p className="mt-2 min-h-14 text-lg text-muted sm:min-h-7" aria-hidden={!data} />;
  return (
    <p className="mt-2 flex min-h-14 items-start gap-2 text-lg text-muted sm:min-h-7" data-testid="journal-streak">
      <Flame aria-hidden="true" className={cx("mt-1 size-5 shrink-0", data.streak > 0 ? "text-accent" : "text-muted")} />
      {streakLabel(data.streak)}
    </p>
  );
}

export default function JournalPage() {
  const { data: session } = useSession();
  const { data: profile } = useProfile();
  const name = greetingName(profile, session?.user.name);
  const greeting = name ? `Welcome back, ${name}` : "Your Journal";

  const [tab, setTab] = useState<JournalTab>(INITIAL_JOURNAL_FILTERS.tab);
  const [search, setSearch] = useState("");
  const q = useDebounced(search.trim(), SEARCH_DEBOUNCE_MS);
  const [sort, setSort] = useState<JournalSort>(INITIAL_JOURNAL_FILTERS.sort);
  const [tag, setTag] = useState("");
  const [filtersOpen, setFiltersOpen] = useState(false);
  const [view, setView] = useState<JournalView>(readStoredView);
  const filterPanelId = useId();

  const tagsApply = tabHasTags(tab);
  const appliedTag = tagsApply ? tag : "";
  const changeView = (next: JournalView) => {
    setView(next);
    storeView(next);
  };

  return (
    <PageContainer>
      <title>{documentTitle("Journal")}</title>
      <header className="mb-8">
        <p className="mb-2 text-sm font-semibold uppercase tracking-widest text-accent">Faith Journal</p>
        <h1 className="break-words text-3xl font-semibold text-fg sm:text-4xl">{greeting}</h1>
        <StreakLine />
      </header>

      <section aria-label="Search and filters" className="mb-6">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
          <JournalSearchBox value={search} onChange={setSearch} />
          <div className="flex flex-wrap items-end gap-3">
            <FilterToggle
              open={filtersOpen}
              onToggle={() => setFiltersOpen((open) => !open)}
              controls={filterPanelId}
              active={(sort !== "newest" ? 1 : 0) + (appliedTag ? 1 : 0)}
            />
            <ViewToggle view={view} onChange={changeView} />
          </div>
        </div>
        {filtersOpen ? (
          <FilterPanel id={filterPanelId} sort={sort} onSort={setSort} tag={tag} onTag={setTag} tagsApply={tagsApply} />
        ) : null}
      </section>

      <Tabs.Root value={tab} onValueChange={(value) => setTab(value as JournalTab)}>
        <Tabs.List aria-label="Journal sections" className="mb-6 flex gap-1 overflow-x-auto border-b border-border">
          {JOURNAL_TABS.map((value) => (
            <Tabs.Trigger
              key={value}
              value={value}
              className={cx(
                "-mb-px shrink-0 border-b-2 px-3 py-2.5 text-sm font-semibold transition-colors sm:px-4 sm:text-base",
                "border-transparent text-muted hover:text-fg data-[state=active]:border-primary data-[state=active]:text-primary",
              )}
            >
              {JOURNAL_TAB_LABELS[value]}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {JOURNAL_TABS.map((value) => (
          <Tabs.Content key={value} value={value} className="focus-visible:outline-none">
            {value === tab ? (
              <JournalTabPanel filters={{ tab: value, q, tag: appliedTag, sort }} view={view} filtered={Boolean(q || appliedTag)} />
            ) : null}
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </PageContainer>
  );
}
