// The member pages the server renders with the member's data (issue 13): their first view is
// their content, painted from the HTML before the app's code has run. Only pages whose first
// reads need nothing from the browser qualify: the journal's first page of entries does; the
// daily plan (the browser's time zone picks the member's week) and the journal's streak do not,
// so those load in the browser as before. Each read fills the query the page itself uses.
import type { QueryClient } from "@tanstack/react-query";
import { INITIAL_JOURNAL_FILTERS, journalEntriesOptions, type JournalPage } from "../features/journal/api";

/** Answers an API path with its JSON body, read as the member of the request, or null. */
export type ApiRead = (path: string) => Promise<unknown>;

/** Reads one query's data and puts it in the client; false when the read failed. */
type ServerRead = (read: ApiRead, queryClient: QueryClient) => Promise<boolean>;

const journalFirstPage: ServerRead = async (read, queryClient) => {
  const { tab, q, tag, sort } = INITIAL_JOURNAL_FILTERS;
  const page = (await read(`/api/journal/entries?${new URLSearchParams({ tab, q, tag, sort, cursor: "" })}`)) as JournalPage | null;
  if (!page) return false;
  queryClient.setQueryData(journalEntriesOptions(INITIAL_JOURNAL_FILTERS).queryKey, { pages: [page], pageParams: [""] });
  return true;
};

const SERVER_READS: Record<string, ServerRead[]> = {
  "/journal": [journalFirstPage],
};

/** The reads that let the server render this path, or null when it is not server-rendered. */
export function serverReadsOf(path: string): ServerRead[] | null {
  return SERVER_READS[path.replace(/\/+$/, "") || "/"] ?? null;
}
