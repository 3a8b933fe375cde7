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
CREATE TABLE "practice_levels" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_name" varchar(100) NOT NULL,
	"product_name_en" varchar(100) NOT NULL,
	"product_id" integer,
	"sort" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "practice_purchases" (
	"user_id" integer NOT NULL,
	"level_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "practice_purchases_user_id_level_id_pk" PRIMARY KEY("user_id","level_id")
);
--> statement-breakpoint
CREATE TABLE "practice_questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"quiz_id" integer NOT NULL,
	"quiz_type" smallint NOT NULL,
	"quiz_number" smallint NOT NULL,
	"question" text NOT NULL,
	"choice" text NOT NULL,
	"answer" varchar(200) NOT NULL,
	"definition_url" varchar(300),
	"sentence_url" varchar(300),
	"pinyin_url" varchar(300),
	"question_time" smallint NOT NULL,
	"question_score" smallint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "practice_quizzes" (
	"id" serial PRIMARY KEY NOT NULL,
	"level_id" integer NOT NULL,
	"kind" smallint NOT NULL,
	"quiz_type" smallint,
	"paper_no" smallint,
	"quiz_name" varchar(100) NOT NULL,
	"quiz_name_en" varchar(100) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "practice_results" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"quiz_id" integer NOT NULL,
	"score" smallint NOT NULL,
	"seconds" integer NOT NULL,
	"attempt" integer NOT NULL,
	"results" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "practice_purchases" ADD CONSTRAINT "practice_purchases_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_purchases" ADD CONSTRAINT "practice_purchases_level_id_practice_levels_id_fk" FOREIGN KEY ("level_id") REFERENCES "public"."practice_levels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_questions" ADD CONSTRAINT "practice_questions_quiz_id_practice_quizzes_id_fk" FOREIGN KEY ("quiz_id") REFERENCES "public"."practice_quizzes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_quizzes" ADD CONSTRAINT "practice_quizzes_level_id_practice_levels_id_fk" FOREIGN KEY ("level_id") REFERENCES "public"."practice_levels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_results" ADD CONSTRAINT "practice_results_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_results" ADD CONSTRAINT "practice_results_quiz_id_practice_quizzes_id_fk" FOREIGN KEY ("quiz_id") REFERENCES "public"."practice_quizzes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lexicon_words_letter_idx" ON "lexicon_words" USING btree ("first_letter","frequency_rank");--> statement-breakpoint
CREATE INDEX "practice_questions_quiz_idx" ON "practice_questions" USING btree ("quiz_id","quiz_number");--> statement-breakpoint
CREATE INDEX "practice_results_user_quiz_idx" ON "practice_results" USING btree ("user_id","quiz_id");