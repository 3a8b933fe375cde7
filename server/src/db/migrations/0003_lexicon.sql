CREATE TABLE "lexicon_words" (
	"id" serial PRIMARY KEY NOT NULL,
	"cword" varchar(8) NOT NULL,
	"first_letter" char(1) NOT NULL,
	"ctopic" varchar(64) DEFAULT '' NOT NULL,
	"pinyin" varchar(60) DEFAULT '' NOT NULL,
	"pinyin_plain" varchar(60) DEFAULT '' NOT NULL,
	"sound" varchar(300),
	"simple_url" varchar(300),
	"seal_script" varchar(300),
	"official_script" varchar(300),
	"regular_script" varchar(300),
	"speech" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"frequency_rank" integer DEFAULT 100000 NOT NULL,
	"product_type" smallint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lexicon_words_cword_unique" UNIQUE("cword")
);
--> statement-breakpoint
CREATE INDEX "lexicon_words_letter_idx" ON "lexicon_words" USING btree ("first_letter","frequency_rank");