import { useParams } from "react-router";

// Placeholder reader; replaced by the full reader (fetches /api/bible/...) shortly.
export default function BibleReaderPage() {
  const { translation = "WEB", book = "john", chapter = "1" } = useParams();
  return (
    <main>
      <h1>
        {book} {chapter}
      </h1>
      <p>{translation.toUpperCase()}</p>
    </main>
  );
}
