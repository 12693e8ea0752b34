// The Bible reader's one API module: whole chapters and the book list, typed from the routes.
import { queryOptions } from "@tanstack/react-query";
import { client, read } from "../../lib/client";

export const chapterQuery = (translation: string, book: string, chapter: string) =>
  queryOptions({
    queryKey: ["bible", translation, book, chapter] as const,
    queryFn: ({ signal }) =>
      read(
        client.bible[":translation"][":book"][":chapter"].$get(
          // hc puts params into the path as given; the router's values are decoded, so encode them.
          { param: { translation: encodeURIComponent(translation), book: encodeURIComponent(book), chapter: encodeURIComponent(chapter) } },
          { init: { signal } },
        ),
      ),
    staleTime: Infinity, // scripture does not change
    // A 4xx (unknown book or chapter) will not change on a retry; a network failure might.
    retry: (failures, error) => failures < 2 && !(error as { status?: number }).status,
  });

export const booksQuery = () =>
  queryOptions({
    queryKey: ["bible", "books"] as const,
    queryFn: async ({ signal }) => (await read(client.bible.books.$get(undefined, { init: { signal } }))).books,
    staleTime: Infinity,
  });
