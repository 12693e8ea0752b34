// The member pages the server renders with the member's data (issue 13): their first view is
// their content, painted from the HTML before the app's code has run. Home needs only the session
// and the profile (read for every such page); the journal's first page of entries needs nothing
// from the browser; the daily plan needs the member's time zone (it picks their week and today),
// which their browser reports in a cookie at every start: without it, the page loads in the
// browser as before. Each read fills the query the page itself uses.
import type { QueryClient } from "@tanstack/react-query";
import { INITIAL_JOURNAL_FILTERS, journalEntriesOptions, type JournalPage } from "../features/journal/api";
import { dailyPlanQuery, type PlanData } from "../features/daily-plan/api";
import { loadHomePage } from "./IndexRoute";

/** Answers an API path with its JSON body, read as the member of the request, or null. */
export type ApiRead = (path: string) => Promise<unknown>;

/** What the server knows of the member's browser: its time zone (the cookie), if it has sent one. */
export interface BrowserHints {
  timeZone: string | null;
}

/** Reads one query's data and puts it in the client; false when the read failed or cannot be made. */
type ServerRead = (read: ApiRead, queryClient: QueryClient, hints: BrowserHints) => Promise<boolean>;

const journalFirstPage: ServerRead = async (read, queryClient) => {
  const { tab, q, tag, sort } = INITIAL_JOURNAL_FILTERS;
  const page = (await read(`/api/journal/entries?${new URLSearchParams({ tab, q, tag, sort, cursor: "" })}`)) as JournalPage | null;
  if (!page) return false;
  queryClient.setQueryData(journalEntriesOptions(INITIAL_JOURNAL_FILTERS).queryKey, { pages: [page], pageParams: [""] });
  return true;
};

const dailyPlanOfTheWeek: ServerRead = async (read, queryClient, { timeZone }) => {
  if (!timeZone) return false;
  const plan = (await read(`/api/daily-plan?${new URLSearchParams({ tz: timeZone })}`)) as PlanData | null;
  if (!plan) return false;
  queryClient.setQueryData(dailyPlanQuery(timeZone).queryKey, plan);
  return true;
};

/** Home reads only the session and the profile (read for every member page): it needs its code. */
const homePageCode: ServerRead = async () => {
  await loadHomePage();
  return true;
};

const SERVER_READS: Record<string, ServerRead[]> = {
  "/": [homePageCode],
  "/journal": [journalFirstPage],
  "/daily-plan": [dailyPlanOfTheWeek],
};

/** The reads that let the server render this path, or null when it is not server-rendered. */
export function serverReadsOf(path: string): ServerRead[] | null {
  return SERVER_READS[path.replace(/\/+$/, "") || "/"] ?? null;
}
