// The Bible reader: one whole chapter of WEB or KJV, opened from any reference in the app
// (/bible/:translation/:book/:chapter, optionally #v16 to land on a verse).
import { Fragment, useEffect, useId, useState, type FormEvent } from "react";
import { Link, useLocation, useNavigate, useParams } from "react-router";
import { useQuery } from "@tanstack/react-query";
import { ChevronLeft, ChevronRight } from "lucide-react";
import { Alert } from "../../components/ui/Alert";
import { Spinner } from "../../components/ui/Spinner";
import { buttonClasses } from "../../components/ui/Button";
import { booksQuery, chapterQuery } from "./api";

const TRANSLATIONS = [
  { code: "web", label: "WEB", name: "World English Bible" },
  { code: "kjv", label: "KJV", name: "King James Version" },
] as const;

function chapterPath(translation: string, bookSlug: string, chapter: number): string {
  return `/bible/${translation}/${bookSlug}/${chapter}`;
}

export default function BibleReaderPage() {
  const params = useParams();
  const translation = (params.translation ?? "web").toLowerCase();
  const book = (params.book ?? "john").toLowerCase();
  const chapter = params.chapter ?? "1";
  const { hash } = useLocation();

  const query = useQuery(chapterQuery(translation, book, chapter));
  const data = query.data;
  const targetVerse = Number(/^#v(\d+)$/.exec(hash)?.[1] ?? 0);

  // The verse in the URL (#v16) only exists once the chapter has loaded.
  useEffect(() => {
    if (!data || !/^#v\d+$/.test(hash)) return;
    document.getElementById(hash.slice(1))?.scrollIntoView({ block: "center" });
  }, [data, hash]);

  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
      {data ? <title>{`${data.reference} (${data.translation}) · Wellspring`}</title> : null}
      <BookChapterPicker translation={translation} currentBook={data?.bookSlug ?? book} currentChapter={data?.chapter ?? Number(chapter)} />

      {query.isPending ? <Spinner label="Loading chapter" /> : null}

      {query.isError ? (
        <div className="mt-8">
          <h1 className="mb-4 text-2xl font-semibold text-fg">Passage not found</h1>
          <Alert tone="error">{query.error.message}</Alert>
          <p className="mt-4">
            <Link to={chapterPath(translation === "kjv" ? "kjv" : "web", "john", 1)} className="text-primary underline underline-offset-4">
              Open John 1
            </Link>
          </p>
        </div>
      ) : null}

      {data ? (
        <article aria-labelledby="bible-chapter-heading" className="mt-8">
          <header className="mb-6 flex flex-wrap items-end justify-between gap-4">
            <div>
              <h1 id="bible-chapter-heading" className="font-display text-3xl font-semibold text-fg sm:text-4xl">
                {data.reference}
              </h1>
              <p className="mt-1 text-sm text-muted">
                <abbr title={data.translationName} data-testid="bible-translation-label" className="font-semibold text-accent no-underline">
                  {data.translation}
                </abbr>{" "}
                · {data.translationName}
              </p>
            </div>
            <nav aria-label="Translation">
              <ul className="flex gap-1 rounded-md border border-border bg-surface p-1">
                {TRANSLATIONS.map((option) => {
                  const active = option.label === data.translation;
                  return (
                    <li key={option.code}>
                      <Link
                        to={`${chapterPath(option.code, data.bookSlug, data.chapter)}${hash}`}
                        aria-current={active ? "page" : undefined}
                        title={option.name}
                        className={`inline-flex min-h-9 items-center rounded-sm px-3 text-sm font-semibold no-underline ${
                          active ? "bg-primary text-primary-fg" : "text-fg hover:bg-surface-2"
                        }`}
                      >
                        {option.label}
                      </Link>
                    </li>
                  );
                })}
              </ul>
            </nav>
          </header>

          <div className="font-display text-lg leading-relaxed text-fg" data-testid="bible-chapter-text">
            {data.verses.map(({ verse, text }) => (
              <Fragment key={verse}>
                <span id={`v${verse}`} className={`scroll-mt-24 rounded-sm ${verse === targetVerse ? "bg-glow" : ""}`} data-verse={verse}>
                  <sup className="mr-1 font-sans text-xs font-semibold text-muted">{verse}</sup>
                  {text || (
                    <span className="font-sans text-sm italic text-muted">
                      (Not in the {data.translation} text; some manuscripts include a verse here.)
                    </span>
                  )}
                </span>{" "}
              </Fragment>
            ))}
          </div>

          <nav aria-label="Previous and next chapter" className="mt-10 flex flex-wrap justify-between gap-3 border-t border-border pt-6">
            {data.previous ? (
              <Link
                to={chapterPath(translation, data.previous.bookSlug, data.previous.chapter)}
                rel="prev"
                className={buttonClasses("secondary", "md")}
              >
                <ChevronLeft aria-hidden="true" className="size-4" />
                {data.previous.reference}
              </Link>
            ) : (
              <span />
            )}
            {data.next ? (
              <Link
                to={chapterPath(translation, data.next.bookSlug, data.next.chapter)}
                rel="next"
                className={buttonClasses("secondary", "md")}
              >
                {data.next.reference}
                <ChevronRight aria-hidden="true" className="size-4" />
              </Link>
            ) : null}
          </nav>

          {data.translation === "WEB" ? (
            <p className="mt-8 text-xs text-muted">
              World English Bible: public domain. KJV: public domain. Copyrighted versions are shown as WEB; see your profile.
            </p>
          ) : null}
        </article>
      ) : null}
    </div>
  );
}

/** Jump to any book and chapter. */
function BookChapterPicker({
  translation,
  currentBook,
  currentChapter,
}: {
  translation: string;
  currentBook: string;
  currentChapter: number;
}) {
  const id = useId();
  const navigate = useNavigate();
  const books = useQuery(booksQuery());
  const [book, setBook] = useState(currentBook);
  const [chapter, setChapter] = useState(currentChapter);
  useEffect(() => {
    setBook(currentBook);
    setChapter(currentChapter);
  }, [currentBook, currentChapter]);

  const list = books.data ?? [];
  const selected = list.find((entry) => entry.slug === book);
  if (list.length === 0) return null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    navigate(chapterPath(translation, book, chapter));
  };

  return (
    <form onSubmit={submit} aria-label="Choose a passage" className="flex flex-wrap items-end gap-3">
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-book`} className="text-sm font-semibold text-fg">
          Book
        </label>
        <select
          id={`${id}-book`}
          value={book}
          onChange={(event) => {
            setBook(event.target.value);
            setChapter(1);
          }}
          className="min-h-11 rounded-md border border-border-strong bg-surface px-3 text-fg"
        >
          {list.map((entry) => (
            <option key={entry.id} value={entry.slug}>
              {entry.name}
            </option>
          ))}
        </select>
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-chapter`} className="text-sm font-semibold text-fg">
          Chapter
        </label>
        <select
          id={`${id}-chapter`}
          value={chapter}
          onChange={(event) => setChapter(Number(event.target.value))}
          className="min-h-11 rounded-md border border-border-strong bg-surface px-3 text-fg"
        >
          {Array.from({ length: selected?.chapters ?? 1 }, (_, index) => (
            <option key={index + 1} value={index + 1}>
              {index + 1}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className={buttonClasses("primary", "md")}>
        Go
      </button>
    </form>
  );
}
