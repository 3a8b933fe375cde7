CREATE TABLE "character_bank_passwords" (
	"season" smallint PRIMARY KEY NOT NULL,
	"password_hash" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "volunteer_interests" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(20) NOT NULL,
	"phone" varchar(20) NOT NULL,
	"email" varchar(100) DEFAULT '' NOT NULL,
	"city" varchar(40) NOT NULL,
	"roles" jsonb NOT NULL,
	"message" varchar(500) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "character_bank_passwords" ADD CONSTRAINT "character_bank_passwords_season_seasons_id_fk" FOREIGN KEY ("season") REFERENCES "public"."seasons"("id") ON DELETE no action ON UPDATE no action;