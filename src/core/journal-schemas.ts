// The journal's request shapes (spec section 7), validated by the server. Kept apart from the
// journal's words and rules (journal.ts) so the screens that show them do not load Zod.
import { z } from "zod";
import {
  JOURNAL_CONTENT_MAX_LENGTH,
  JOURNAL_ENTRY_TYPES,
  JOURNAL_SOURCES,
  JOURNAL_TAG_MAX_LENGTH,
  JOURNAL_TAGS_MAX,
  normaliseTags,
} from "./journal.js";

const tag = z.string().max(JOURNAL_TAG_MAX_LENGTH, `tags must be at most ${JOURNAL_TAG_MAX_LENGTH} characters`);

/** Journal entry text: required, non-blank, bounded. */
export const JournalContent = z
  .string()
  .max(JOURNAL_CONTENT_MAX_LENGTH, `must be at most ${JOURNAL_CONTENT_MAX_LENGTH.toLocaleString("en-US")} characters`)
  .refine((value) => value.trim().length > 0, "must not be blank");

export const JournalTags = z.array(tag).max(JOURNAL_TAGS_MAX, `must list at most ${JOURNAL_TAGS_MAX} tags`).transform(normaliseTags);

/** POST /api/journal/entries body (spec section 7: insert {content, type, tags, source, message_id}). */
export const CreateJournalEntry = z.strictObject({
  type: z.enum(JOURNAL_ENTRY_TYPES, { error: () => `must be one of: ${JOURNAL_ENTRY_TYPES.join(", ")}` }),
  content: JournalContent,
  tags: JournalTags.default([]),
  source: z.enum(JOURNAL_SOURCES, { error: () => `must be one of: ${JOURNAL_SOURCES.join(", ")}` }).default("wellspring"),
  /** The conversation reply this entry was saved from (a conversation id of the member's own). */
  message_id: z.uuid("must be a message id").nullable().default(null),
  title: z.string().trim().max(200, "must be at most 200 characters").nullable().default(null),
});
