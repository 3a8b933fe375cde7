CREATE TABLE "lexicon_writings" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"cword" varchar(8) NOT NULL,
	"stroke_mistakes" jsonb NOT NULL,
	"total_mistakes" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "lexicon_writings" ADD CONSTRAINT "lexicon_writings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lexicon_writings_user_idx" ON "lexicon_writings" USING btree ("user_id","created_at");