// The journal list's query shapes (spec section 7), validated by the server. Kept apart from the
// list's rules and words (journal-list.ts) so the journal screen does not load Zod.
import { z } from "zod";
import { JOURNAL_TAG_MAX_LENGTH } from "./journal.js";
import { decodeJournalCursor, JOURNAL_SEARCH_MAX_LENGTH, JOURNAL_SORTS, JOURNAL_TABS, TIME_ZONE_MAX_LENGTH } from "./journal-list.js";
import { isValidTimeZone } from "./streak.js";

const tabError = () => `must be one of: ${JOURNAL_TABS.join(", ")}`;
export const JournalTabParam = z.enum(JOURNAL_TABS, { error: tabError });

/** GET /api/journal/entries query: every field a string (or absent), checked and normalised. */
export const JournalListQuery = z.strictObject({
  tab: JournalTabParam,
  q: z
    .string()
    .max(JOURNAL_SEARCH_MAX_LENGTH, `must be at most ${JOURNAL_SEARCH_MAX_LENGTH} characters`)
    .optional()
    .transform((value) => value?.trim() || undefined),
  tag: z
    .string()
    .max(JOURNAL_TAG_MAX_LENGTH, `must be at most ${JOURNAL_TAG_MAX_LENGTH} characters`)
    .optional()
    .transform((value) => value?.trim() || undefined),
  sort: z.enum(JOURNAL_SORTS, { error: () => `must be one of: ${JOURNAL_SORTS.join(", ")}` }).default("newest"),
  // Checked here, decoded by the route: the typed client sends it back as the string it received.
  cursor: z
    .string()
    .optional()
    .refine((value) => !value || decodeJournalCursor(value) !== null, "is not a valid page cursor"),
});

/** GET /api/journal/streak query: the member's IANA time zone. */
export const JournalStreakQuery = z.strictObject({
  tz: z
    .string({ error: () => "is required (an IANA time zone such as Europe/London)" })
    .max(TIME_ZONE_MAX_LENGTH, `must be at most ${TIME_ZONE_MAX_LENGTH} characters`)
    .refine(isValidTimeZone, "is not a known time zone (use an IANA name such as Europe/London)"),
});
