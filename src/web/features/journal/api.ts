// The journal screen's server state: one infinite query per tab and filter set, the tag list,
// the streak (in the member's own time zone) and the delete mutation. Types come from the routes.
import { infiniteQueryOptions, queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type { JournalSort, JournalTab } from "@core/journal-list";
import { client, read } from "../../lib/client";

export interface JournalFilters {
  tab: JournalTab;
  q: string;
  tag: string;
  sort: JournalSort;
}

/** What the journal shows when it opens: the first tab, newest first, no search or tag. */
export const INITIAL_JOURNAL_FILTERS: JournalFilters = { tab: "reflections", q: "", tag: "", sort: "newest" };

const fetchPage = (filters: JournalFilters, cursor: string, signal: AbortSignal) =>
  read(client.journal.entries.$get({ query: { ...filters, cursor } }, { init: { signal } }));

export type JournalPage = Awaited<ReturnType<typeof fetchPage>>;
export type JournalItem = JournalPage["items"][number];

export const journalKeys = {
  all: ["journal"] as const,
  entries: (filters: JournalFilters) => ["journal", "entries", filters] as const,
  tags: ["journal", "tags"] as const,
  streak: (timeZone: string) => ["journal", "streak", timeZone] as const,
};

/** One tab's items, a page at a time, newest or oldest first. */
export function journalEntriesOptions(filters: JournalFilters) {
  return infiniteQueryOptions({
    queryKey: journalKeys.entries(filters),
    queryFn: ({ pageParam, signal }) => fetchPage(filters, pageParam, signal),
    initialPageParam: "",
    getNextPageParam: (last: JournalPage) => last.next_cursor ?? undefined,
  });
}

export function journalTagsOptions() {
  return queryOptions({
    queryKey: journalKeys.tags,
    queryFn: ({ signal }) => read(client.journal.tags.$get({}, { init: { signal } })),
  });
}

export function journalStreakOptions(timeZone: string) {
  return queryOptions({
    queryKey: journalKeys.streak(timeZone),
    queryFn: ({ signal }) => read(client.journal.streak.$get({ query: { tz: timeZone } }, { init: { signal } })),
  });
}

/** Deletes one item of a tab; every journal view is refreshed afterwards. */
export function useDeleteJournalItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ tab, id }: { tab: JournalTab; id: string }) =>
      read(client.journal.entries[":tab"][":id"].$delete({ param: { tab, id } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: journalKeys.all }),
  });
}
