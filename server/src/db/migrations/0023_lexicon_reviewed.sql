ALTER TABLE "lexicon_words" ADD COLUMN "reviewed" boolean DEFAULT false NOT NULL;
