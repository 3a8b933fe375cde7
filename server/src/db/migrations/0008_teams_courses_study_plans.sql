CREATE TABLE "clubs" (
	"id" serial PRIMARY KEY NOT NULL,
	"club_name" varchar(60) NOT NULL,
	"school_id" integer,
	"club_level" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "course_schools" (
	"course_id" integer NOT NULL,
	"school_id" integer NOT NULL,
	CONSTRAINT "course_schools_course_id_school_id_pk" PRIMARY KEY("course_id","school_id")
);
--> statement-breakpoint
CREATE TABLE "course_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"type_name" varchar(60) NOT NULL,
	"type_logo" varchar(300) DEFAULT '' NOT NULL,
	"parent_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "courses" (
	"id" serial PRIMARY KEY NOT NULL,
	"type_id" integer NOT NULL,
	"course_name" varchar(100) NOT NULL,
	"course_thumbnail" varchar(300) DEFAULT '' NOT NULL,
	"file_name" varchar(80),
	"course_kind" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "plan_words" (
	"id" serial PRIMARY KEY NOT NULL,
	"plan_id" integer NOT NULL,
	"word" varchar(40) NOT NULL,
	"teaching_task" varchar(200) DEFAULT '' NOT NULL,
	"source" varchar(100) DEFAULT '' NOT NULL,
	"difficulty" smallint DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "plan_words_plan_word_uq" UNIQUE("plan_id","word")
);
--> statement-breakpoint
CREATE TABLE "school_students" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"name" varchar(40) NOT NULL,
	"phone" varchar(20) NOT NULL,
	"state" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "school_students_phone_uq" UNIQUE("school_id","phone")
);
--> statement-breakpoint
CREATE TABLE "study_plans" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"plan_name" varchar(60) NOT NULL,
	"plan_type" smallint NOT NULL,
	"first_attr" varchar(40) DEFAULT '' NOT NULL,
	"second_attr" varchar(40) DEFAULT '' NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"creator_id" integer,
	"creator_name" varchar(100) DEFAULT '' NOT NULL,
	"state" smallint DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "team_members" (
	"id" serial PRIMARY KEY NOT NULL,
	"team_id" integer NOT NULL,
	"name" varchar(40) NOT NULL,
	"age" smallint NOT NULL,
	"sex" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "teams" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"club_id" integer NOT NULL,
	"season" smallint NOT NULL,
	"team_name" varchar(40) NOT NULL,
	"team_level" smallint NOT NULL,
	"teacher_name" varchar(20) NOT NULL,
	"phone" varchar(20) NOT NULL,
	"creator_id" integer,
	"status" varchar(12) DEFAULT 'submitted' NOT NULL,
	"reason" varchar(200),
	"payed" smallint DEFAULT 0 NOT NULL,
	"order_no" varchar(40),
	"confirmed" boolean DEFAULT false NOT NULL,
	"certificate_id" integer,
	"progress" varchar(200),
	"score" double precision,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "clubs" ADD CONSTRAINT "clubs_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_schools" ADD CONSTRAINT "course_schools_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_schools" ADD CONSTRAINT "course_schools_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_type_id_course_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."course_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_words" ADD CONSTRAINT "plan_words_plan_id_study_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."study_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "school_students" ADD CONSTRAINT "school_students_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "study_plans" ADD CONSTRAINT "study_plans_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "study_plans" ADD CONSTRAINT "study_plans_creator_id_users_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_members" ADD CONSTRAINT "team_members_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teams" ADD CONSTRAINT "teams_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teams" ADD CONSTRAINT "teams_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teams" ADD CONSTRAINT "teams_creator_id_users_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teams" ADD CONSTRAINT "teams_certificate_id_certificates_id_fk" FOREIGN KEY ("certificate_id") REFERENCES "public"."certificates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "study_plans_school_idx" ON "study_plans" USING btree ("school_id");--> statement-breakpoint
CREATE INDEX "teams_school_season_idx" ON "teams" USING btree ("school_id","season","team_level");