ALTER TABLE "faith_group_messages" ADD COLUMN "seq" bigserial NOT NULL;--> statement-breakpoint
ALTER TABLE "faith_group_messages" ADD CONSTRAINT "faith_group_messages_seq_unique" UNIQUE("seq");