-- Journal search reads one member's tab: a GIN index keyed by (user_id, type) and the trigrams of
-- lower(content). btree_gin gives GIN the equality operators for the text keys; PGlite loads it
-- as a contrib extension (src/server/db/client.ts), PostgreSQL 15 ships it in contrib.
CREATE EXTENSION IF NOT EXISTS btree_gin;--> statement-breakpoint
CREATE INDEX "faith_journal_entries_user_type_search_trgm" ON "faith_journal_entries" USING gin ("user_id","type",lower("content") gin_trgm_ops);--> statement-breakpoint
-- Replaced: searching every member's entries at once is never asked for.
DROP INDEX "faith_journal_entries_content_trgm";
