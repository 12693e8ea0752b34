// The daily plan's request shapes (spec section 7), validated by the server. Kept apart from the
// plan's words (daily-plan.ts) so the web page that shows those words does not load Zod.
import { z } from "zod";

const text = (max: number) =>
  z
    .string()
    .max(max, `must be at most ${max.toLocaleString("en-US")} characters`)
    .refine((value) => value.trim().length > 0, "must not be blank");

const httpsUrl = z
  .string()
  .max(2000, "must be at most 2,000 characters")
  .refine((value) => {
    try {
      return new URL(value).protocol === "https:";
    } catch {
      return false;
    }
  }, "must be an https URL");

/** POST /api/daily-plan/saved-scriptures (spec section 7: insert {verse_reference, verse_text}). */
export const SaveScripture = z.strictObject({
  verse_reference: text(200),
  verse_text: text(5000),
});

/** POST /api/daily-plan/saved-devotionals (insert {title, content, scripture_reference, scripture_text, date}). */
export const SaveDevotional = z.strictObject({
  title: text(200),
  content: text(20_000),
  scripture_reference: z.string().max(200, "must be at most 200 characters").nullable().default(null),
  scripture_text: z.string().max(5000, "must be at most 5,000 characters").nullable().default(null),
  date: z.iso.date("must be a date (YYYY-MM-DD)"),
});

/** POST /api/daily-plan/saved-songs (insert {title, artist, spotify_url, cover_url}). */
export const SaveSong = z.strictObject({
  title: text(300),
  artist: text(300),
  spotify_url: httpsUrl.nullable().default(null),
  cover_url: httpsUrl.nullable().default(null),
});
