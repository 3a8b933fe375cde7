ALTER TABLE "exam_answers" ALTER COLUMN "answer" SET DATA TYPE text;--> statement-breakpoint
ALTER TABLE "exam_questions" ADD COLUMN "kind" varchar(10) DEFAULT 'choice' NOT NULL;--> statement-breakpoint
ALTER TABLE "exam_questions" ADD COLUMN "pinyin" varchar(100) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "exam_questions" ADD COLUMN "seconds" smallint;