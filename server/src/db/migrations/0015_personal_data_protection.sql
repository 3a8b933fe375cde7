CREATE TABLE "personal_data_access" (
	"id" serial PRIMARY KEY NOT NULL,
	"actor_id" integer,
	"actor_name" varchar(100) NOT NULL,
	"subject_id" integer,
	"action" varchar(20) NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "personal_data_consents" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kind" varchar(12) NOT NULL,
	"policy_version" varchar(20) NOT NULL,
	"guardian_name" varchar(40),
	"guardian_relation" varchar(12),
	"guardian_phone" varchar(20),
	"consented_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "id_card" SET DATA TYPE text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "id_card_hash" char(64);--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "personal_data_access" ADD CONSTRAINT "personal_data_access_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "personal_data_access" ADD CONSTRAINT "personal_data_access_subject_id_users_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "personal_data_consents" ADD CONSTRAINT "personal_data_consents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "personal_data_access_at_idx" ON "personal_data_access" USING btree ("at");--> statement-breakpoint
CREATE INDEX "personal_data_access_subject_idx" ON "personal_data_access" USING btree ("subject_id");--> statement-breakpoint
CREATE INDEX "personal_data_consents_user_idx" ON "personal_data_consents" USING btree ("user_id","kind");--> statement-breakpoint
CREATE INDEX "users_id_card_hash_idx" ON "users" USING btree ("id_card_hash");