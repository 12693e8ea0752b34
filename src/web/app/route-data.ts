// A member page's first reads, started the moment its route matches: on a first load that is
// beside the page's code and the session read, instead of after the page has rendered with a
// session in hand (issue 13: the daily plan and the journal painted two round trips later).
// The queries are the pages' own (same keys and options), so the page finds them in flight or done.
import type { QueryClient } from "@tanstack/react-query";
import { browserTimeZone } from "../lib/time-zone";

export interface RouteData {
  /** The source file `start` imports, as Vite's manifest names it: the build preloads its chunk. */
  module: string;
  start: (queryClient: QueryClient) => Promise<unknown>;
}

export const dailyPlanData: RouteData = {
  module: "features/daily-plan/api.ts",
  start: async (queryClient) => {
    const { dailyPlanQuery } = await import("../features/daily-plan/api");
    return queryClient.prefetchQuery(dailyPlanQuery(browserTimeZone()));
  },
};

export const journalData: RouteData = {
  module: "features/journal/api.ts",
  start: async (queryClient) => {
    const { INITIAL_JOURNAL_FILTERS, journalEntriesOptions, journalStreakOptions } = await import("../features/journal/api");
    return Promise.all([
      queryClient.prefetchInfiniteQuery(journalEntriesOptions(INITIAL_JOURNAL_FILTERS)),
      queryClient.prefetchQuery(journalStreakOptions(browserTimeZone())),
    ]);
  },
};
