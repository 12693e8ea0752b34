CREATE TABLE "song_details" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider" text NOT NULL,
	"title_key" text NOT NULL,
	"artist_key" text NOT NULL,
	"found" boolean NOT NULL,
	"title" text NOT NULL,
	"artist" text NOT NULL,
	"album" text DEFAULT '' NOT NULL,
	"year" text DEFAULT '' NOT NULL,
	"image_url" text,
	"spotify_url" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "song_details_provider_title_artist_uq" ON "song_details" USING btree ("provider","title_key","artist_key");