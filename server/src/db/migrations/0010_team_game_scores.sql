ALTER TABLE "teams" ADD COLUMN "speed_spell_score" double precision;--> statement-breakpoint
ALTER TABLE "teams" ADD COLUMN "magic_components_score" double precision;--> statement-breakpoint
ALTER TABLE "teams" ADD COLUMN "past_present_score" double precision;--> statement-breakpoint
ALTER TABLE "teams" ADD COLUMN "show_spell_score" double precision;--> statement-breakpoint
ALTER TABLE "teams" ADD COLUMN "team_rank" smallint;