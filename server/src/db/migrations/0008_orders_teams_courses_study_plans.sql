CREATE TABLE "clubs" (
	"id" serial PRIMARY KEY NOT NULL,
	"club_name" varchar(60) NOT NULL,
	"school_id" integer,
	"club_level" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "coupons" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"coupon_name" varchar(100) NOT NULL,
	"coupon_name_en" varchar(100) NOT NULL,
	"discount_amount" integer NOT NULL,
	"product_id" integer,
	"status" smallint DEFAULT 0 NOT NULL,
	"order_id" integer,
	"expires_at" timestamp with time zone,
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
CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_no" varchar(32) NOT NULL,
	"kind" varchar(30) NOT NULL,
	"user_id" integer NOT NULL,
	"school_id" integer,
	"product_id" integer NOT NULL,
	"season" smallint NOT NULL,
	"items" jsonb NOT NULL,
	"total_amount" integer NOT NULL,
	"discount_amount" integer DEFAULT 0 NOT NULL,
	"payment_amount" integer NOT NULL,
	"coupon_id" integer,
	"address_id" integer,
	"enrollment_id" integer,
	"team_id" integer,
	"status" varchar(12) DEFAULT 'unpaid' NOT NULL,
	"provider" varchar(20) NOT NULL,
	"transaction_id" varchar(64),
	"paid_at" timestamp with time zone,
	"expires_at" timestamp with time zone NOT NULL,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_order_no_unique" UNIQUE("order_no")
);
--> statement-breakpoint
CREATE TABLE "payment_notifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"provider" varchar(20) NOT NULL,
	"event_id" varchar(80) NOT NULL,
	"order_no" varchar(32) NOT NULL,
	"amount" integer NOT NULL,
	"outcome" varchar(20) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_notifications_event_id_unique" UNIQUE("event_id")
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
CREATE TABLE "product_details" (
	"id" integer PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"tproduct_name" varchar(100) NOT NULL,
	"tproduct_name_en" varchar(100) NOT NULL,
	"description" varchar(300) DEFAULT '' NOT NULL,
	"description_en" varchar(300) DEFAULT '' NOT NULL,
	"price" integer NOT NULL,
	"hand_type" smallint DEFAULT 1 NOT NULL,
	"grants" varchar(40)
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" integer PRIMARY KEY NOT NULL,
	"season" smallint NOT NULL,
	"activity_type" smallint DEFAULT 1 NOT NULL,
	"category" smallint NOT NULL,
	"sub_category" smallint NOT NULL,
	"sub_type_category" smallint NOT NULL,
	"product_name" varchar(100) NOT NULL,
	"product_name_en" varchar(100) NOT NULL,
	"order_kind" varchar(30) DEFAULT 'student' NOT NULL,
	"bundle" boolean DEFAULT false NOT NULL,
	"extra_product_id" integer,
	"is_coupon" boolean DEFAULT true NOT NULL,
	"refundable" boolean DEFAULT false NOT NULL,
	"platform_fee" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "refund_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"reason" varchar(200) DEFAULT '' NOT NULL,
	"refund_amount" integer NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"reject_reason" varchar(200),
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refund_request_order" UNIQUE("order_id")
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
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_schools" ADD CONSTRAINT "course_schools_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_schools" ADD CONSTRAINT "course_schools_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_type_id_course_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."course_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_words" ADD CONSTRAINT "plan_words_plan_id_study_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."study_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_details" ADD CONSTRAINT "product_details_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_season_seasons_id_fk" FOREIGN KEY ("season") REFERENCES "public"."seasons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund_requests" ADD CONSTRAINT "refund_requests_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund_requests" ADD CONSTRAINT "refund_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund_requests" ADD CONSTRAINT "refund_requests_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "school_students" ADD CONSTRAINT "school_students_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "study_plans" ADD CONSTRAINT "study_plans_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "study_plans" ADD CONSTRAINT "study_plans_creator_id_users_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_members" ADD CONSTRAINT "team_members_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teams" ADD CONSTRAINT "teams_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teams" ADD CONSTRAINT "teams_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teams" ADD CONSTRAINT "teams_creator_id_users_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teams" ADD CONSTRAINT "teams_certificate_id_certificates_id_fk" FOREIGN KEY ("certificate_id") REFERENCES "public"."certificates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "coupons_user_idx" ON "coupons" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "orders_user_idx" ON "orders" USING btree ("user_id","status");--> statement-breakpoint
CREATE INDEX "orders_expiry_idx" ON "orders" USING btree ("status","expires_at");--> statement-breakpoint
CREATE INDEX "products_codes_idx" ON "products" USING btree ("category","sub_category","sub_type_category");--> statement-breakpoint
CREATE INDEX "study_plans_school_idx" ON "study_plans" USING btree ("school_id");--> statement-breakpoint
CREATE INDEX "teams_school_season_idx" ON "teams" USING btree ("school_id","season","team_level");