ALTER TABLE "lexicon_words" ADD COLUMN "hidden" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "lexicon_words" ADD COLUMN "edited_at" timestamp with time zone;--> statement-breakpoint
-- The seed wrote every entry in one statement, so they share its updated_at: a later one is the committee's edit.
UPDATE "lexicon_words" SET "edited_at" = "updated_at" WHERE "updated_at" > (SELECT min("updated_at") FROM "lexicon_words");
