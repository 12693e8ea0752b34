// The faith journal's shared rules and words (spec sections 3, 5, 8 and 9). The conversation's
// Save to Journal dialog, the daily plan's saves and the journal screen all read them from here;
// the request shapes the server validates are in journal-schemas.ts, so those screens load no Zod.
export const JOURNAL_ENTRY_TYPES = ["prayer", "reflection"] as const;
export type JournalEntryType = (typeof JOURNAL_ENTRY_TYPES)[number];

export const JOURNAL_SOURCES = ["wellspring", "daily-plan"] as const;
export type JournalSource = (typeof JOURNAL_SOURCES)[number];

/** New entries from the conversation start with this tag (spec section 9). */
export const DEFAULT_JOURNAL_TAG = "wellspring";
/** Daily-plan saves use this tag and source (spec section 9). */
export const DAILY_PLAN_TAG = "daily-plan";

export const JOURNAL_CONTENT_MAX_LENGTH = 20_000;
export const JOURNAL_TAG_MAX_LENGTH = 50;
export const JOURNAL_TAGS_MAX = 20;

/** The spec's messages, word for word. */
export const JOURNAL_MESSAGES = {
  messageAlreadySaved: "This message has already been saved to your journal.",
  prayerAlreadySaved: "This prayer has already been saved to your journal.",
  reflectionAlreadySaved: "This reflection has already been saved to your journal.",
  saveFailed: "Failed to save journal entry. Please try again.",
  loadFailed: "Failed to load content",
  deleteFailed: "Failed to delete entry",
} as const;

/** Tags as the spec wants them: trimmed, non-blank, not duplicated (first spelling kept). */
export function normaliseTags(tags: readonly string[]): string[] {
  const result: string[] = [];
  for (const raw of tags) {
    const tag = raw.trim();
    if (tag && !result.includes(tag)) result.push(tag);
  }
  return result;
}

/** Adds one typed tag to a list, by the same rules (the dialog's Enter-in-the-tag-box). */
export function addTag(tags: readonly string[], typed: string): string[] {
  return normaliseTags([...tags, typed]);
}

/** Word count: whitespace-separated words of the trimmed text, 0 when empty (spec section 5). */
export function wordCount(text: string): number {
  const trimmed = text.trim();
  return trimmed ? trimmed.split(/\s+/).length : 0;
}

/** "1 word", "N words". */
export function wordCountLabel(count: number): string {
  return `${count} ${count === 1 ? "word" : "words"}`;
}

/** A saved reflection's content: the prompt, a blank line, then the trimmed reply (spec section 5). */
export function reflectionContent(prompt: string, reply: string): string {
  return `Reflection Prompt: ${prompt}\n\nReflection: ${reply.trim()}`;
}

/** The spec's duplicate message for an entry that already exists. */
export function alreadySavedMessage(entry: { type: JournalEntryType; message_id: string | null }): string {
  if (entry.message_id) return JOURNAL_MESSAGES.messageAlreadySaved;
  return entry.type === "prayer" ? JOURNAL_MESSAGES.prayerAlreadySaved : JOURNAL_MESSAGES.reflectionAlreadySaved;
}

/** The Save to Journal dialog's words and timings (spec sections 2, 4 and 9). */
export const JOURNAL_DIALOG = {
  title: "Save to Journal",
  description: "Keep this in your faith journal. You can edit the text and add tags first.",
  textLabel: "Journal entry",
  textRequired: "Please write something to save.",
  tagLabel: "Add a tag",
  tagPlaceholder: "Type a tag and press Enter",
  tagHint: "Press Enter to add a tag.",
  tagListLabel: "Tags",
  saved: "Saved to your journal",
  savedCloseMs: 1_500,
  existsCloseMs: 2_000,
} as const;

const REFLECTION_MARKER = "\n\nReflection: ";

/**
 * The member's own words in an entry: for a saved daily-plan reflection, the reply after the
 * prompt (the prompt is ours); otherwise the whole text. The care check reads these.
 */
export function memberWords(content: string): string {
  const at = content.indexOf(REFLECTION_MARKER);
  return content.startsWith("Reflection Prompt: ") && at >= 0 ? content.slice(at + REFLECTION_MARKER.length) : content;
}
