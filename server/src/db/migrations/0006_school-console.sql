CREATE TABLE "paper_applies" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"user_id" integer,
	"season" smallint NOT NULL,
	"activity_type" smallint DEFAULT 1 NOT NULL,
	"activity_name" varchar(200) NOT NULL,
	"season_race_id" integer,
	"expected_time" timestamp with time zone NOT NULL,
	"grade_str" varchar(40) NOT NULL,
	"class_str" smallint NOT NULL,
	"grade_list" jsonb NOT NULL,
	"exam_num" integer NOT NULL,
	"teacher_name" varchar(20) NOT NULL,
	"phone" varchar(20) NOT NULL,
	"receipt_name" varchar(50) NOT NULL,
	"receipt_phone" varchar(20) NOT NULL,
	"email" varchar(200) NOT NULL,
	"province_code" varchar(6) NOT NULL,
	"city_code" varchar(6) NOT NULL,
	"area_code" varchar(6) DEFAULT '' NOT NULL,
	"province" varchar(60) DEFAULT '' NOT NULL,
	"city" varchar(60) DEFAULT '' NOT NULL,
	"area" varchar(60) DEFAULT '' NOT NULL,
	"receipt_address" varchar(200) NOT NULL,
	"remark" varchar(200),
	"apply_status" smallint DEFAULT 0 NOT NULL,
	"review_reason" varchar(200),
	"express_type" varchar(20),
	"express_number" varchar(40),
	"send_back_express_type" varchar(20),
	"send_back_express_number" varchar(40),
	"sent_back_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "paper_apply_school_season" UNIQUE("school_id","season","activity_type")
);
--> statement-breakpoint
CREATE TABLE "paper_scores" (
	"id" serial PRIMARY KEY NOT NULL,
	"apply_id" integer NOT NULL,
	"school_id" integer NOT NULL,
	"season" smallint NOT NULL,
	"race_schedule" smallint NOT NULL,
	"score_name" varchar(100) NOT NULL,
	"score_sex" smallint NOT NULL,
	"score_grade" smallint NOT NULL,
	"scores" double precision NOT NULL,
	"score_code" varchar(40) NOT NULL,
	"nationality" varchar(60),
	"score_phone_one" varchar(20),
	CONSTRAINT "paper_score_code" UNIQUE("apply_id","race_schedule","score_code")
);
--> statement-breakpoint
CREATE TABLE "school_enrollments" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"user_id" integer,
	"season" smallint NOT NULL,
	"expected_time" timestamp with time zone NOT NULL,
	"grade_str" varchar(40) NOT NULL,
	"class_str" smallint NOT NULL,
	"grade_list" jsonb NOT NULL,
	"exam_num" integer NOT NULL,
	"teacher_name" varchar(20) NOT NULL,
	"phone" varchar(20) NOT NULL,
	"order_state" smallint DEFAULT 3002 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "school_enrollment_season" UNIQUE("school_id","season")
);
--> statement-breakpoint
CREATE TABLE "user_addresses" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"receipt_name" varchar(50) NOT NULL,
	"receipt_phone" varchar(20) NOT NULL,
	"email" varchar(200),
	"province_code" varchar(6) NOT NULL,
	"city_code" varchar(6) NOT NULL,
	"area_code" varchar(6) DEFAULT '' NOT NULL,
	"province" varchar(60) DEFAULT '' NOT NULL,
	"city" varchar(60) DEFAULT '' NOT NULL,
	"area" varchar(60) DEFAULT '' NOT NULL,
	"receipt_address" varchar(200) NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "paper_applies" ADD CONSTRAINT "paper_applies_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "paper_applies" ADD CONSTRAINT "paper_applies_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "paper_applies" ADD CONSTRAINT "paper_applies_season_seasons_id_fk" FOREIGN KEY ("season") REFERENCES "public"."seasons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "paper_scores" ADD CONSTRAINT "paper_scores_apply_id_paper_applies_id_fk" FOREIGN KEY ("apply_id") REFERENCES "public"."paper_applies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "paper_scores" ADD CONSTRAINT "paper_scores_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "school_enrollments" ADD CONSTRAINT "school_enrollments_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "school_enrollments" ADD CONSTRAINT "school_enrollments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "school_enrollments" ADD CONSTRAINT "school_enrollments_season_seasons_id_fk" FOREIGN KEY ("season") REFERENCES "public"."seasons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_addresses" ADD CONSTRAINT "user_addresses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "paper_scores_school_idx" ON "paper_scores" USING btree ("school_id","season","race_schedule");--> statement-breakpoint
CREATE INDEX "user_addresses_user_idx" ON "user_addresses" USING btree ("user_id");