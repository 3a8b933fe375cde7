CREATE TABLE "outbox_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"channel" varchar(8) NOT NULL,
	"recipient" varchar(200) NOT NULL,
	"subject" varchar(200) DEFAULT '' NOT NULL,
	"body" text NOT NULL,
	"code" varchar(12),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "schools" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_name" varchar(100) NOT NULL,
	"school_type" smallint DEFAULT 0 NOT NULL,
	"school_level" varchar(40) DEFAULT '' NOT NULL,
	"province_code" char(6) NOT NULL,
	"city_code" char(6) NOT NULL,
	"area_code" varchar(6) DEFAULT '' NOT NULL,
	"province" varchar(60) DEFAULT '' NOT NULL,
	"city" varchar(60) DEFAULT '' NOT NULL,
	"area" varchar(60) DEFAULT '' NOT NULL,
	"school_address" varchar(200),
	"founding_year" smallint,
	"school_motto" varchar(100),
	"school_profile" varchar(200),
	"phone" varchar(20),
	"approved" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_infos" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"province_code" varchar(6),
	"city_code" varchar(6),
	"area_code" varchar(6),
	"province" varchar(60),
	"city" varchar(60),
	"area" varchar(60),
	"school_id" integer,
	"school_name" varchar(100),
	"grade" smallint,
	"level" smallint,
	"group_id" smallint,
	"nationality" varchar(60),
	"userpicurl" varchar(300),
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_schools" (
	"user_id" integer NOT NULL,
	"school_id" integer NOT NULL,
	CONSTRAINT "user_schools_user_id_school_id_pk" PRIMARY KEY("user_id","school_id")
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "review_reason" varchar(200);--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "sex" smallint;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "card_type" smallint;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "id_card" varchar(18);--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "date_birth" date;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "age" smallint;--> statement-breakpoint
ALTER TABLE "user_infos" ADD CONSTRAINT "user_infos_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_infos" ADD CONSTRAINT "user_infos_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_schools" ADD CONSTRAINT "user_schools_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_schools" ADD CONSTRAINT "user_schools_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "schools_region_idx" ON "schools" USING btree ("province_code","city_code","area_code");