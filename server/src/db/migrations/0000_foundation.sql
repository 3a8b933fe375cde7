CREATE TABLE "certificates" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(64) NOT NULL,
	"holder_name" varchar(100) NOT NULL,
	"award" smallint NOT NULL,
	"group_id" smallint NOT NULL,
	"season" smallint NOT NULL,
	"issued_on" date DEFAULT current_date NOT NULL,
	"is_demo" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "certificates_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "race_schedules" (
	"id" serial PRIMARY KEY NOT NULL,
	"season" smallint NOT NULL,
	"activity_type" smallint NOT NULL,
	"race_schedule" smallint NOT NULL,
	"sign_up_start_time" timestamp with time zone,
	"sign_up_end_time" timestamp with time zone,
	"examination_start_time" timestamp with time zone,
	"examination_end_time" timestamp with time zone,
	"publish_time" timestamp with time zone,
	CONSTRAINT "race_schedule_unique" UNIQUE("season","activity_type","race_schedule")
);
--> statement-breakpoint
CREATE TABLE "regions" (
	"code" char(6) PRIMARY KEY NOT NULL,
	"name" varchar(60) NOT NULL,
	"parent_code" char(6),
	"level" smallint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "season_activities" (
	"id" serial PRIMARY KEY NOT NULL,
	"activity_type" smallint NOT NULL,
	"season" smallint NOT NULL,
	"activity_name" varchar(200) NOT NULL,
	"activity_name_en" varchar(200) NOT NULL,
	"is_current" boolean DEFAULT false NOT NULL,
	CONSTRAINT "season_activity_unique" UNIQUE("activity_type","season")
);
--> statement-breakpoint
CREATE TABLE "seasons" (
	"id" smallint PRIMARY KEY NOT NULL,
	"name" varchar(20) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"token_hash" char(64) NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sessions_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "sys_dict_data" (
	"id" serial PRIMARY KEY NOT NULL,
	"dict_type" varchar(64) NOT NULL,
	"dict_value" varchar(64) NOT NULL,
	"dict_label" varchar(100) NOT NULL,
	"dict_label_en" varchar(100) NOT NULL,
	"dict_sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "sys_dict_unique" UNIQUE("dict_type","dict_value")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"role" varchar(20) NOT NULL,
	"phone" varchar(20),
	"email" varchar(200),
	"user_name" varchar(100) DEFAULT '' NOT NULL,
	"password_hash" text,
	"status" varchar(12) DEFAULT 'active' NOT NULL,
	"is_demo" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_phone_unique" UNIQUE("phone"),
	CONSTRAINT "users_email_unique" UNIQUE("email")
);
--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_season_seasons_id_fk" FOREIGN KEY ("season") REFERENCES "public"."seasons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "race_schedules" ADD CONSTRAINT "race_schedules_season_seasons_id_fk" FOREIGN KEY ("season") REFERENCES "public"."seasons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "season_activities" ADD CONSTRAINT "season_activities_season_seasons_id_fk" FOREIGN KEY ("season") REFERENCES "public"."seasons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "regions_parent_idx" ON "regions" USING btree ("parent_code");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");