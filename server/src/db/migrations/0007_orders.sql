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
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_details" ADD CONSTRAINT "product_details_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_season_seasons_id_fk" FOREIGN KEY ("season") REFERENCES "public"."seasons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund_requests" ADD CONSTRAINT "refund_requests_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund_requests" ADD CONSTRAINT "refund_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund_requests" ADD CONSTRAINT "refund_requests_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "coupons_user_idx" ON "coupons" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "orders_user_idx" ON "orders" USING btree ("user_id","status");--> statement-breakpoint
CREATE INDEX "orders_expiry_idx" ON "orders" USING btree ("status","expires_at");--> statement-breakpoint
CREATE INDEX "products_codes_idx" ON "products" USING btree ("category","sub_category","sub_type_category");