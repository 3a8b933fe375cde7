CREATE TABLE "exam_answers" (
	"exam_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"question_id" integer NOT NULL,
	"answer" varchar(500) NOT NULL,
	"revision" integer NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	CONSTRAINT "exam_answers_exam_id_user_id_question_id_pk" PRIMARY KEY("exam_id","user_id","question_id")
);
--> statement-breakpoint
CREATE TABLE "exam_judges" (
	"exam_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	CONSTRAINT "exam_judges_exam_id_user_id_pk" PRIMARY KEY("exam_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "exam_questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"exam_id" integer NOT NULL,
	"quiz_sequence" smallint NOT NULL,
	"quiz_number" smallint NOT NULL,
	"quiz_form" smallint DEFAULT 0 NOT NULL,
	"section" char(1) NOT NULL,
	"quiz_type_str" varchar(100) NOT NULL,
	"description" text NOT NULL,
	"eng_description" text NOT NULL,
	"choice" text NOT NULL,
	"answer" varchar(200) NOT NULL,
	CONSTRAINT "exam_question_sequence" UNIQUE("exam_id","quiz_sequence")
);
--> statement-breakpoint
CREATE TABLE "exam_sessions" (
	"exam_id" integer PRIMARY KEY NOT NULL,
	"snapshot" jsonb NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"controller_id" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "exam_students" (
	"exam_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"confirmed_at" timestamp with time zone,
	"submitted_at" timestamp with time zone,
	"score" smallint,
	CONSTRAINT "exam_students_exam_id_user_id_pk" PRIMARY KEY("exam_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "exams" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(200) NOT NULL,
	"season" smallint NOT NULL,
	"race_schedule" smallint NOT NULL,
	"activity_type" smallint DEFAULT 1 NOT NULL,
	"form_explain" text DEFAULT '' NOT NULL,
	"question_explain" text DEFAULT '' NOT NULL,
	"seconds_per_question" smallint DEFAULT 60 NOT NULL,
	"opens_at" timestamp with time zone NOT NULL,
	"closes_at" timestamp with time zone NOT NULL,
	"is_demo" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "exam_answers" ADD CONSTRAINT "exam_answers_exam_id_exams_id_fk" FOREIGN KEY ("exam_id") REFERENCES "public"."exams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_answers" ADD CONSTRAINT "exam_answers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_answers" ADD CONSTRAINT "exam_answers_question_id_exam_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."exam_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_judges" ADD CONSTRAINT "exam_judges_exam_id_exams_id_fk" FOREIGN KEY ("exam_id") REFERENCES "public"."exams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_judges" ADD CONSTRAINT "exam_judges_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_questions" ADD CONSTRAINT "exam_questions_exam_id_exams_id_fk" FOREIGN KEY ("exam_id") REFERENCES "public"."exams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_sessions" ADD CONSTRAINT "exam_sessions_exam_id_exams_id_fk" FOREIGN KEY ("exam_id") REFERENCES "public"."exams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_sessions" ADD CONSTRAINT "exam_sessions_controller_id_users_id_fk" FOREIGN KEY ("controller_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_students" ADD CONSTRAINT "exam_students_exam_id_exams_id_fk" FOREIGN KEY ("exam_id") REFERENCES "public"."exams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_students" ADD CONSTRAINT "exam_students_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exams" ADD CONSTRAINT "exams_season_seasons_id_fk" FOREIGN KEY ("season") REFERENCES "public"."seasons"("id") ON DELETE no action ON UPDATE no action;