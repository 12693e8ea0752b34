// The journal entry's API shape, shared by the POST route and the journal screen's reads.
import type { JournalEntryType, JournalSource } from "@core/journal";
import type { faithJournalEntries } from "../db/schema.js";

type JournalEntryRow = typeof faithJournalEntries.$inferSelect;

export function toJournalEntry(row: JournalEntryRow) {
  return {
    id: row.id,
    type: row.type as JournalEntryType,
    title: row.title,
    content: row.content,
    tags: row.tags,
    source: row.source as JournalSource,
    message_id: row.messageId,
    created_at: row.createdAt.toISOString(),
  };
}
