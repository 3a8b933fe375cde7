ALTER TABLE "certificates" ADD COLUMN "kind" varchar(12) DEFAULT 'individual' NOT NULL;--> statement-breakpoint
ALTER TABLE "certificates" ADD COLUMN "holder_phone" varchar(20);--> statement-breakpoint
ALTER TABLE "certificates" ADD COLUMN "stage" smallint;--> statement-breakpoint
ALTER TABLE "certificates" ADD COLUMN "user_id" integer;--> statement-breakpoint
ALTER TABLE "certificates" ADD COLUMN "team_id" integer;--> statement-breakpoint
ALTER TABLE "certificates" ADD COLUMN "exam_id" integer;--> statement-breakpoint
ALTER TABLE "certificates" ADD COLUMN "issued_by" integer;--> statement-breakpoint
ALTER TABLE "certificates" ADD COLUMN "revoked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "certificates" ADD COLUMN "revoked_by" integer;--> statement-breakpoint
ALTER TABLE "certificates" ADD COLUMN "revoke_reason" varchar(200);--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_exam_id_exams_id_fk" FOREIGN KEY ("exam_id") REFERENCES "public"."exams"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_issued_by_users_id_fk" FOREIGN KEY ("issued_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_revoked_by_users_id_fk" FOREIGN KEY ("revoked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "certificates_student_stage_unique" ON "certificates" USING btree ("user_id","season","stage") WHERE "certificates"."kind" = 'individual' and "certificates"."user_id" is not null and "certificates"."revoked_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "certificates_holder_stage_unique" ON "certificates" USING btree ("season","stage","holder_phone","holder_name") WHERE "certificates"."kind" = 'individual' and "certificates"."user_id" is null and "certificates"."holder_phone" is not null and "certificates"."revoked_at" is null;--> statement-breakpoint
CREATE INDEX "certificates_user_idx" ON "certificates" USING btree ("user_id");--> statement-breakpoint
-- Team certificates printed the individual contest's group (3 小高, 4 初中, 5 高中); a team's group is its level (1 小学, 2 初中, 3 高中).
UPDATE "certificates" SET "kind" = 'team', "team_id" = "teams"."id", "group_id" = CASE WHEN "teams"."team_level" = 1 THEN 1 WHEN "teams"."team_level" = 2 THEN 2 ELSE 3 END FROM "teams" WHERE "teams"."certificate_id" = "certificates"."id";--> statement-breakpoint
UPDATE "certificates" SET "kind" = 'team', "group_id" = CASE "group_id" WHEN 3 THEN 1 WHEN 4 THEN 2 ELSE 3 END WHERE "code" LIKE 'CEBS-T%' AND "kind" = 'individual';
